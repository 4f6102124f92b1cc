import * as z from 'zod/mini';
import {
  CHAT_NAME_MAX,
  CHAT_TEXT_MAX,
  CLIENT_MESSAGE_ID_PATTERN,
  FEEDBACK_IMAGES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TYPES,
  HOST_LANGUAGES,
  HOST_LISTS,
  INBOX_KINDS,
} from '../messaging';
import { languageSchema } from './domain';
import { emptyRequest, okValue, q } from './define';

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));

export const inboxMessageSchema = z.object({
  id: z.int(),
  kind: z.enum(INBOX_KINDS),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

export const inboxListSchema = z.object({ list: z.array(inboxMessageSchema), unread: z.int() });
export type InboxList = z.infer<typeof inboxListSchema>;

const idList = z.array(id).check(z.minLength(1), z.maxLength(100));

export const chatLaunchSchema = z.object({ chatUrl: z.string() });

/** An uploaded image's key: random, so its address can be shown in an image tag without a session header. */
const imageKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{32}$/));

export const feedbackImageSchema = z.object({ key: z.string(), url: z.string() });
export type FeedbackImage = z.infer<typeof feedbackImageSchema>;

export const feedbackSchema = z.object({
  id: z.int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  images: z.array(feedbackImageSchema),
  createdAt: z.string(),
  /** The operator's answer, once there is one. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(z.string()),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const chatHostSchema = z.object({
  id: z.int(),
  name: z.string(),
  languages: z.array(z.enum(HOST_LANGUAGES)),
  avatarUrl: z.string(),
  /** Streaming now; an online host who is not live is in their room without a stream. */
  live: z.boolean(),
  online: z.boolean(),
  followers: z.int(),
  /** Whether the member asking follows the host (false for visitors). */
  followed: z.boolean(),
});
export type ChatHost = z.infer<typeof chatHostSchema>;

const hostList = z.object({ list: z.array(chatHostSchema) });
const followChange = z.object({ followed: z.boolean(), followers: z.int() });

/** The header's unread counts: apart from the other calls, so the code that asks for them after start-up carries only these two. */
export const unreadSchemas = {
  getInboxUnreadCount: { request: emptyRequest, response: z.object({ count: z.int() }) },
  getChatUnread: { request: emptyRequest, response: z.object({ unReadCount: z.int() }) },
};

export const messagingSchemas = {
  getInbox: { request: z.strictObject({ language: languageSchema }), response: inboxListSchema },
  getInboxMessage: { request: z.strictObject({ id, language: languageSchema }), response: inboxMessageSchema },
  markInboxRead: { request: z.strictObject({ ids: idList }), response: okValue },
  deleteInboxMessages: { request: z.strictObject({ ids: idList }), response: okValue },
  getInboxUnread: { request: emptyRequest, response: z.object({ unread: z.boolean() }) },
  uploadFeedbackImage: { request: emptyRequest, response: feedbackImageSchema },
  submitFeedback: {
    request: z.strictObject({
      type: z.enum(FEEDBACK_TYPES),
      content: z.string().check(z.trim(), z.minLength(1), z.maxLength(FEEDBACK_TEXT_MAX)),
      imageKeys: z._default(z.array(imageKey).check(z.maxLength(FEEDBACK_IMAGES.max)), []),
    }),
    response: feedbackSchema,
  },
  getFeedbackList: { request: emptyRequest, response: z.object({ list: z.array(feedbackSchema) }) },
  uploadChatImage: { request: emptyRequest, response: feedbackImageSchema },
  getChatAnchors: { request: z.strictObject({ list: z.enum(HOST_LISTS) }), response: hostList },
  getChatFocus: { request: emptyRequest, response: hostList },
  followAnchor: { request: z.strictObject({ hostId: id }), response: followChange },
  unfollowAnchor: { request: z.strictObject({ hostId: id }), response: followChange },
  launchChat: {
    request: z.strictObject({
      b2c: z.optional(z.literal('1')),
      language: z.optional(languageSchema),
      backUrl: z.optional(q.text(300)),
      headerColor: z.optional(q.text(20)),
      title: z.optional(q.text(60)),
      template: z.optional(z.literal('v2')),
    }),
    response: chatLaunchSchema,
  },
};

const clientMessageId = z.string().check(z.regex(CLIENT_MESSAGE_ID_PATTERN));
const chatText = z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_TEXT_MAX));
const frameId = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

/** Frames a player's or visitor's chat socket may send. */
export const chatClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hello'),
    token: z.optional(z.string().check(z.maxLength(200))),
    visitorKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/))),
    visitorName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(CHAT_NAME_MAX))),
    lastSeenId: frameId,
  }),
  z.strictObject({ type: z.literal('send'), clientMessageId, text: z.optional(chatText), imageKey: z.optional(imageKey) }),
  z.strictObject({ type: z.literal('typing') }),
  z.strictObject({ type: z.literal('read'), upToId: frameId }),
]);

/** Frames the support console's socket may send. */
export const staffClientFrameSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('watch'), conversationId: frameId, lastSeenId: frameId }),
  z.strictObject({
    type: z.literal('send'),
    conversationId: frameId,
    clientMessageId,
    text: z.optional(chatText),
    imageKey: z.optional(imageKey),
  }),
  z.strictObject({ type: z.literal('typing'), conversationId: frameId }),
  z.strictObject({ type: z.literal('read'), conversationId: frameId, upToId: frameId }),
]);
