import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../helpers';
import { createMember } from '../lobby/members';
import { createDeposit } from '../wallet/payments-support';
import { advanceClock, confirmLimit, launchFruits, netLossCents, setLimit, spin, stateOf } from './support';

describeOnEachDatabase(
  'deposit and loss limits',
  (platform) => {
    it('refuses a deposit past the daily limit with what is left, and holds a raised limit for 24 hours and a confirmation', async () => {
      const member = await createMember(platform());
      expect((await setLimit(platform(), member, 'DEPOSIT_DAY', '500')).status).toBe(200);
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '300' })).status).toBe(200);
      const refused = await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '300' });
      expect(refused.status).toBe(403);
      expect(refused.errorCode).toBe('protection.depositLimit');
      expect(refused.value).toMatchObject({ period: 'DAY', limit: '500.00', remaining: '200.00' });
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '200' })).status).toBe(200);

      // Raising waits: the old limit still applies, and an early confirmation is refused.
      const raised = await setLimit(platform(), member, 'DEPOSIT_DAY', '2000');
      const daily = raised.value.limits.find((l) => l.key === 'DEPOSIT_DAY')!;
      expect(daily).toMatchObject({
        value: '500.00',
        used: '500.00',
        remaining: '0.00',
        pending: { value: '2000.00', confirmable: false },
      });
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100' })).errorCode).toBe('protection.depositLimit');
      const early = await confirmLimit(platform(), member, 'DEPOSIT_DAY');
      expect(early.status).toBe(400);
      expect(early.errorCode).toBe('protection.notYetConfirmable');

      // A day later the raise may be confirmed; until it is, the old limit holds.
      await advanceClock(platform(), 24 * 60 + 1);
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '500' })).status).toBe(200);
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100' })).errorCode).toBe('protection.depositLimit');
      const confirmed = await confirmLimit(platform(), member, 'DEPOSIT_DAY');
      expect(confirmed.status).toBe(200);
      expect(confirmed.value.limits.find((l) => l.key === 'DEPOSIT_DAY')).toMatchObject({
        value: '2000.00',
        pending: null,
        remaining: '1500.00',
      });
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '1500' })).status).toBe(200);
      expect((await createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100' })).value).toMatchObject({ remaining: '0.00' });

      // Lowering takes effect at once; every change is in the history with its time.
      const lowered = await setLimit(platform(), member, 'DEPOSIT_DAY', '100');
      expect(lowered.value.limits.find((l) => l.key === 'DEPOSIT_DAY')).toMatchObject({ value: '100.00', pending: null });
      const history = (await stateOf(platform(), member)).history;
      expect(history.map((h) => h.action)).toEqual(['LIMIT_LOWERED', 'LIMIT_RAISE_CONFIRMED', 'LIMIT_RAISE_REQUESTED', 'LIMIT_SET']);
      expect(history[0]).toMatchObject({ subject: 'DEPOSIT_DAY', value: '100.00', previous: '2000.00' });
      expect(history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
    });

    it('never lets concurrent deposits racing a limit pass it together', async () => {
      const member = await createMember(platform());
      await setLimit(platform(), member, 'DEPOSIT_WEEK', '1000');
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => createDeposit(platform(), member, { channelCode: 'GCASH', amount: '100' })),
      );
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.every((a) => a.errorCode === 'protection.depositLimit')).toBe(true);
      // Exactly the limit's worth went through, however the forty requests interleaved.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
      const stored = await platform().db.query<{ total: unknown }>(
        `SELECT COALESCE(sum(amount_cents), 0) AS total FROM deposits WHERE member_id = $1`,
        [member.id],
      );
      expect(Number(stored.rows[0]!.total)).toBe(1000 * 100);
    });

    it('waits 24 hours before removing a limit, like a raise, and answers an invalid value with a 400', async () => {
      const member = await createMember(platform());
      await setLimit(platform(), member, 'LOSS_MONTH', '800');
      const removed = await setLimit(platform(), member, 'LOSS_MONTH', null);
      expect(removed.value.limits.find((l) => l.key === 'LOSS_MONTH')).toMatchObject({ value: '800.00', pending: { value: null } });
      for (const payload of [
        { key: 'DEPOSIT_YEAR', value: '10' },
        { key: 'DEPOSIT_DAY', value: '-5' },
        { key: 'DEPOSIT_DAY', value: '0' },
        { key: 'SESSION_MINUTES', value: '5' },
        { key: 'SESSION_MINUTES', value: '12.5' },
      ]) {
        const answer = await setLimit(platform(), member, payload.key, payload.value);
        expect(answer.status, JSON.stringify(payload)).toBe(400);
        expect(answer.errorCode).toBe('request.invalid');
      }
    });

    it('refuses a bet that could take the net loss past the loss limit, on the in-house slot', async () => {
      const member = await createMember(platform());
      await setLimit(platform(), member, 'LOSS_DAY', '20');
      const { launch } = await launchFruits(platform(), member);
      let refusal: Awaited<ReturnType<typeof spin>> | null = null;
      // Spins win and lose at random: a big win early holds the net loss down for a while.
      for (let i = 0; i < 2000 && !refusal; i++) {
        const round = await spin(platform(), member, launch!, 5);
        if (round.status !== 200) refusal = round;
      }
      expect(refusal).not.toBeNull();
      expect(refusal!.status).toBe(403);
      expect(refusal!.errorCode).toBe('protection.lossLimit');
      const loss = await netLossCents(platform(), member.id);
      expect(loss).toBeLessThanOrEqual(2000);
      expect(loss + 500).toBeGreaterThan(2000);
      expect(refusal!.value).toMatchObject({ period: 'DAY', limit: '20.00', remaining: ((2000 - loss) / 100).toFixed(2) });
      const state = await stateOf(platform(), member);
      expect(state.limits.find((l) => l.key === 'LOSS_DAY')).toMatchObject({ used: (loss / 100).toFixed(2) });
    });
  },
  { demoCredit: 100 },
);
