import { proxy } from 'valtio';
import type { MemberInfo } from '@contract/account';
import { callApi } from './api-client';
import { sessionState } from './session';

const accountCalls = () => import('./account-calls').then((module) => module.accountCalls);

/** The logged-in member's profile as the header and member centre show it. */
export const memberState = proxy<{ info: MemberInfo | null }>({ info: null });

export async function loadMemberInfo(): Promise<MemberInfo | null> {
  if (!sessionState.info) return null;
  const info = await callApi((await accountCalls()).getMemberInfo, {}, { silent: true });
  memberState.info = info;
  return info;
}

/** Renews the member on start-up when a session exists (keeps the token's idle clock fresh). */
export async function renewMember(): Promise<MemberInfo | null> {
  if (!sessionState.info) return null;
  const info = await callApi((await accountCalls()).renewMember, {}, { silent: true });
  memberState.info = info;
  return info;
}

export function clearMember(): void {
  memberState.info = null;
}

/** Nickname when set, else the account name. */
export const displayName = (info: MemberInfo | null, fallback: string) => info?.nickname || info?.account || fallback;
