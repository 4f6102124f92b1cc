import type { CallDef } from './define';
import { accountCalls } from './account';
import { contentCalls } from './content';
import { gameCalls } from './games';
import { lobbyCalls } from './lobby';
import { siteCalls } from './site';
import { walletCalls } from './wallet';

export * from './define';
export * from './domain';
export * from './errors';

/** The one table of every call the client makes and the server answers. */
export const calls = {
  ...siteCalls,
  ...contentCalls,
  ...gameCalls,
  ...accountCalls,
  ...lobbyCalls,
  ...walletCalls,
};

export type Calls = typeof calls;
export type CallName = keyof Calls;
export const allCalls: CallDef[] = Object.values(calls);
