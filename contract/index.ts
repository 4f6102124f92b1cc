import type { CallWithSchemas, CallDef, CallSchemas } from './define';
import { accountCalls } from './calls/account';
import { activityCalls } from './calls/activity';
import { commentCalls } from './calls/comments';
import { contentCalls } from './calls/content';
import { popularAnnouncementCalls } from './calls/popular-announcements';
import { gameCalls } from './calls/games';
import { lobbyCalls } from './calls/lobby';
import { siteCalls } from './calls/site';
import { paymentCalls } from './calls/payments';
import { walletCalls } from './calls/wallet';
import { protectionCalls } from './calls/protection';
import { orderCalls } from './calls/orders';
import { memberCentreCalls } from './calls/member-centre';
import { agentCalls } from './calls/agents';
import { messagingCalls } from './calls/messaging';
import { unreadCalls } from './calls/unread';
import { providerSignInCalls } from './calls/provider-sign-in';
import { sportsCalls } from './calls/sports';
import { lotteryCalls } from './calls/lottery';
import { customerServiceCalls } from './calls/customer-service';
import { accountSchemas, providerSignInSchemas } from './schemas/account';
import { activitySchemas } from './schemas/activity';
import { commentSchemas } from './schemas/comments';
import { contentSchemas, popularAnnouncementSchemas } from './schemas/content';
import { gameSchemas } from './schemas/games';
import { lobbySchemas } from './schemas/lobby';
import { siteSchemas } from './schemas/site';
import { paymentSchemas } from './schemas/payments';
import { walletSchemas } from './schemas/wallet';
import { protectionSchemas } from './schemas/protection';
import { orderSchemas } from './schemas/orders';
import { memberCentreSchemas } from './schemas/member-centre';
import { agentSchemas } from './schemas/agents';
import { messagingSchemas, unreadSchemas } from './schemas/messaging';
import { sportsSchemas } from './schemas/sports';
import { lotterySchemas } from './schemas/lottery';
import { customerServiceSchemas } from './schemas/customer-service';

export * from './define';
export * from './domain';
export * from './errors';

/*
 * The one table of every call the client makes and the server answers, each call's metadata
 * joined with its schemas. For the server and the tests: the client imports metadata only
 * (contract/calls/), so no schema reaches the browser unless a page imports it by name.
 */

type Joined<M extends Record<string, CallDef>, S extends { [K in keyof M]: CallSchemas }> = { [K in keyof M]: M[K] & S[K] };

function join<M extends Record<string, CallDef>, S extends { [K in keyof M]: CallSchemas }>(meta: M, schemas: S): Joined<M, S> {
  const joined: Partial<Record<keyof M, CallWithSchemas>> = {};
  for (const name of Object.keys(meta) as (keyof M & string)[]) {
    const { request, response } = schemas[name];
    joined[name] = { ...meta[name], request, response };
  }
  return joined as Joined<M, S>;
}

export const calls = join(
  {
    ...siteCalls,
    ...contentCalls,
    ...popularAnnouncementCalls,
    ...activityCalls,
    ...commentCalls,
    ...gameCalls,
    ...accountCalls,
    ...lobbyCalls,
    ...walletCalls,
    ...paymentCalls,
    ...protectionCalls,
    ...orderCalls,
    ...memberCentreCalls,
    ...agentCalls,
    ...messagingCalls,
    ...unreadCalls,
    ...providerSignInCalls,
    ...sportsCalls,
    ...lotteryCalls,
    ...customerServiceCalls,
  },
  {
    ...siteSchemas,
    ...contentSchemas,
    ...popularAnnouncementSchemas,
    ...activitySchemas,
    ...commentSchemas,
    ...gameSchemas,
    ...accountSchemas,
    ...lobbySchemas,
    ...walletSchemas,
    ...paymentSchemas,
    ...protectionSchemas,
    ...orderSchemas,
    ...memberCentreSchemas,
    ...agentSchemas,
    ...messagingSchemas,
    ...unreadSchemas,
    ...providerSignInSchemas,
    ...sportsSchemas,
    ...lotterySchemas,
    ...customerServiceSchemas,
  },
);

export const allCalls: CallWithSchemas[] = Object.values(calls);

/** The call `meta` names, with its schemas: how the server finds what to check a request and an answer against. */
export function withSchemas<C extends CallDef>(meta: C): C & CallWithSchemas {
  const def = (calls as Record<string, CallWithSchemas>)[meta.name];
  if (!def || def.method !== meta.method || def.path !== meta.path) throw new Error(`${meta.name} is not a call of the contract`);
  return def as C & CallWithSchemas;
}
