import { proxy } from 'valtio';
import {
  CHAT_ERRORS,
  CHAT_SOCKET_PATH,
  FEEDBACK_IMAGES,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
} from '@contract/messaging';
import { ApiFailure } from '@/lib/api-client';
import { setUnread } from '@/lib/unread';
import { uploadChatImage } from '../api/chat-image';

/** `tooMany`: the platform opens no more conversations from this address for now (visitors). */
export type ChatStatus = 'connecting' | 'open' | 'waiting' | 'closed' | 'refused' | 'tooMany';

/** Who the chat speaks for: a member's session token, or a visitor's device key and name. */
export type ChatWho = { token: string } | { visitorKey: string; visitorName: string };

interface Pending {
  clientMessageId: string;
  text: string;
  /** A picture: its key once uploaded (only then is the message sent), and a local copy to show meanwhile. */
  imageKey?: string;
  preview?: string;
}

/** Why a picture was not sent: the platform's error code (not a picture, too large) or a cut upload, with the file's name. */
export interface ImageRefusal {
  errorCode: string;
  name: string;
}

export interface ChatState {
  status: ChatStatus;
  conversationId: number | null;
  /** Stored messages, in id order, each once. */
  messages: ChatMessage[];
  /** Sent but not yet stored: re-sent with the same id after a cut, so each is stored once. */
  pending: Pending[];
  staffTyping: boolean;
  staffReadUpTo: number;
  imageRefusal: ImageRefusal | null;
  /** The platform refused a message for coming too fast (its error code); cleared by the next one sent. */
  messageRefusal: string | null;
}

const RETRY_MS = [500, 1000, 2000, 4000, 8000];
/**
 * A staff message written this long before the chat opened still counts as new (it may have been
 * on its way, and the phone's clock may run behind the platform's); older ones are the history.
 */
const NEW_MESSAGE_SLACK_MS = 30_000;
const TYPING_EVERY_MS = 2000;
const TYPING_SHOWN_MS = 4000;

const newMessageId = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * One chat conversation over the platform's socket. Every message the player writes gets a
 * client id and stays pending until the platform has stored it; after a cut (the network
 * going, the socket dropping) the connection comes back with the last message id it holds,
 * receives what it missed once and in order, and sends what is still pending under the same ids.
 */
export class ChatConnection {
  readonly state = proxy<ChatState>({
    status: 'connecting',
    conversationId: null,
    messages: [],
    pending: [],
    staffTyping: false,
    staffReadUpTo: 0,
    imageRefusal: null,
    messageRefusal: null,
  });
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private typingTimer: ReturnType<typeof setTimeout> | undefined;
  private lastTypingSent = 0;
  private stopped = false;
  private readonly openedAt = Date.now();
  private staffListener: ((message: ChatMessage) => void) | null = null;
  private readonly onOnline = () => this.reconnectNow();
  private readonly onOffline = () => this.drop();

