import { createHash } from 'node:crypto';
import type { ChatMessage } from '../../../../contract/messaging';
import type { Database } from '../../db/database';
import type { ChatBus } from './bus';

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

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: int(row.id),
  conversationId: int(row.conversation_id),
  from: row.sender,
  author: row.author,
  text: row.body,
  clientMessageId: row.client_message_id,
  createdAt: iso(row.created_at),
});

const MESSAGE_COLUMNS = 'id, conversation_id, sender, author, body, client_message_id, created_at';

/** Live chat storage: conversations, messages in stored order, read marks. */
export function createChatStore(db: Database, bus: ChatBus) {
  /** The player's open conversation, opened now when there is none. */
  async function openConversation(who: ChatIdentity): Promise<{ id: number; readUpToId: number }> {
    const column = who.kind === 'member' ? 'member_id' : 'visitor_key_hash';
    const key = who.kind === 'member' ? who.memberId : hashKey(who.visitorKey);
    const find = () =>
      db.query<{ id: unknown; player_read_up_to: unknown }>(
        `SELECT id, player_read_up_to FROM chat_conversations WHERE ${column} = $1 AND status = 'OPEN'`,
        [key],
      );
    let found = (await find()).rows[0];
    if (!found) {
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
   * committed later. A client message id seen before answers the message already stored.
   */
  async function send(
    conversationId: number,
    from: { sender: 'PLAYER' } | { sender: 'STAFF'; staffId: number; name: string },
    text: string,
    clientMessageId: string | null,
  ): Promise<{ message: ChatMessage; stored: boolean } | 'closed'> {
    const result = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ status: string; name: string }>(
        'SELECT status, name FROM chat_conversations WHERE id = $1 FOR UPDATE',
        [conversationId],
      );
      const conversation = rows[0];
      if (!conversation || conversation.status !== 'OPEN') return 'closed' as const;
      if (clientMessageId) {
        const seen = await tx.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND sender = $2 AND client_message_id = $3`,
          [conversationId, from.sender, clientMessageId],
        );
        if (seen.rows[0]) return { message: toChatMessage(seen.rows[0]), stored: false };
      }
      const author = from.sender === 'STAFF' ? from.name : conversation.name;
      const inserted = await tx.query<MessageRow>(
        `INSERT INTO chat_messages (conversation_id, sender, staff_id, author, body, client_message_id)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${MESSAGE_COLUMNS}`,
        [conversationId, from.sender, from.sender === 'STAFF' ? from.staffId : null, author, text, clientMessageId],
      );
      const message = toChatMessage(inserted.rows[0]!);
      // The sender has read everything up to what they just wrote.
      const readColumn = from.sender === 'PLAYER' ? 'player_read_up_to' : 'staff_read_up_to';
      await tx.query(`UPDATE chat_conversations SET last_message_at = now(), ${readColumn} = $2 WHERE id = $1`, [
        conversationId,
        message.id,
      ]);
      return { message, stored: true };
    });
    if (result !== 'closed' && result.stored) await bus.publish({ t: 'message', c: conversationId });
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
              (SELECT body FROM chat_messages m WHERE m.conversation_id = c.id ORDER BY id DESC LIMIT 1) AS last_body
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

  async function close(conversationId: number): Promise<boolean> {
    const { rows } = await db.query(`UPDATE chat_conversations SET status = 'CLOSED' WHERE id = $1 AND status = 'OPEN' RETURNING id`, [
      conversationId,
    ]);
    if (rows.length > 0) {
      await bus.publish({ t: 'closed', c: conversationId });
      await bus.publish({ t: 'queue' });
    }
    return rows.length > 0;
  }

  return { openConversation, send, messagesAfter, markRead, memberUnread, staffReadUpTo, conversationStatus, queue, assign, close };
}

export type ChatStore = ReturnType<typeof createChatStore>;
