import type { ChatMessage, ChatServerFrame } from '../../../../contract/messaging';
import type { ChatBus, ChatEvent } from './bus';
import type { ChatStore } from './chat';

/**
 * One open socket's view of the chat: the conversations it follows and, for each, the last
 * message id it has been sent. Deliveries run one after another per socket and send only ids
 * above that mark, read from the database in id order: each socket gets every message once and
 * in order, however many "new message" events arrive or repeat, from this process or another.
 */
export class ChatFollower {
  private readonly lastSent = new Map<number, number>();
  private chain: Promise<void> = Promise.resolve();
  closed = false;

  constructor(
    private readonly store: ChatStore,
    readonly side: 'PLAYER' | 'STAFF',
    private readonly send: (frame: ChatServerFrame) => void,
    /** Staff consoles hear of every conversation's activity to refresh their queue. */
    private readonly onQueueChange?: () => void,
  ) {}

  follows(conversationId: number): boolean {
    return this.lastSent.has(conversationId);
  }

  /** Follows a conversation from a message id on (0: from its start); what is stored past it is sent now. */
  follow(conversationId: number, afterId: number): void {
    this.lastSent.set(conversationId, Math.max(0, afterId));
    this.deliver(conversationId);
  }

  unfollow(conversationId: number): void {
    this.lastSent.delete(conversationId);
  }

  deliver(conversationId: number): void {
    this.chain = this.chain
      .then(async () => {
        for (;;) {
          const after = this.lastSent.get(conversationId);
          if (after === undefined || this.closed) return;
          const messages = await this.store.messagesAfter(conversationId, after);
          this.sendNew(conversationId, messages);
          if (messages.length < 500) return;
        }
      })
      .catch(() => undefined);
  }

  private sendNew(conversationId: number, messages: ChatMessage[]): void {
    for (const message of messages) {
      const last = this.lastSent.get(conversationId);
      if (last === undefined || message.id <= last) continue;
      this.lastSent.set(conversationId, message.id);
      this.send({ type: 'message', message });
    }
  }

  handle(event: ChatEvent): void {
    if (this.closed) return;
    if (event.t === 'queue') {
      this.onQueueChange?.();
      return;
    }
    if (event.t === 'message') this.onQueueChange?.();
    if (!this.follows(event.c)) return;
    switch (event.t) {
      case 'message':
        this.deliver(event.c);
        break;
      case 'typing':
        if (event.from !== this.side) this.send({ type: 'typing', conversationId: event.c, from: event.from });
        break;
      case 'read':
        if (event.by !== this.side) this.send({ type: 'read', conversationId: event.c, by: event.by, upToId: event.upTo });
        break;
      case 'closed':
        this.send({ type: 'closed', conversationId: event.c });
        break;
    }
  }
}

/** The sockets of this process, each told of every chat event the bus carries. */
export function createChatHub(bus: ChatBus) {
  const followers = new Set<ChatFollower>();
  const stop = bus.subscribe((event) => {
    for (const follower of followers) follower.handle(event);
  });
  return {
    add(follower: ChatFollower): () => void {
      followers.add(follower);
      return () => {
        follower.closed = true;
        followers.delete(follower);
      };
    },
    get size() {
      return followers.size;
    },
    stop,
  };
}
