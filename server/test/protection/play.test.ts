import { expect, it } from 'vitest';
import type { RealityCheckStatus } from '../../../contract/protection';
import { createSessionStore } from '../../src/services/accounts/sessions';
import { createProtectionService } from '../../src/services/protection';
import { createProtectionClock } from '../../src/services/protection/clock';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';
import { createDeposit } from '../wallet/payments-support';
import { advanceClock, freshSession, launchFruits, login, memberWithPassword, PASSWORD, setLimit, spin, stateOf } from './support';

const balance = (platform: TestPlatform, member: TestMember) => platform.app.inject({ url: '/wps/wallet/balance', headers: as(member) });

async function promotionId(platform: TestPlatform): Promise<number> {
  const { rows } = await platform.db.query<{ id: number }>(
    `SELECT a.id FROM announcements a JOIN promotion_activities pa ON pa.promotion_key = a.promotion_key
      WHERE a.type = 'Promotion' AND a.language = 'EN' AND pa.mode = 'JOIN' AND CURRENT_DATE >= a.start_date
        AND (a.no_expiry OR a.end_date IS NULL OR CURRENT_DATE <= a.end_date) ORDER BY a.id LIMIT 1`,
  );
  return Number(rows[0]!.id);
}

describeOnEachDatabase(
  'session limits, reality checks and breaks from play',
  (platform) => {
    it('ends a session at its time limit with the reason, and refuses login until the next day', async () => {
      const member = await freshSession(platform(), await memberWithPassword(platform()));
      await setLimit(platform(), member, 'SESSION_MINUTES', '30');
      expect((await balance(platform(), member)).statusCode).toBe(200);
      await advanceClock(platform(), 31);
      const ended = await balance(platform(), member);
      expect(ended.statusCode).toBe(401);
      expect(envelope(ended).errorCode).toBe('protection.sessionLimit');
      // The session is over for good, not only refused once.
      expect(envelope(await balance(platform(), member)).errorCode).toBe('auth.sessionExpired');
      const refused = await login(platform(), member);
      expect(refused.statusCode).toBe(401);
      expect(envelope<{ until: string }>(refused)).toMatchObject({ errorCode: 'protection.sessionLimit' });
      const until = Date.parse(envelope<{ until: string }>(refused).value.until);
      const now = Date.parse((await platform().app.inject({ url: '/dev/clock' })).json<{ value: { now: string } }>().value.now);
      expect(until).toBeGreaterThan(now);
      expect(until - now).toBeLessThanOrEqual(24 * 3_600_000);
      await advanceClock(platform(), 24 * 60);
      expect((await login(platform(), member)).statusCode).toBe(200);
    });

    it('stops bets when a reality check is due until it is answered, counting from play start on the server', async () => {
      const member = await memberWithPassword(platform());
      const set = await platform().app.inject({
        method: 'POST',
        url: '/dev/protection/reality-check',
        payload: { username: member.username, seconds: 60 },
      });
      expect(set.statusCode).toBe(200);
      const { launch } = await launchFruits(platform(), member);
      const status = async () =>
        envelope<RealityCheckStatus>(await platform().app.inject({ url: '/protection/reality-check/status', headers: as(member) })).value;
      expect(await status()).toMatchObject({ enabled: true, due: false, dueInSeconds: 60 });
      expect((await spin(platform(), member, launch!)).status).toBe(200);
      await advanceClock(platform(), 1.5);
      const refused = await spin(platform(), member, launch!);
      expect(refused.status).toBe(403);
      expect(refused.errorCode).toBe('protection.realityCheckDue');
      const due = await status();
      expect(due).toMatchObject({ due: true, dueInSeconds: 0, bet: '5.00', playedMinutes: 1 });
      expect(Number(due.net)).toBe(Number(due.won) - 5);
      const answered = await platform().app.inject({
        method: 'POST',
        url: '/protection/reality-check/answer',
        headers: as(member),
        payload: { answer: 'CONTINUE' },
      });
      expect(envelope<RealityCheckStatus>(answered).value).toMatchObject({ due: false, dueInSeconds: 60 });
      expect((await spin(platform(), member, launch!)).status).toBe(200);

      // "Log out" ends the session.
      await advanceClock(platform(), 1.5);
      await platform().app.inject({
        method: 'POST',
        url: '/protection/reality-check/answer',
        headers: as(member),
        payload: { answer: 'LOG_OUT' },
      });
      expect((await balance(platform(), member)).statusCode).toBe(401);
    });

    it('a time-out logs out every session, refuses deposits, launches and promotions with the reason, and login goes on withdraw-only', async () => {
      const member = await memberWithPassword(platform());
      const other = await freshSession(platform(), member);
      const take = (password: string) =>
        platform().app.inject({ method: 'POST', url: '/protection/break', headers: as(member), payload: { period: '24H', password } });
      const wrong = await take('Wrong1234');
      expect(wrong.statusCode).toBe(400);
      expect(envelope(wrong).errorCode).toBe('protection.passwordWrong');
      const taken = await take(PASSWORD);
      expect(taken.statusCode).toBe(200);
      expect((await balance(platform(), member)).statusCode).toBe(401);
      // Another device's session ends too.
      expect((await balance(platform(), other)).statusCode).toBe(401);

      const again = await login(platform(), member);
      expect(again.statusCode).toBe(200);
      const value = envelope<{ token: string; onBreak: { period: string; selfExclusion: boolean } }>(again).value;
      expect(value.onBreak).toMatchObject({ period: '24H', selfExclusion: false });
      const onBreak = { ...member, token: value.token };

      const deposit = await createDeposit(platform(), onBreak, { channelCode: 'GCASH', amount: '100' });
      expect([deposit.status, deposit.errorCode]).toEqual([403, 'protection.withdrawOnly']);
      // The services refuse with the reason too, whatever session asks: one made past the login's check.
      const store = createSessionStore(platform().db, platform().config);
      const full = { ...member, token: await platform().db.transaction((tx) => store.create(tx, member.id, '127.0.0.1')) };
      const refusedDeposit = await createDeposit(platform(), full, { channelCode: 'GCASH', amount: '100' });
      expect([refusedDeposit.status, refusedDeposit.errorCode]).toEqual([403, 'protection.timeOut']);
      const launched = await launchFruits(platform(), full);
      expect([launched.status, launched.answer.errorCode]).toEqual([403, 'protection.timeOut']);
      const joined = await platform().app.inject({
        method: 'POST',
        url: '/wps/activity/join',
        headers: as(full),
        payload: { id: await promotionId(platform()) },
      });
      expect([joined.statusCode, envelope(joined).errorCode]).toEqual([403, 'protection.timeOut']);
      // It cannot be ended early: a shorter break is refused while it runs, and the state says until when.
      const state = await stateOf(platform(), onBreak);
      expect(state.activeBreak).toMatchObject({ period: '24H', selfExclusion: false });
      expect(state.history[0]).toMatchObject({ action: 'TIME_OUT', subject: '24H' });

      await advanceClock(platform(), 24 * 60 + 1);
      const after = envelope<{ onBreak?: unknown }>(await login(platform(), member));
      expect(after.value.onBreak).toBeUndefined();
    });

    it('a self-exclusion ends only after its period and a 24-hour cooling-off', async () => {
      const member = await memberWithPassword(platform());
      const taken = await platform().app.inject({
        method: 'POST',
        url: '/protection/break',
        headers: as(member),
        payload: { period: '6M', password: PASSWORD },
      });
      expect(taken.statusCode).toBe(200);
      // A session of the break (withdraw-only) may ask for a longer one, never a shorter one.
      const other = await freshSession(platform(), member);
      const shorter = await platform().app.inject({
        method: 'POST',
        url: '/protection/break',
        headers: as(other),
        payload: { period: '30D', password: PASSWORD },
      });
      expect(envelope(shorter).errorCode).toBe('protection.breakShorter');
      // What other parts of the platform ask (marketing messages, popups), on a clock of its own moved past the exclusion.
      const clock = createProtectionClock();
      const { db } = platform();
      const service = createProtectionService({
        db,
        helpContacts: () => [],
        revokeSession: async () => {},
        revokeMemberSessions: async () => {},
        clock,
      });
      expect(await service.isExcluded(member.id)).toBe(true);
      const onBreak = (answer: Awaited<ReturnType<typeof login>>) =>
        envelope<{ onBreak?: { selfExclusion: boolean } }>(answer).value.onBreak;
      expect(onBreak(await login(platform(), member))).toMatchObject({ period: '6M', selfExclusion: true });
      const endsAt = Date.parse(envelope<{ endsAt: string }>(taken).value.endsAt);
      const now = Date.parse((await platform().app.inject({ url: '/dev/clock' })).json<{ value: { now: string } }>().value.now);
      // Six calendar months (181 to 184 days) and the day of cooling-off.
      expect(endsAt - now).toBeGreaterThan(182 * 24 * 3_600_000 - 60_000);
      expect(endsAt - now).toBeLessThanOrEqual(185 * 24 * 3_600_000);
      await advanceClock(platform(), (endsAt - now) / 60_000 - 120);
      expect(onBreak(await login(platform(), member))).toMatchObject({ selfExclusion: true });
      await advanceClock(platform(), 121);
      expect(onBreak(await login(platform(), member))).toBeUndefined();
      expect(await service.isExcluded(member.id)).toBe(true);
      clock.advance(endsAt - Date.now() + 60_000);
      expect(await service.isExcluded(member.id)).toBe(false);
    });
  },
  { demoCredit: 1000 },
);
