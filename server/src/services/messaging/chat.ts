import { createHash, randomBytes } from 'node:crypto';
import type { ChatMessage } from '../../../../contract/messaging';
import type { Database } from '../../db/database';
import type { ChatBus } from './bus';
import { reencodeImage } from './feedback';

/** Where a chat image is served: its key is random, so an image tag shows it without a session. */
export const CHAT_IMAGE_PATH = '/media/chat';
const chatImageUrl = (key: string, mime: string) => `${CHAT_IMAGE_PATH}/${key}.${mime === 'image/png' ? 'png' : 'jpg'}`;

/** Who speaks on the player's side: a logged-in member, or a visitor known by a key kept on the device. */
export type ChatIdentity = { kind: 'member'; memberId: number; name: string } | { kind: 'visitor'; visitorKey: string; name: string };

interface MessageRow {
  id: unknown;
  conversation_id: unknown;
  sender: 'PLAYER' | 'STAFF';
  author: string;
  body: string;
  client_message_id: string | null;
  created_at: Date | string;
  image_key: string | null;
  image_mime: string | null;
}

export interface ConversationSummary {
  id: number;
  name: string;
  visitor: boolean;
  status: 'OPEN' | 'CLOSED';
  staffId: number | null;
  staffName: string | null;
  unread: number;
  lastMessage: string | null;
  lastMessageAt: string;
}

const int = (v: unknown) => Number(v);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Who may attach an uploaded chat image to a message: the one who uploaded it. */
export const imageUploader = (who: ChatIdentity | { kind: 'staff'; staffId: number }): string =>
  who.kind === 'member' ? `m:${who.memberId}` : who.kind === 'staff' ? `s:${who.staffId}` : `v:${hashKey(who.visitorKey)}`;

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: int(row.id),
  conversationId: int(row.conversation_id),
  from: row.sender,
  author: row.author,
  text: row.body,
  clientMessageId: row.client_message_id,
  createdAt: iso(row.created_at),
  image: row.image_key && row.image_mime ? { url: chatImageUrl(row.image_key, row.image_mime) } : null,
});

const MESSAGE_COLUMNS = 'id, conversation_id, sender, author, body, client_message_id, created_at, image_key, image_mime';

