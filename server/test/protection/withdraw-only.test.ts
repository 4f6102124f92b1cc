import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LoginValue } from '../../../contract/account';
import { CHAT_SOCKET_PATH } from '../../../contract/messaging';
import type { AnnouncementsValue } from '../../../contract/content';
import { allCalls, callRole } from '../../../contract/index';
import type { InboxList } from '../../../contract/schemas/messaging';
import { hashPassword } from '../../src/services/accounts/passwords';
import { createInboxService } from '../../src/services/messaging/inbox';
import { createProtectionService } from '../../src/services/protection';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';
import { ChatClient, listen } from '../messaging/chat-support';
import { advanceClock, login, memberWithPassword, PASSWORD } from './support';

/** A player with a payment password and one payee account, who then takes a 24-hour time-out. */
async function playerOnTimeOut(platform: TestPlatform): Promise<{ member: TestMember; payeeId: number }> {
  const member = await memberWithPassword(platform);
  await platform.db.query("UPDATE members SET payment_password_hash = $2, payee_name = 'Juan Dela Cruz' WHERE id = $1", [
    member.id,
    await hashPassword('246810'),
  ]);
  const payee = await platform.db.query<{ id: unknown }>(
    `INSERT INTO payee_accounts (member_id, kind, provider, account_number, account_name)
     VALUES ($1, 'EWALLET', 'GCash', '09171234567', 'Juan Dela Cruz') RETURNING id`,
    [member.id],
  );
  const taken = await platform.app.inject({
    method: 'POST',
    url: '/protection/break',
    headers: as(member),
    payload: { period: '24H', password: PASSWORD },
  });
  if (taken.statusCode !== 200) throw new Error(`the break was not taken: ${taken.body}`);
  return { member, payeeId: Number(payee.rows[0]!.id) };
}

/** Logs in during the break: a withdraw-only session, with the reason and the end. */
async function withdrawOnlyLogin(platform: TestPlatform, member: TestMember) {
  const answer = await login(platform, member);
  expect(answer.statusCode).toBe(200);
  const value = envelope<LoginValue>(answer).value;
  return { value, session: { ...member, token: value.token } };
}

const popupsFor = async (platform: TestPlatform, member: TestMember | null) =>
  envelope<AnnouncementsValue>(
    await platform.app.inject({ url: '/wps/announcement/list?types=PU&language=EN', headers: member ? as(member) : {} }),
  ).value.popup;

const inboxOf = async (platform: TestPlatform, member: TestMember) =>
  envelope<InboxList>(await platform.app.inject({ url: '/wps/inbox/list?language=EN', headers: as(member) })).value;

