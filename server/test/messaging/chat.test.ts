import { Script } from 'node:vm';
import { expect, it } from 'vitest';
import type { ChatServerFrame } from '../../../contract/messaging';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, createMember } from '../lobby/members';
import { ChatClient, listen, memberChat, messageId, staffCookie, strictlyRising, visitor } from './chat-support';

describeOnEachDatabase(
  'live chat',
  (platform) => {
    it('a player’s message reaches the console, the reply reaches the player, with typing, read receipts and the unread count', async () => {
      const host = await listen(platform());
      const member = await createMember(platform());
      const { player, conversationId } = await memberChat(host, member.token);

      const cookie = await staffCookie(platform());
      const staff = await ChatClient.open(host, '/ws/support', { cookie });
      const queue = envelope<{ id: number; name: string }[]>(
        await platform().app.inject({ url: '/support/api/queue', headers: { cookie } }),
      ).value;
      expect(queue.map((c) => c.id)).toContain(conversationId);
      staff.send({ type: 'watch', conversationId, lastSeenId: 0 });

      const asked = messageId();
      player.send({ type: 'send', clientMessageId: asked, text: 'Hello, my deposit has not arrived' });
      await player.until((c) => c.frames.some((f) => f.type === 'ack' && f.clientMessageId === asked), 'ack');
      await staff.until((c) => c.messages.some((m) => m.text === 'Hello, my deposit has not arrived'), 'staff sees the question');
      expect(staff.messages[0]).toMatchObject({ from: 'PLAYER', author: member.username, clientMessageId: asked });

      player.send({ type: 'typing' });
      await staff.until((c) => c.frames.some((f) => f.type === 'typing' && f.from === 'PLAYER'), 'typing');
      staff.send({ type: 'read', conversationId, upToId: staff.lastId });
      await player.until((c) => c.frames.some((f) => f.type === 'read' && f.by === 'STAFF' && f.upToId === staff.lastId), 'read receipt');

      staff.send({ type: 'send', conversationId, clientMessageId: messageId(), text: 'Let me check that for you' });
      await player.until((c) => c.messages.some((m) => m.from === 'STAFF'), 'the reply');
      expect(player.messages.find((m) => m.from === 'STAFF')).toMatchObject({ author: 'Ana', text: 'Let me check that for you' });
      const unread = envelope<{ unReadCount: number }>(
        await platform().app.inject({ url: '/wps/chat/unread', headers: { token: member.token } }),
      ).value;
      expect(unread.unReadCount).toBe(1);
      player.send({ type: 'read', upToId: player.lastId });
      await staff.until((c) => c.frames.some((f) => f.type === 'read' && f.by === 'PLAYER'), 'player read');
      expect(
        envelope<{ unReadCount: number }>(await platform().app.inject({ url: '/wps/chat/unread', headers: { token: member.token } })).value
          .unReadCount,
      ).toBe(0);

      // Closing ends it for the player; a new hello opens a new conversation.
      expect(
        (
          await platform().app.inject({
            method: 'POST',
            url: `/support/api/conversations/${conversationId}/close`,
            headers: { cookie, 'content-type': 'application/json' },
            payload: '{}',
          })
        ).statusCode,
      ).toBe(200);
      await player.until((c) => c.frames.some((f) => f.type === 'closed'), 'closed');
      await Promise.all([player.close(), staff.close()]);
    });

    it('a player cut off while staff send two messages gets both, once, in order, on resuming; a re-sent message is stored once', async () => {
      const host = await listen(platform());
      const cookie = await staffCookie(platform());
      const { client, conversationId, key } = await visitor(host, 'Maria');
      const first = messageId();
      client.send({ type: 'send', clientMessageId: first, text: 'Are you there?' });
      await client.until((c) => c.messages.length === 1, 'own message');
      await client.cut();

      const staff = await ChatClient.open(host, '/ws/support', { cookie });
      staff.send({ type: 'send', conversationId, clientMessageId: messageId(), text: 'Yes, one moment' });
      staff.send({ type: 'send', conversationId, clientMessageId: messageId(), text: 'All sorted now' });
      await staff.until((c) => c.frames.filter((f) => f.type === 'ack').length === 2, 'two acks');

      const back = await visitor(host, 'Maria', key, client.lastId);
      expect(back.conversationId).toBe(conversationId);
      await back.client.until((c) => c.messages.length === 2, 'the two replies');
      expect(back.client.messages.map((m) => m.text)).toEqual(['Yes, one moment', 'All sorted now']);
      // The message the player sent before the cut, re-sent with its id: one stored copy, the same id.
      back.client.send({ type: 'send', clientMessageId: first, text: 'Are you there?' });
      await back.client.until((c) => c.frames.some((f) => f.type === 'ack'), 'ack of the re-send');
      const ack = back.client.frames.find((f) => f.type === 'ack') as Extract<ChatServerFrame, { type: 'ack' }>;
      expect(ack.id).toBe(client.messages[0]!.id);
      const stored = await platform().db.query<{ n: unknown }>('SELECT count(*) AS n FROM chat_messages WHERE conversation_id = $1', [
        conversationId,
      ]);
      expect(Number(stored.rows[0]!.n)).toBe(3);
      await new Promise((r) => setTimeout(r, 50));
      expect(back.client.messages).toHaveLength(2);
      await Promise.all([back.client.close(), staff.close()]);
    });

    it('200 clients chatting at once lose and duplicate nothing', async () => {
      const host = await listen(platform());
      const cookie = await staffCookie(platform());
      const staff = await ChatClient.open(host, '/ws/support', { cookie });
      const visitors = await Promise.all(Array.from({ length: 200 }, (_, i) => visitor(host, `Guest ${i}`)));
      const PER_CLIENT = 3;
      for (const { client, conversationId } of visitors) {
        staff.send({ type: 'watch', conversationId, lastSeenId: 0 });
        for (let n = 0; n < PER_CLIENT; n++) {
          const id = messageId();
          client.send({ type: 'send', clientMessageId: id, text: `message ${n}` });
          // Every other message is sent twice, as a client does when an ack is lost.
          if (n % 2 === 0) client.send({ type: 'send', clientMessageId: id, text: `message ${n}` });
        }
        staff.send({ type: 'send', conversationId, clientMessageId: messageId(), text: `reply to ${conversationId}` });
      }
      for (const { client } of visitors) await client.until((c) => c.messages.length === PER_CLIENT + 1, 'every message');
      await staff.until((c) => c.messages.length === visitors.length * (PER_CLIENT + 1), 'staff has them all');
      for (const { client, conversationId } of visitors) {
        expect(strictlyRising(client.messages.map((m) => m.id))).toBe(true);
        expect(client.messages.every((m) => m.conversationId === conversationId)).toBe(true);
        expect(client.messages.filter((m) => m.from === 'PLAYER').map((m) => m.text)).toEqual(['message 0', 'message 1', 'message 2']);
      }
      const ids = staff.messages.map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      const stored = await platform().db.query<{ n: unknown }>(
        'SELECT count(*) AS n FROM chat_messages WHERE conversation_id = ANY($1::bigint[])',
        [visitors.map((v) => v.conversationId)],
      );
      expect(Number(stored.rows[0]!.n)).toBe(visitors.length * (PER_CLIENT + 1));
      await Promise.all([...visitors.map((v) => v.client.close()), staff.close()]);
    }, 120_000);

    it('ends a member’s chat once their session ends (logged out, or locked by staff): nothing more is stored', async () => {
      const host = await listen(platform());
      const member = await createMember(platform());
      const { player, conversationId } = await memberChat(host, member.token);
      player.send({ type: 'send', clientMessageId: messageId(), text: 'Before' });
      await player.until((c) => c.messages.length === 1, 'the first message stored');

      // Staff locking the account ends its sessions in the store, as logging out does.
      const loggedOut = await platform().app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: as(member) });
      expect(loggedOut.statusCode).toBe(200);
      player.send({ type: 'send', clientMessageId: messageId(), text: 'After' });
      await player.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.notAllowed'), 'refused');
      const { rows } = await platform().db.query<{ body: string }>('SELECT body FROM chat_messages WHERE conversation_id = $1', [
        conversationId,
      ]);
      expect(rows.map((row) => row.body)).toEqual(['Before']);
      await player.close();
    });

    it('serves the console as a page with one script file and no inline script, behind the staff login', async () => {
      const login = await platform().app.inject({ url: '/support/' });
      expect(login.body).toContain('action="/support/login"');
      expect(login.headers['content-security-policy']).toContain("script-src 'self'");
      const cookie = await staffCookie(platform());
      const page = await platform().app.inject({ url: '/support/', headers: { cookie } });
      expect(page.body).toContain('<script src="/support/console.js" defer></script>');
      expect(page.body).not.toMatch(/<script>(?!<)/);
      const script = await platform().app.inject({ url: '/support/console.js' });
      expect(script.headers['content-type']).toContain('text/javascript');
      expect(() => new Script(script.body)).not.toThrow();
    });

    it('refuses a socket without a session or a name, malformed frames, and the console without a login', async () => {
      const host = await listen(platform());
      const anonymous = await ChatClient.open(host, '/ws/chat');
      anonymous.send({ type: 'hello', lastSeenId: 0 });
      await anonymous.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.notAllowed'), 'refusal');
      const { client } = await visitor(host, 'Jose');
      client.send({ type: 'send', clientMessageId: 'x', text: '' });
      client.send('not json' as unknown as object);
      await client.until((c) => c.frames.filter((f) => f.type === 'error' && f.errorCode === 'chat.badFrame').length === 2, 'two refusals');
      const console = await ChatClient.open(host, '/ws/support');
      await console.until((c) => c.frames.some((f) => f.type === 'error' && f.errorCode === 'chat.notAllowed'), 'console refusal');
      expect((await platform().app.inject({ url: '/support/api/queue' })).statusCode).toBe(401);
      const wrong = await platform().app.inject({
        method: 'POST',
        url: '/support/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=support01&password=wrong-password',
      });
      expect(wrong.statusCode).toBe(401);
      await Promise.all([anonymous.close(), client.close(), console.close()]);
    });
  },
  // Every test client connects from the loopback address: the per-address cap would stop the crowd below.
  { http: { maxConnectionsPerAddress: 1000 } },
);