  constructor(private readonly who: ChatWho) {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  private get lastId(): number {
    return this.state.messages.at(-1)?.id ?? 0;
  }

  private connect(): void {
    if (this.stopped) return;
    clearTimeout(this.retryTimer);
    if (!navigator.onLine) {
      this.state.status = 'waiting';
      return;
    }
    this.state.status = this.state.conversationId === null ? 'connecting' : 'waiting';
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(`${scheme}//${location.host}${CHAT_SOCKET_PATH}`);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.write({ type: 'hello', ...this.who, lastSeenId: this.lastId });
    });
    socket.addEventListener('message', (event) => this.receive(JSON.parse(String(event.data)) as ChatServerFrame));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.stopped || this.state.status === 'closed' || this.state.status === 'refused' || this.state.status === 'tooMany') return;
      this.state.status = 'waiting';
      this.retryTimer = setTimeout(() => this.connect(), RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)]);
    });
  }

  private write(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready':
        this.attempt = 0;
        this.state.status = 'open';
        this.state.conversationId = frame.conversationId;
        this.state.staffReadUpTo = Math.max(this.state.staffReadUpTo, frame.staffReadUpToId);
        for (const pending of this.state.pending) this.writePending(pending);
        return;
      case 'message': {
        const { message } = frame;
        if (message.id <= this.lastId) return;
        this.state.messages.push(message);
        if (message.clientMessageId) {
          const sent = this.state.pending.find((p) => p.clientMessageId === message.clientMessageId);
          if (sent?.preview) URL.revokeObjectURL(sent.preview);
          this.state.pending = this.state.pending.filter((p) => p.clientMessageId !== message.clientMessageId);
        }
        if (message.from === 'STAFF') {
          this.state.staffTyping = false;
          if (Date.parse(message.createdAt) >= this.openedAt - NEW_MESSAGE_SLACK_MS) this.staffListener?.(message);
        }
        return;
      }
      case 'typing':
        this.state.staffTyping = true;
        clearTimeout(this.typingTimer);
        this.typingTimer = setTimeout(() => (this.state.staffTyping = false), TYPING_SHOWN_MS);
        return;
      case 'read':
        this.state.staffReadUpTo = Math.max(this.state.staffReadUpTo, frame.upToId);
        return;
      case 'closed':
        this.state.status = 'closed';
        this.socket?.close();
        return;
      case 'error':
        if (frame.errorCode === CHAT_ERRORS.notAllowed) this.state.status = 'refused';
        if (frame.errorCode === CHAT_ERRORS.tooManyConversations) this.state.status = 'tooMany';
        if (frame.errorCode === CHAT_ERRORS.tooManyMessages && frame.clientMessageId) {
          // Not stored: it leaves the list, and the player is told to wait before sending again.
          this.forget(frame.clientMessageId);
          this.state.messageRefusal = frame.errorCode;
        }
        return;
      case 'ack':
      case 'queue':
        return;
    }
  }

  /** Tells `listener` of each staff message that arrives while the chat is open (not the history it loads); returns the way to stop. */
  listenForStaffMessages(listener: (message: ChatMessage) => void): () => void {
    this.staffListener = listener;
    return () => {
      if (this.staffListener === listener) this.staffListener = null;
    };
  }

  private writePending(pending: Pending): void {
    if (pending.preview && !pending.imageKey) return;
    this.write({
      type: 'send',
      clientMessageId: pending.clientMessageId,
      ...(pending.text ? { text: pending.text } : {}),
      ...(pending.imageKey ? { imageKey: pending.imageKey } : {}),
    });
  }

  private forget(clientMessageId: string): void {
    const gone = this.state.pending.find((p) => p.clientMessageId === clientMessageId);
    if (gone?.preview) URL.revokeObjectURL(gone.preview);
    this.state.pending = this.state.pending.filter((p) => p.clientMessageId !== clientMessageId);
  }

  send(text: string): void {
    this.state.messageRefusal = null;
    const pending = { clientMessageId: newMessageId(), text };
    this.state.pending.push(pending);
    this.writePending(pending);
  }

  /**
   * Sends a picture: uploaded first (checked and re-encoded by the platform), then sent by its key
   * like a text, under one client id, so a cut at any point leaves one message.
   */
  sendImage(file: File): void {
    this.state.imageRefusal = null;
    // Too large is told at once; what the file really is, the platform checks by its bytes.
    if (file.size > FEEDBACK_IMAGES.maxBytes) {
      this.state.imageRefusal = { errorCode: 'feedback.imageTooLarge', name: file.name };
      return;
    }
    const clientMessageId = newMessageId();
    this.state.pending.push({ clientMessageId, text: '', preview: URL.createObjectURL(file) });
    const visitorKey = 'visitorKey' in this.who ? this.who.visitorKey : null;
    uploadChatImage(file, clientMessageId, visitorKey)
      .then((image) => {
        const pending = this.state.pending.find((p) => p.clientMessageId === clientMessageId);
        if (!pending) return;
        pending.imageKey = image.key;
        this.writePending(pending);
      })
      .catch((error: unknown) => {
        this.forget(clientMessageId);
        this.state.imageRefusal = { errorCode: error instanceof ApiFailure ? error.errorCode : '', name: file.name };
      });
  }

  typing(): void {
    if (Date.now() - this.lastTypingSent < TYPING_EVERY_MS) return;
    this.lastTypingSent = Date.now();
    this.write({ type: 'typing' });
  }

  /** The player has seen everything shown: staff see the receipt and the badge's chat count clears. */
  markRead(): void {
    const lastStaff = this.state.messages.findLast((m) => m.from === 'STAFF');
    setUnread('chat', 0);
    if (lastStaff) this.write({ type: 'read', upToId: lastStaff.id });
  }

  /** A closed conversation: a new one starts afresh. */
  restart(): void {
    this.state.messages = [];
    this.state.pending = [];
    this.state.conversationId = null;
    this.state.staffReadUpTo = 0;
    this.state.status = 'connecting';
    this.connect();
  }

  private drop(): void {
    this.socket?.close();
  }

  private reconnectNow(): void {
    if (this.socket || this.stopped || this.state.status === 'closed' || this.state.status === 'refused') return;
    this.attempt = 0;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.typingTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.socket?.close();
  }
}