describeOnEachDatabase(
  'withdraw-only sessions during a break',
  (platform) => {
    it('a login during a time-out answers the reason and the end, and its session withdraws the balance', async () => {
      const { member, payeeId } = await playerOnTimeOut(platform());
      // Taking the break ended the player's sessions.
      expect((await platform().app.inject({ url: '/wps/wallet/balance', headers: as(member) })).statusCode).toBe(401);

      const { value, session } = await withdrawOnlyLogin(platform(), member);
      expect(value.onBreak).toMatchObject({ period: '24H', selfExclusion: false });
      const now = Date.parse((await platform().app.inject({ url: '/dev/clock' })).json<{ value: { now: string } }>().value.now);
      expect(Date.parse(value.onBreak!.endsAt) - now).toBeGreaterThan(23 * 3_600_000);

      const ok = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const answer = await platform().app.inject({
          method,
          url,
          headers: as(session, { 'idempotency-key': randomUUID() }),
          ...(payload ? { payload } : {}),
        });
        expect([url, answer.statusCode]).toEqual([url, 200]);
        return answer;
      };
      await ok('GET', '/wps/wallet/balance');
      await ok('GET', '/wps/withdraw/info');
      await ok('GET', '/wps/member/info');
      await ok('GET', '/protection/state');
      await ok('POST', '/wps/withdraw/payee', {
        kind: 'EWALLET',
        provider: 'Maya',
        accountNumber: '09181234567',
        accountName: 'Juan Dela Cruz',
        paymentPassword: '246810',
      });
      const first = envelope<{ id: number }>(
        await ok('POST', '/wps/withdraw/create', { payeeId, amount: '100', paymentPassword: '246810' }),
      );
      await ok('POST', '/wps/withdraw/cancel', { id: first.value.id });
      await ok('POST', '/wps/withdraw/create', { payeeId, amount: '150', paymentPassword: '246810' });
      await ok('GET', '/wps/withdraw/records?range=today');
      await ok('GET', '/wps/deposit/records?range=today');
      await ok('GET', '/wps/wallet/records?range=today');

      const out = await platform().app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: as(session) });
      expect(out.statusCode).toBe(200);
      expect((await platform().app.inject({ url: '/wps/wallet/balance', headers: as(session) })).statusCode).toBe(401);
    });

    it('refuses every member call outside withdrawing, with the withdraw-only errorCode', async () => {
      const { member } = await playerOnTimeOut(platform());
      const { session } = await withdrawOnlyLogin(platform(), member);
      const closed = allCalls.filter((call) => call.auth === 'member' && callRole(call) !== 'agent' && call.duringBreak !== true);
      // Each family: deposits, game launch and bets, promotions, rewards and rebates, transfers, chat, feedback, favourites, settings.
      expect(closed.map((call) => call.name)).toEqual(
        expect.arrayContaining([
          'createDeposit',
          'getDepositOptions',
          'launchGame',
          'launchLottery',
          'spinSlot',
          'playHiLo',
          'joinActivity',
          'applyActivity',
          'claimReward',
          'claimRebate',
          'transferToUpline',
          'getChatUnread',
          'submitFeedback',
          'uploadFeedbackImage',
          'addFavourite',
          'setProtectionLimit',
          'changePassword',
        ]),
      );
      for (const call of closed) {
        const answer = await platform().app.inject({
          method: call.method,
          url: call.path,
          headers: as(session, { 'idempotency-key': randomUUID() }),
          ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect([call.name, answer.statusCode, envelope(answer).errorCode]).toEqual([call.name, 403, 'protection.withdrawOnly']);
      }
      // Calls open to visitors read the session as no session: the lobby is a visitor's.
      const games = await platform().app.inject({ url: '/lgw/games/mobile?pageNo=1&pageSize=10', headers: as(session) });
      expect(games.statusCode).toBe(200);

      // The chat's socket refuses the session too.
      const host = await listen(platform());
      const chat = await ChatClient.open(host, CHAT_SOCKET_PATH);
      try {
        chat.send({ type: 'hello', token: session.token, lastSeenId: 0 });
        await chat.until((c) => c.frames.some((f) => f.type === 'error'), 'the refusal');
        expect(chat.frames.find((f) => f.type === 'error')).toMatchObject({ errorCode: 'protection.withdrawOnly' });
      } finally {
        await chat.close();
      }
    });

    it('a session time limit still refuses login until the next day: no withdraw-only session then', async () => {
      const member = await memberWithPassword(platform());
      await platform().app.inject({
        method: 'POST',
        url: '/protection/limit',
        headers: as(member),
        payload: { key: 'SESSION_MINUTES', value: '30' },
      });
      await advanceClock(platform(), 31);
      expect(envelope(await platform().app.inject({ url: '/wps/wallet/balance', headers: as(member) })).errorCode).toBe(
        'protection.sessionLimit',
      );
      const refused = await login(platform(), member);
      expect([refused.statusCode, envelope(refused).errorCode]).toEqual([401, 'protection.sessionLimit']);
    });

    it('shows no popups to a player on a break; others and visitors still see them', async () => {
      const bystander = await memberWithPassword(platform());
      const { member } = await playerOnTimeOut(platform());
      const { session } = await withdrawOnlyLogin(platform(), member);
      expect((await popupsFor(platform(), null)).length).toBeGreaterThan(0);
      expect((await popupsFor(platform(), bystander)).length).toBeGreaterThan(0);
      expect(await popupsFor(platform(), session)).toEqual([]);
      await advanceClock(platform(), 24 * 60 + 1);
      expect((await popupsFor(platform(), session)).length).toBeGreaterThan(0);
    });

    it('keeps marketing messages from a player on a break while account events still arrive', async () => {
      const { member, payeeId } = await playerOnTimeOut(platform());
      const { session } = await withdrawOnlyLogin(platform(), member);
      // The welcome set holds one promotion and one system notice; the promotion is held back now.
      const during = await inboxOf(platform(), session);
      expect(during.list.map((m) => m.kind)).toEqual(['SYSTEM']);
      expect(during.unread).toBe(1);
      const { rows } = await platform().db.query<{ id: unknown }>(
        "SELECT id FROM inbox_messages WHERE member_id = $1 AND kind = 'PROMOTION'",
        [member.id],
      );
      const promotionId = Number(rows[0]!.id);
      expect(
        (await platform().app.inject({ url: `/wps/inbox/detail?id=${promotionId}&language=EN`, headers: as(session) })).statusCode,
      ).toBe(404);
      const count = envelope<{ count: number }>(await platform().app.inject({ url: '/wps/inbox/unreadCount', headers: as(session) }));
      expect(count.value.count).toBe(1);

      // A new marketing message is not written at all to a player on a break, and is to another player.
      const bystander = await memberWithPassword(platform());
      const { db } = platform();
      const protection = createProtectionService({
        db,
        helpContacts: () => [],
        revokeSession: async () => {},
        revokeMemberSessions: async () => {},
      });
      const inbox = createInboxService(db, (memberId, q) => protection.isExcluded(memberId, q));
      const weekend = {
        titleEn: 'Weekend bonus',
        titleTy: 'Bonus sa katapusan ng linggo',
        bodyEn: 'Deposit this weekend for extra credit.',
        bodyTy: 'Magdeposito ngayong katapusan ng linggo para sa dagdag na credit.',
      };
      expect(await db.transaction((tx) => inbox.postPromotion(tx, member.id, weekend))).toBe(false);
      expect(await db.transaction((tx) => inbox.postPromotion(tx, bystander.id, weekend))).toBe(true);
      const written = async (memberId: number) =>
        (await db.query("SELECT 1 FROM inbox_messages WHERE member_id = $1 AND title_en = 'Weekend bonus'", [memberId])).rows.length;
      expect([await written(member.id), await written(bystander.id)]).toEqual([0, 1]);

      // Account events still arrive: the withdrawal paid.
      const withdrawal = envelope<{ id: number }>(
        await platform().app.inject({
          method: 'POST',
          url: '/wps/withdraw/create',
          headers: as(session, { 'idempotency-key': randomUUID() }),
          payload: { payeeId, amount: '100', paymentPassword: '246810' },
        }),
      ).value;
      const paid = await platform().app.inject({
        method: 'POST',
        url: `/dev/cashier/withdrawals/${withdrawal.id}`,
        payload: 'decision=approve',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(paid.statusCode).toBe(303);
      expect((await inboxOf(platform(), session)).list.map((m) => m.kind)).toEqual(['WITHDRAWAL_PAID', 'SYSTEM']);

      // After the break the promotion shows again.
      await advanceClock(platform(), 24 * 60 + 1);
      expect((await inboxOf(platform(), session)).list.map((m) => m.kind)).toEqual(['WITHDRAWAL_PAID', 'PROMOTION', 'SYSTEM']);
    });
  },
  { demoCredit: 1000 },
);
