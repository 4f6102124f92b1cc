import { describe, expect, it } from 'vitest';
import type { ChatServerFrame } from '../../../contract/messaging';
import type { ChatBus, ChatEvent } from '../../src/services/messaging/bus';
import type { ChatStore } from '../../src/services/messaging/chat';
import { ChatFollower, createChatHub } from '../../src/services/messaging/hub';

/** A bus of this process only, and a store that counts the reads a delivery makes. */
function setUp() {
  const listeners = new Set<(event: ChatEvent) => void>();
  const bus = {
    start: async () => undefined,
    publish: async (event: ChatEvent) => listeners.forEach((listener) => listener(event)),
    subscribe: (listener: (event: ChatEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => undefined,
  } satisfies ChatBus;
  const reads: number[] = [];
  const store = {
    messagesAfter: async (conversationId: number) => {
      reads.push(conversationId);
      return [];
    },
  } as unknown as ChatStore;
  return { bus, store, reads, hub: createChatHub(bus) };
}

describe('the chat hub', () => {
  it('hands a conversation’s events to its followers only, however many other sockets are open', async () => {
    const { bus, store, reads, hub } = setUp();
    const frames: ChatServerFrame[] = [];
    const leaves = Array.from({ length: 500 }, (_, i) => {
      const follower = new ChatFollower(store, 'PLAYER', (frame) => frames.push(frame));
      const leave = hub.add(follower);
      follower.follow(i + 1, 0);
      return leave;
    });
    let queueChanges = 0;
    const console = new ChatFollower(
      store,
      'STAFF',
      () => undefined,
      () => queueChanges++,
    );
    hub.add(console);
    await new Promise((r) => setTimeout(r, 10));
    reads.length = 0;

    await bus.publish({ t: 'message', c: 7 });
    await bus.publish({ t: 'typing', c: 7, from: 'STAFF' });
    await new Promise((r) => setTimeout(r, 10));
    expect(reads).toEqual([7]);
    expect(frames).toEqual([{ type: 'typing', conversationId: 7, from: 'STAFF' }]);
    expect(queueChanges).toBe(1);

    leaves[6]!();
    expect(hub.followersOf(7)).toBe(0);
    await bus.publish({ t: 'message', c: 7 });
    await new Promise((r) => setTimeout(r, 10));
    expect(reads).toEqual([7]);
    expect(hub.size).toBe(500);
  });
});
