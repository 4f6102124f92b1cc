import type { Queryable } from '../db/database';

export interface CreatedMember {
  id: number;
  type: number;
  username: string;
  /** Trial (free-play) accounts play with play money only. */
  trial: boolean;
}

/** What one area tells the others, by name: each handler is told what happened and given the transaction it happened in. */
export interface PlatformEvents {
  /** A member was created (registration, a trial account, an agent's downline account). */
  memberCreated: CreatedMember;
}

/** Runs inside the transaction that emitted the event: a failing handler undoes what emitted it. */
export type EventHandler<Payload> = (tx: Queryable, payload: Payload) => Promise<void>;

type Handlers = { [Name in keyof PlatformEvents]: EventHandler<PlatformEvents[Name]>[] };

/**
 * One app's events. The composition root subscribes each area that acts on another's event, so
 * two apps in one process never see each other's; handlers run one after another, in the order
 * they were subscribed.
 */
export function createEventBus() {
  const handlers: Handlers = { memberCreated: [] };
  return {
    on<Name extends keyof PlatformEvents>(name: Name, handler: EventHandler<PlatformEvents[Name]>): void {
      handlers[name].push(handler);
    },
    async emit<Name extends keyof PlatformEvents>(name: Name, tx: Queryable, payload: PlatformEvents[Name]): Promise<void> {
      for (const handler of handlers[name]) await handler(tx, payload);
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
