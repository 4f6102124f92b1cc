import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterEach, expect, it, vi } from 'vitest';
import type { ChatServerFrame } from '../../../contract/messaging';
import { createChatBus } from '../../src/services/messaging/bus';
import { createChatStore } from '../../src/services/messaging/chat';
import { startUnsentImageSweep, UNSENT_IMAGE_MINUTES } from '../../src/services/messaging/unsent-images';
import { VISITOR_CHAT_LIMITS } from '../../src/services/messaging/visitor-limits';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { createMember } from '../lobby/members';
import { ChatClient, listen, messageId, staffCookie, visitor, visitorKey } from './chat-support';

const picture = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

async function uploadAsVisitor(platform: TestPlatform, key: string) {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/chat/image',
    headers: { 'x-chat-visitor': key, 'content-type': `multipart/form-data; boundary=${boundary}`, 'idempotency-key': randomUUID() },
    payload: Buffer.concat([head, await picture(), Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: answer.statusCode, ...envelope<{ key: string; url: string }>(answer) };
}

const errorFrames = (client: ChatClient) =>
  client.frames.filter((f): f is Extract<ChatServerFrame, { type: 'error' }> => f.type === 'error');

/** A new hour for the address: the visitors' counters of earlier tests are forgotten. */
const newHour = (platform: TestPlatform) => platform.db.query(`DELETE FROM rate_events WHERE bucket LIKE 'chat-%'`);

describeOnEachDatabase(
  'anonymous visitors cannot flood the live chat',
  (platform) => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lets one address open three visitor conversations an hour; coming back and members are not held', async () => {
      await newHour(platform());
      const host = await listen(platform());
      const opened = [];
      for (let i = 0; i < VISITOR_CHAT_LIMITS.conversationsPerAddressPerHour; i++) opened.push(await visitor(host, `Visitor ${i}`));
      const fourth = await ChatClient.open(host, '/ws/chat');
      fourth.send({ type: 'hello', visitorKey: visitorKey(), visitorName: 'One too many', lastSeenId: 0 });
      await fourth.until((c) => errorFrames(c).length > 0, 'the refusal');
      expect(errorFrames(fourth)[0]).toMatchObject({ errorCode: 'chat.tooManyConversations' });
      expect(fourth.frames.some((f) => f.type === 'ready')).toBe(false);

      // The first visitor comes back to the conversation still open: let through.
      const back = await visitor(host, 'Visitor 0', opened[0]!.key);
      expect(back.conversationId).toBe(opened[0]!.conversationId);
      // A signed-in member on the same address is not a visitor.
      const member = await createMember(platform());
      const memberChat = await ChatClient.open(host, '/ws/chat');
      memberChat.send({ type: 'hello', token: member.token, lastSeenId: 0 });
      await memberChat.until((c) => c.frames.some((f) => f.type === 'ready'), 'the member’s conversation');

      // Once support closes the first conversation, its visitor starting afresh is a new conversation: refused this hour.
      const cookie = await staffCookie(platform());
      const closed = await platform().app.inject({
        method: 'POST',
        url: `/support/api/conversations/${opened[0]!.conversationId}/close`,
        headers: { cookie },
      });
      expect(closed.statusCode).toBe(200);
      const again = await ChatClient.open(host, '/ws/chat');
      again.send({ type: 'hello', visitorKey: opened[0]!.key, visitorName: 'Visitor 0', lastSeenId: 0 });
      await again.until((c) => errorFrames(c).length > 0, 'the refusal');
      expect(errorFrames(again)[0]).toMatchObject({ errorCode: 'chat.tooManyConversations' });
      await Promise.all([...opened.map((v) => v.client.close()), back.client.close(), fourth.close(), memberChat.close(), again.close()]);
    });

    it('lets one address send twenty visitor messages and ten pictures a minute; the next are refused and not stored', async () => {
      await newHour(platform());
      const host = await listen(platform());
      const player = await visitor(host, 'Fast typist');
      const ids = Array.from({ length: VISITOR_CHAT_LIMITS.messagesPerAddressPerMinute + 1 }, messageId);
      for (const [i, id] of ids.entries()) player.client.send({ type: 'send', clientMessageId: id, text: `Message ${i}` });
      await player.client.until(
        (c) => c.frames.filter((f) => f.type === 'ack').length === 20 && errorFrames(c).length === 1,
        'the answers',
      );
      expect(errorFrames(player.client)[0]).toMatchObject({ errorCode: 'chat.tooManyMessages', clientMessageId: ids[20] });
      const stored = await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1', [
        player.conversationId,
      ]);
      expect(stored.rows[0]!.n).toBe(20);

      const statuses = [];
      for (let i = 0; i <= VISITOR_CHAT_LIMITS.picturesPerAddressPerMinute; i++)
        statuses.push(await uploadAsVisitor(platform(), player.key));
      expect(statuses.slice(0, 10).every((s) => s.status === 200)).toBe(true);
      expect(statuses[10]).toMatchObject({ status: 429, errorCode: 'chat.tooManyMessages' });
      await player.client.close();
    });

    it('removes pictures no message took: at once when the conversation closes, and on a schedule otherwise', async () => {
      await newHour(platform());
      const host = await listen(platform());
      const player = await visitor(host, 'Receipt sender');
      const sent = await uploadAsVisitor(platform(), player.key);
      const unsent = await uploadAsVisitor(platform(), player.key);
      player.client.send({ type: 'send', clientMessageId: messageId(), imageKey: sent.value.key });
      await player.client.until((c) => c.frames.some((f) => f.type === 'ack'), 'the picture stored');
      const served = async (url: string) => (await platform().app.inject({ url })).statusCode;
      expect([await served(sent.value.url), await served(unsent.value.url)]).toEqual([200, 200]);
      const cookie = await staffCookie(platform());
      await platform().app.inject({
        method: 'POST',
        url: `/support/api/conversations/${player.conversationId}/close`,
        headers: { cookie },
      });
      expect([await served(sent.value.url), await served(unsent.value.url)]).toEqual([200, 404]);

      // A visitor who uploads and leaves with the conversation open: the schedule removes the picture once it is old.
      const leaver = await visitor(host, 'Leaver');
      const abandoned = await uploadAsVisitor(platform(), leaver.key);
      const fresh = await uploadAsVisitor(platform(), leaver.key);
      await platform().db.query(`UPDATE chat_images SET created_at = now() - make_interval(mins => $2) WHERE key = $1`, [
        abandoned.value.key,
        UNSENT_IMAGE_MINUTES + 1,
      ]);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const store = createChatStore(platform().db, createChatBus(platform().db, undefined));
      const stop = startUnsentImageSweep(store, (error) => {
        throw error;
      });
      vi.advanceTimersByTime(30 * 60_000);
      for (let i = 0; i < 300 && (await served(abandoned.value.url)) !== 404; i++) await new Promise((r) => setTimeout(r, 10));
      expect([await served(abandoned.value.url), await served(fresh.value.url)]).toEqual([404, 200]);
      stop();
      expect(vi.getTimerCount()).toBe(0);
      await leaver.client.close();
    });
  },
  // The chat's sockets all come from the loopback address, which development tools spare from address limits.
  { devTools: false },
);
