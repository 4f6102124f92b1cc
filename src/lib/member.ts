import { proxy } from 'valtio';
import type { MemberInfo } from '@contract/account';
import { callApi } from './api-client';
import { MEMBER_GAME_LISTS } from './games/game-list';
import { forgetQueries, queryOptions, setQueryData } from './query/client';
import { sessionState } from './session';

const accountCalls = () => import('./account-calls').then((module) => module.accountCalls);

/** The logged-in member's profile as the header and member centre show it. */
export const memberState = proxy<{ info: MemberInfo | null }>({ info: null });

/** The member's profile; never stored on the device. */
export const getMemberInfoQueryOptions = (owner: string) =>
  queryOptions<MemberInfo>({
    key: ['member', 'info', owner],
    load: async (signal) => callApi((await accountCalls()).getMemberInfo, {}, { silent: true, signal }),
  });

/** Renews the member on start-up when a session exists (keeps the token's idle clock fresh); its answer is the fresh profile. */
export async function renewMember(): Promise<MemberInfo | null> {
  const owner = sessionState.info?.userName;
  if (!owner) return null;
  const info = await callApi((await accountCalls()).renewMember, {}, { silent: true });
  setQueryData(getMemberInfoQueryOptions(owner), info);
  if (sessionState.info?.userName === owner) memberState.info = info;
  return info;
}

export function clearMember(): void {
  memberState.info = null;
  void forgetQueries(['member']);
  // The member's own game lists were kept for offline; the next person on this device must not see them.
  for (const prefix of MEMBER_GAME_LISTS) void forgetQueries(prefix);
}

/** Nickname when set, else the account name. */
export const displayName = (info: MemberInfo | null, fallback: string) => info?.nickname || info?.account || fallback;
