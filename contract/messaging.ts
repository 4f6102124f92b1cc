/** The inbox and live chat: kinds, limits and the chat's socket protocol, shared by the app, the platform and the support console. */
export * from './calls/messaging';
export { unreadCalls } from './calls/unread';
export type * from './schemas/messaging';

/** What an inbox message is about: a platform notice, a promotion, or an event on the member's account. */
export const INBOX_KINDS = ['SYSTEM', 'PROMOTION', 'DEPOSIT_CREDITED', 'WITHDRAWAL_PAID'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The inbox keeps a member's latest messages; older ones fall off the list. */
export const INBOX_LIST_LIMIT = 100;

/** A chat message's text, in characters. */
export const CHAT_TEXT_MAX = 1000;
/** A visitor's name in the chat, in characters. */
export const CHAT_NAME_MAX = 40;
/** The socket the chat speaks over, for players and visitors alike. */
export const CHAT_SOCKET_PATH = '/ws/chat';
/** The page the chat launch answers with. */
export const CHAT_PAGE_PATH = '/m/chat';
/** A client message id: the sender's own key, so a message re-sent after a cut is stored once. */
export const CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The chat launch's lists of live-stream hosts (anchors): hot, on promotion, live models; a member's followed ones are their own list. */
export const HOST_LISTS = ['HOT', 'PROMO', 'MODEL'] as const;
export type HostList = (typeof HOST_LISTS)[number];
/** Languages a host streams in. */
export const HOST_LANGUAGES = ['TL', 'EN', 'CEB', 'ZH'] as const;
export type HostLanguage = (typeof HOST_LANGUAGES)[number];

/** What feedback is about. */
export const FEEDBACK_TYPES = ['SUGGESTION', 'DEPOSIT', 'WITHDRAWAL', 'GAME', 'ACCOUNT', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
/** The platform's bounds on a feedback's length, in words. */
export const FEEDBACK_WORDS = { min: 5, max: 300 } as const;
/** A feedback's text in characters, whatever its words. */
export const FEEDBACK_TEXT_MAX = 3000;
/** Up to three images, PNG or JPEG, each at most 5 MB. */
export const FEEDBACK_IMAGES = { max: 3, maxBytes: 5 * 1024 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/** Words as the player sees them: runs of letters or digits between spaces. */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Error codes of the messaging calls, translated on the client under `messages:errors.*`. */
export const MESSAGING_ERRORS = {
  notFound: 'inbox.notFound',
  notAnImage: 'feedback.notAnImage',
  imageTooLarge: 'feedback.imageTooLarge',
  /** More pixels than the platform decodes (see the server's MAX_PICTURE_PIXELS: 4096 × 4096). */
  imageTooManyPixels: 'feedback.imageTooManyPixels',
  tooManyImages: 'feedback.tooManyImages',
  imageUnknown: 'feedback.imageUnknown',
  words: 'feedback.words',
  hostUnknown: 'hosts.unknown',
} as const;

/** The refusals of a picture itself (what it is, its bytes, its pixels): the app names the file in its own words for each. */
export const PICTURE_REFUSALS: readonly string[] = [
  MESSAGING_ERRORS.notAnImage,
  MESSAGING_ERRORS.imageTooLarge,
  MESSAGING_ERRORS.imageTooManyPixels,
];

/** What a chat client sends over the socket. */
export type ChatClientFrame =
  /** First frame: who is speaking and the last message id already held (0 for none). */
  | { type: 'hello'; token?: string; visitorKey?: string; visitorName?: string; lastSeenId: number }
  /** Text, an uploaded image's key (see uploadChatImage), or both. */
  | { type: 'send'; clientMessageId: string; text?: string; imageKey?: string }
  | { type: 'typing' }
  | { type: 'read'; upToId: number };

/** One stored chat message as it travels. */
export interface ChatMessage {
  id: number;
  conversationId: number;
  from: 'PLAYER' | 'STAFF';
  /** The staff member's display name, or the player's/visitor's name. */
  author: string;
  text: string;
  clientMessageId: string | null;
  createdAt: string;
  /** A picture sent with the message (its text may then be empty). */
  image: { url: string } | null;
}

/** What the platform sends a chat client (the player's app or the support console). */
export type ChatServerFrame =
  /** The player's conversation is open; `staffReadUpToId` is how far staff have read it. */
  | { type: 'ready'; conversationId: number; staffReadUpToId: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'ack'; clientMessageId: string; id: number }
  | { type: 'typing'; conversationId: number; from: 'PLAYER' | 'STAFF' }
  | { type: 'read'; conversationId: number; by: 'PLAYER' | 'STAFF'; upToId: number }
  | { type: 'closed'; conversationId: number }
  /** Support consoles: the queue changed (a new conversation, a message, an assignment). */
  | { type: 'queue' }
  /** `clientMessageId`: the message refused, when the refusal is about one. */
  | { type: 'error'; errorCode: string; message: string; clientMessageId?: string };

/* The support console's frames (watch, send, typing, read) are described by staffClientFrameSchema. */

/** Error codes on the chat socket, translated on the client under `messages:errors.*`. */
export const CHAT_ERRORS = {
  badFrame: 'chat.badFrame',
  notAllowed: 'chat.notAllowed',
  closed: 'chat.closed',
  helloFirst: 'chat.helloFirst',
  empty: 'chat.empty',
  imageUnknown: 'chat.imageUnknown',
  /** A visitor's address opened as many conversations as it may this hour. */
  tooManyConversations: 'chat.tooManyConversations',
  /** A visitor's address sent as many messages or pictures as it may this minute; the message named by `clientMessageId` was not stored. */
  tooManyMessages: 'chat.tooManyMessages',
} as const;

/** A chat image's upload names its sender: a visitor by the key kept on the device (a member by the session). */
export const CHAT_VISITOR_HEADER = 'x-chat-visitor';
