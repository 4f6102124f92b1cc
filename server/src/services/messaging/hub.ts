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
  /** The hub this socket is in, told which conversations it follows so an event reaches only their followers. */
  hub: ConversationIndex | null = null;

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
    this.hub?.watch(conversationId, this);
    this.deliver(conversationId);
  }

  unfollow(conversationId: number): void {
    this.lastSent.delete(conversationId);
    this.hub?.unwatch(conversationId, this);
  }

  /** The conversations this socket follows. */
  conversations(): number[] {
    return [...this.lastSent.keys()];
  }

  get hearsQueue(): boolean {
    return this.onQueueChange !== undefined;
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

  queueChanged(): void {
    if (!this.closed) this.onQueueChange?.();
  }

  /** An event of a conversation this socket follows. */
  handle(event: Exclude<ChatEvent, { t: 'queue' }>): void {
    if (this.closed || !this.follows(event.c)) return;
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

interface ConversationIndex {
  watch(conversationId: number, follower: ChatFollower): void;
  unwatch(conversationId: number, follower: ChatFollower): void;
}

/**
 * The sockets of this process, indexed by the conversations they follow: an event is handed to
 * the followers of its conversation and, for the queue, to the support consoles, so the work of one
 * message grows with its recipients and not with every player connected.
 */
export function createChatHub(bus: ChatBus) {
  const followers = new Set<ChatFollower>();
  const byConversation = new Map<number, Set<ChatFollower>>();
  const queueListeners = new Set<ChatFollower>();
  const index: ConversationIndex = {
    watch(conversationId, follower) {
      let set = byConversation.get(conversationId);
      if (!set) byConversation.set(conversationId, (set = new Set()));
      set.add(follower);
    },
    unwatch(conversationId, follower) {
      const set = byConversation.get(conversationId);
      if (!set) return;
      set.delete(follower);
      if (set.size === 0) byConversation.delete(conversationId);
    },
  };
  const stop = bus.subscribe((event) => {
    if (event.t === 'queue' || event.t === 'message') for (const listener of queueListeners) listener.queueChanged();
    if (event.t === 'queue') return;
    const set = byConversation.get(event.c);
    if (set) for (const follower of [...set]) follower.handle(event);
  });
  return {
    add(follower: ChatFollower): () => void {
      followers.add(follower);
      follower.hub = index;
      for (const conversationId of follower.conversations()) index.watch(conversationId, follower);
      if (follower.hearsQueue) queueListeners.add(follower);
      return () => {
        follower.closed = true;
        followers.delete(follower);
        queueListeners.delete(follower);
        for (const conversationId of follower.conversations()) index.unwatch(conversationId, follower);
        follower.hub = null;
      };
    },
    get size() {
      return followers.size;
    },
    /** Sockets following one conversation in this process. */
    followersOf(conversationId: number): number {
      return byConversation.get(conversationId)?.size ?? 0;
    },
    stop,
  };
}