/** Live chat storage: conversations, messages in stored order, read marks. */
export function createChatStore(db: Database, bus: ChatBus) {
  /**
   * The player's open conversation, opened now when there is none and `mayOpen` lets a new one
   * be opened ('refused' otherwise). Coming back to an open conversation is always let through.
   */
  async function openConversation(
    who: ChatIdentity,
    mayOpen: () => Promise<boolean> = async () => true,
  ): Promise<{ id: number; readUpToId: number } | 'refused'> {
    const column = who.kind === 'member' ? 'member_id' : 'visitor_key_hash';
    const key = who.kind === 'member' ? who.memberId : hashKey(who.visitorKey);
    const find = () =>
      db.query<{ id: unknown; player_read_up_to: unknown }>(
        `SELECT id, player_read_up_to FROM chat_conversations WHERE ${column} = $1 AND status = 'OPEN'`,
        [key],
      );
    let found = (await find()).rows[0];
    if (!found) {
      if (!(await mayOpen())) return 'refused';
      // Two sockets of one player opening at once: the unique index keeps one open conversation.
      const inserted = await db.query<{ id: unknown; player_read_up_to: unknown }>(
        `INSERT INTO chat_conversations (${column}, name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id, player_read_up_to`,
        [key, who.name],
      );
      found = inserted.rows[0] ?? (await find()).rows[0];
      if (inserted.rows[0]) await bus.publish({ t: 'queue' });
    }
    if (!found) throw new Error('chat conversation could not be opened');
    return { id: int(found.id), readUpToId: int(found.player_read_up_to) };
  }

  /**
   * Stores one message. The conversation row is locked first so that ids within a conversation
   * are handed out in commit order: a socket that has read up to id N never misses a smaller id
   * committed later. A client message id seen before answers the message already stored. An image
   * goes with one message only, and only its uploader (`uploader`, see imageUploader) may send it.
   */
  async function send(
    conversationId: number,
    from: { sender: 'PLAYER' } | { sender: 'STAFF'; staffId: number; name: string },
    content: { text: string; imageKey?: string | undefined; uploader?: string },
    clientMessageId: string | null,
  ): Promise<{ message: ChatMessage; stored: boolean } | 'closed' | 'imageUnknown'> {
    const { text, imageKey } = content;
    const result = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; name: string }>(
        'SELECT status, name FROM chat_conversations WHERE id = $1 FOR UPDATE',
        [conversationId],
      );
      const conversation = rows[0];
      if (!conversation || conversation.status !== 'OPEN') return 'closed' as const;
      // A re-sent text is caught by the insert below; a re-sent image must be found before its image is checked, as the first send took it.
      if (clientMessageId && imageKey) {
        const seen = await tx.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND sender = $2 AND client_message_id = $3`,
          [conversationId, from.sender, clientMessageId],
        );
        if (seen.rows[0]) return { message: toChatMessage(seen.rows[0]), stored: false };
      }
      let imageMime: string | null = null;
      if (imageKey) {
        const image = await tx.query<{ mime: string }>(
          'SELECT mime FROM chat_images WHERE key = $1 AND uploader = $2 AND message_id IS NULL FOR UPDATE',
          [imageKey, content.uploader ?? ''],
        );
        if (!image.rows[0]) return 'imageUnknown' as const;
        imageMime = image.rows[0].mime;
      }
      const author = from.sender === 'STAFF' ? from.name : conversation.name;
      const inserted = await tx.query<MessageRow>(
        `INSERT INTO chat_messages (conversation_id, sender, staff_id, author, body, client_message_id, image_key, image_mime)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (conversation_id, sender, client_message_id) DO NOTHING RETURNING ${MESSAGE_COLUMNS}`,
        [
          conversationId,
          from.sender,
          from.sender === 'STAFF' ? from.staffId : null,
          author,
          text,
          clientMessageId,
          imageKey ?? null,
          imageMime,
        ],
      );
      if (!inserted.rows[0]) {
        const seen = await tx.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND sender = $2 AND client_message_id = $3`,
          [conversationId, from.sender, clientMessageId],
        );
        return { message: toChatMessage(seen.rows[0]!), stored: false };
      }
      const message = toChatMessage(inserted.rows[0]);
      if (imageKey) await tx.query('UPDATE chat_images SET message_id = $2 WHERE key = $1', [imageKey, message.id]);
      // The sender has read everything up to what they just wrote.
      const readColumn = from.sender === 'PLAYER' ? 'player_read_up_to' : 'staff_read_up_to';
      await tx.query(`UPDATE chat_conversations SET last_message_at = now(), ${readColumn} = $2 WHERE id = $1`, [
        conversationId,
        message.id,
      ]);
      return { message, stored: true };
    });
    if (typeof result === 'object' && result.stored) await bus.publish({ t: 'message', c: conversationId });
    return result;
  }

  async function messagesAfter(conversationId: number, afterId: number, limit = 500): Promise<ChatMessage[]> {
    const { rows } = await db.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
      [conversationId, afterId, limit],
    );
    return rows.map(toChatMessage);
  }

  async function markRead(conversationId: number, by: 'PLAYER' | 'STAFF', upToId: number): Promise<void> {
    const column = by === 'PLAYER' ? 'player_read_up_to' : 'staff_read_up_to';
    const { rows } = await db.query<{ read: unknown }>(
      `UPDATE chat_conversations SET ${column} = GREATEST(${column}, LEAST($2, (SELECT COALESCE(max(id), 0) FROM chat_messages WHERE conversation_id = $1)))
       WHERE id = $1 RETURNING ${column} AS read`,
      [conversationId, upToId],
    );
    if (rows[0]) await bus.publish({ t: 'read', c: conversationId, by, upTo: int(rows[0].read) });
  }

  /** Staff messages the member has not read in their open conversation. */
  async function memberUnread(memberId: number): Promise<number> {
    const { rows } = await db.query<{ n: unknown }>(
      `SELECT count(*) AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.member_id = $1 AND c.status = 'OPEN' AND m.sender = 'STAFF' AND m.id > c.player_read_up_to`,
      [memberId],
    );
    return int(rows[0]?.n ?? 0);
  }

  async function staffReadUpTo(conversationId: number): Promise<number> {
    const { rows } = await db.query<{ n: unknown }>('SELECT staff_read_up_to AS n FROM chat_conversations WHERE id = $1', [conversationId]);
    return int(rows[0]?.n ?? 0);
  }

  async function conversationStatus(conversationId: number): Promise<'OPEN' | 'CLOSED' | null> {
    const { rows } = await db.query<{ status: 'OPEN' | 'CLOSED' }>('SELECT status FROM chat_conversations WHERE id = $1', [conversationId]);
    return rows[0]?.status ?? null;
  }

  /** The support queue: open conversations first (unassigned ones before assigned), then the latest closed ones. */
  async function queue(): Promise<ConversationSummary[]> {
    const { rows } = await db.query<{
      id: unknown;
      name: string;
      visitor: boolean;
      status: 'OPEN' | 'CLOSED';
      staff_id: unknown;
      staff_name: string | null;
      unread: unknown;
      last_body: string | null;
      last_message_at: Date | string;
    }>(
      `SELECT c.id, c.name, c.member_id IS NULL AS visitor, c.status, c.staff_id, s.display_name AS staff_name, c.last_message_at,
              (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id AND m.sender = 'PLAYER' AND m.id > c.staff_read_up_to) AS unread,
              (SELECT CASE WHEN body = '' AND image_key IS NOT NULL THEN 'Image' ELSE body END FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY id DESC LIMIT 1) AS last_body
         FROM chat_conversations c LEFT JOIN support_staff s ON s.id = c.staff_id
        WHERE c.status = 'OPEN' OR c.last_message_at > now() - interval '1 day'
        ORDER BY c.status = 'OPEN' DESC, c.staff_id IS NULL DESC, c.last_message_at DESC LIMIT 100`,
    );
    return rows.map((row) => ({
      id: int(row.id),
      name: row.name,
      visitor: row.visitor,
      status: row.status,
      staffId: row.staff_id === null ? null : int(row.staff_id),
      staffName: row.staff_name,
      unread: int(row.unread),
      lastMessage: row.last_body,
      lastMessageAt: iso(row.last_message_at),
    }));
  }

  async function assign(conversationId: number, staffId: number): Promise<boolean> {
    const { rows } = await db.query(`UPDATE chat_conversations SET staff_id = $2 WHERE id = $1 AND status = 'OPEN' RETURNING id`, [
      conversationId,
      staffId,
    ]);
    if (rows.length > 0) await bus.publish({ t: 'queue' });
    return rows.length > 0;
  }

  /**
   * Closes the conversation. Pictures its player uploaded but never sent go with it: no message
   * can take them any more, since a closed conversation takes none and the next one starts afresh.
   */
  async function close(conversationId: number): Promise<boolean> {
    const { rows } = await db.query<{ member_id: unknown; visitor_key_hash: string | null }>(
      `UPDATE chat_conversations SET status = 'CLOSED' WHERE id = $1 AND status = 'OPEN' RETURNING member_id, visitor_key_hash`,
      [conversationId],
    );
    const closed = rows[0];
    if (closed) {
      const uploader = closed.member_id !== null ? `m:${int(closed.member_id)}` : `v:${closed.visitor_key_hash ?? ''}`;
      await db.query('DELETE FROM chat_images WHERE uploader = $1 AND message_id IS NULL', [uploader]);
      await bus.publish({ t: 'closed', c: conversationId });
      await bus.publish({ t: 'queue' });
    }
    return rows.length > 0;
  }

  /** Stores an uploaded image (checked by its bytes and re-encoded as feedback images are) until a message takes it. */
  async function uploadImage(uploader: string, bytes: Buffer, idemKey: string | null): Promise<{ key: string; url: string }> {
    const answer = (row: { key: string; mime: string }) => ({ key: row.key, url: chatImageUrl(row.key, row.mime) });
    if (idemKey) {
      const seen = await db.query<{ key: string; mime: string }>(
        'SELECT key, mime FROM chat_images WHERE uploader = $1 AND idem_key = $2',
        [uploader, idemKey],
      );
      if (seen.rows[0]) return answer(seen.rows[0]);
    }
    const image = await reencodeImage(bytes);
    const { rows } = await db.query<{ key: string; mime: string }>(
      `INSERT INTO chat_images (key, uploader, mime, bytes, idem_key) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (uploader, idem_key) DO UPDATE SET idem_key = EXCLUDED.idem_key RETURNING key, mime`,
      [randomBytes(24).toString('base64url'), uploader, image.mime, image.bytes, idemKey],
    );
    return answer(rows[0]!);
  }

  /** Removes pictures no message took within `minutes` of their upload; answers how many went. */
  async function removeUnsentImages(minutes: number): Promise<number> {
    const { rows } = await db.query(
      `DELETE FROM chat_images WHERE message_id IS NULL AND created_at < now() - make_interval(mins => $1) RETURNING key`,
      [minutes],
    );
    return rows.length;
  }

  async function image(key: string): Promise<{ mime: string; bytes: Buffer } | null> {
    const { rows } = await db.query<{ mime: string; bytes: Buffer | Uint8Array }>('SELECT mime, bytes FROM chat_images WHERE key = $1', [
      key,
    ]);
    const row = rows[0];
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  }

  return {
    uploadImage,
    removeUnsentImages,
    image,
    openConversation,
    send,
    messagesAfter,
    markRead,
    memberUnread,
    staffReadUpTo,
    conversationStatus,
    queue,
    assign,
    close,
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
