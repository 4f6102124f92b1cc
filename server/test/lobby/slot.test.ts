import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LaunchValue, SlotRound, SlotState } from '../../../contract/lobby';
import { describeOnEachDatabase, envelope } from '../helpers';
import { firstNodeId } from './lobby-data';
import { as, createMember, type TestMember } from './members';

describeOnEachDatabase('the demo slot', (platform) => {
  async function open(member: TestMember): Promise<string> {
    const nodeId = await firstNodeId(platform(), "g.game_id = 'bgs-1'");
    const opened = envelope<LaunchValue>(
      await platform().app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) }),
    ).value;
    return new URL(opened.url, 'http://x').searchParams.get('launch')!;
  }
  const spin = (member: TestMember, launch: string, bet: number, roundId = randomUUID()) =>
    platform().app.inject({
      method: 'POST',
      url: '/wps/game/demoSlot/spin',
      headers: as(member, { 'idempotency-key': roundId }),
      payload: { launch, roundId, bet },
    });
  const balance = async (member: TestMember) =>
    envelope<{ sumBalance: number }>(await platform().app.inject({ url: '/wps/wallet/balance', headers: as(member) })).value.sumBalance;

  it('takes the bet from the wallet and pays the win back, recording the round once per round id', async () => {
    const member = await createMember(platform());
    const launch = await open(member);
    const before = await balance(member);
    const roundId = randomUUID();
    const round = envelope<SlotRound>(await spin(member, launch, 10, roundId)).value;
    expect(round.roundId).toBe(roundId);
    expect(round.grid).toHaveLength(3);
    expect(round.bet).toBe(10);
    expect(round.net).toBeCloseTo(round.win - 10, 2);
    expect(round.win).toBeCloseTo(
      round.lineWins.reduce((sum, w) => sum + w.win, 0),
      2,
    );
    expect(round.balance).toBeCloseTo(before + round.net, 2);
    expect(await balance(member)).toBeCloseTo(round.balance, 2);

    // A retry of the same round answers the same round and moves no money.
    const retried = envelope<SlotRound>(await spin(member, launch, 10, roundId)).value;
    expect(retried).toEqual(round);
    expect(await balance(member)).toBeCloseTo(round.balance, 2);

    const ledger = envelope<{ list: { kind: string; amount: number; roundId: string | null }[] }>(
      await platform().app.inject({ url: '/wps/wallet/ledger', headers: as(member) }),
    ).value.list;
    expect(
      ledger
        .filter((e) => e.roundId === roundId)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(round.win > 0 ? ['BET', 'WIN'] : ['BET']);
    expect(ledger.at(-1)).toMatchObject({ kind: 'DEMO_CREDIT', amount: platform().config.demoCredit });

    const state = envelope<SlotState>(
      await platform().app.inject({ url: `/wps/game/demoSlot?launch=${launch}`, headers: as(member) }),
    ).value;
    expect(state.lastRound).toEqual(round);
    const history = envelope<{ list: (SlotRound & { gameName: string })[]; totalCount: number }>(
      await platform().app.inject({ url: '/wps/game/demoSlot/rounds', headers: as(member) }),
    ).value;
    expect(history.totalCount).toBe(1);
    expect(history.list[0]).toMatchObject({ roundId, bet: 10, gameName: state.game.gameName });
  });

  it('refuses a bet the balance cannot cover and never goes below zero', async () => {
    const member = await createMember(platform());
    const launch = await open(member);
    await platform().db.query(
      `INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key)
       SELECT id, 'BET', -(balance - 3), 3, NULL, 'test-drain' FROM wallets WHERE member_id = $1 AND kind = 'REAL'`,
      [member.id],
    );
    await platform().db.query("UPDATE wallets SET balance = 3 WHERE member_id = $1 AND kind = 'REAL'", [member.id]);
    const refused = await spin(member, launch, 5);
    expect(refused.statusCode).toBe(400);
    expect(envelope(refused).errorCode).toBe('wallet.insufficient');
    expect(await balance(member)).toBe(3);
  });

  it('accepts only the offered bets and only its own launches and round ids', async () => {
    const member = await createMember(platform());
    const launch = await open(member);
    for (const bet of [3, 0.5, -1, 0]) {
      const answer = await spin(member, launch, bet);
      expect(answer.statusCode).toBe(400);
    }
    const malformed = await platform().app.inject({
      method: 'POST',
      url: '/wps/game/demoSlot/spin',
      headers: as(member),
      payload: { launch, roundId: 'nope', bet: 1 },
    });
    expect(envelope(malformed).errorCode).toBe('request.invalid');

    const other = await createMember(platform());
    const stolen = await spin(other, launch, 1);
    expect(stolen.statusCode).toBe(404);
    expect(envelope(stolen).errorCode).toBe('game.launchExpired');

    const roundId = randomUUID();
    expect((await spin(member, launch, 1, roundId)).statusCode).toBe(200);
    const reused = await spin(other, await open(other), 1, roundId);
    expect(reused.statusCode).toBe(409);
    expect(envelope(reused).errorCode).toBe('round.conflict');
    expect(await balance(other)).toBe(platform().config.demoCredit);
  });
});
