import { redirect } from '@tanstack/react-router';
import type { WhitelabelFlag } from '@contract/site';
import { APP_PATHS, ROUTE_META } from '@/lib/route-meta';
import { isLoggedIn } from '@/lib/session';
import { isFlagOn, siteInfoReady } from '@/lib/site';

const toHome = () => redirect({ href: APP_PATHS.home, replace: true });

/** /m/changePsw without a stored session goes to /m/home (not to login). */
export function changePswGuard(): void {
  if (!isLoggedIn()) throw toHome();
}

/** A page behind a whitelabel flag sends the player home when the operator has it off. */
export function flagGuard(flag: WhitelabelFlag) {
  return async () => {
    await siteInfoReady();
    if (!isFlagOn(flag)) throw toHome();
  };
}

/** The guard for a path from its ROUTE_META entry (its flag, if any): `beforeLoad: guardFor('/m/feedback')`. */
export function guardFor(path: keyof typeof ROUTE_META & string) {
  const flag = ROUTE_META[path]?.flag;
  return flag ? flagGuard(flag) : () => undefined;
}
