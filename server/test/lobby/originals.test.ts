import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../../contract/domain';
import type { HiLoRound, HiLoState, LaunchValue, SlotRound, SlotState } from '../../../contract/lobby';
import { liveTableOf, PLAYER_COUNT_STEP_MS } from '../../src/services/catalogue/live-tables';
import { GEMS } from '../../src/services/slot/gems';
import { HILO_RTP, multiplierOf, winningRanks } from '../../src/services/slot/hilo';
import { exactRtpOn, FRUIT, publishedRtp } from '../../src/services/slot/machine';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { firstNodeId } from './lobby-data';
import { as, createMember, type TestMember } from './members';

describe('the in-house games’ tables', () => {
  it('gives the two slots different reels, lines and paytables, each with an RTP computed from its own tables', () => {
    expect(GEMS.strips).not.toEqual(FRUIT.strips);
    expect(GEMS.lines).toHaveLength(9);
    expect(FRUIT.lines).toHaveLength(5);
    expect(GEMS.paytable.map((p) => p.symbol)).not.toContain('CHERRY');
    for (const machine of [FRUIT, GEMS]) {
      expect(publishedRtp(machine)).toBe(Math.round(exactRtpOn(machine).rtp * 10_000) / 10_000);
      expect(publishedRtp(machine)).toBeGreaterThan(0.94);
      expect(publishedRtp(machine)).toBeLessThan(0.97);
      // Every stake splits over the lines in whole cents.
      for (const bet of machine.bets) expect(Math.round(bet * 100) % machine.lines.length, `${machine.id} ${bet}`).toBe(0);
    }
    // The wild crown completes any line of one gem.
    expect(GEMS.evaluateLine(['RUBY', 'CROWN', 'RUBY'])).toMatchObject({ symbol: 'RUBY', multiplier: 100 });
    expect(GEMS.evaluateLine(['CROWN', 'CROWN', 'CROWN'])).toMatchObject({ symbol: 'CROWN', multiplier: 500 });
    expect(GEMS.evaluateLine(['RUBY', 'CROWN', 'TOPAZ'])).toBeNull();
  });

  it('pays each Hi-Lo guess at most its fair odds times the RTP, and nothing for a guess that cannot win', () => {
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of ['HIGHER', 'LOWER'] as const) {
        const ways = winningRanks(rank, guess);
        const multiplier = multiplierOf(rank, guess);
        if (ways === 0) expect(multiplier).toBe(0);
        else {
          // In hundredths, so the comparison is exact: ways/13 × multiplier ≤ RTP.
          const hundredths = Math.round(multiplier * 100);
          expect(ways * hundredths, `${rank} ${guess}`).toBeLessThanOrEqual(Math.round(HILO_RTP * 100) * 13);
          expect((ways / 13) * multiplier, `${rank} ${guess}`).toBeGreaterThan(HILO_RTP - 0.01);
        }
      }
    }
    expect(multiplierOf(13, 'HIGHER')).toBe(0);
    expect(multiplierOf(1, 'LOWER')).toBe(0);
  });

  it('simulates a live table’s players from its id and the minute, the same on every call', () => {
    const now = Date.UTC(2026, 10, 23, 4, 0, 30);
    const table = liveTableOf('evo-5', 20, now);
    expect(liveTableOf('evo-5', 20, now)).toEqual(table);
    expect(liveTableOf('evo-5', 20, now + 10_000)).toEqual(table);
    expect(table.players).toBeGreaterThan(0);
    expect(table.maxBet).toBeGreaterThanOrEqual(table.minBet * 100);
    const day = Array.from({ length: 60 }, (_, i) => liveTableOf('evo-5', 20, now + i * 24 * PLAYER_COUNT_STEP_MS).players);
    expect(new Set(day).size).toBeGreaterThan(5);
    expect(liveTableOf('evo-6', 20, now)).not.toEqual(table);
  });
});

async function launchOriginal(platform: TestPlatform, member: TestMember, gameId: string): Promise<string> {
  const nodeId = await firstNodeId(platform, `g.game_id = '${gameId}'`);
  const opened = envelope<LaunchValue>(
    await platform.app.inject({ url: `/wps/game/launchGame?nodeId=${nodeId}`, headers: as(member) }),
  ).value;
  return new URL(opened.url, 'http://x').searchParams.get('launch')!;
}

/** The wallet's balance and the sum of its ledger, which must always agree. */
async function balanceAndLedger(platform: TestPlatform, member: TestMember, kind = 'REAL') {
  const { rows } = await platform.db.query<{ balance: string; total: string }>(
    `SELECT w.balance::text AS balance, (SELECT coalesce(sum(amount), 0)::text FROM ledger WHERE wallet_id = w.id) AS total
       FROM wallets w WHERE w.member_id = $1 AND w.kind = $2`,
    [member.id, kind],
  );
  return { balance: Number(rows[0]!.balance), ledger: Number(rows[0]!.total) };
}

describeOnEachDatabase('the in-house games', (platform) => {
  const post = (member: TestMember, url: string, payload: Record<string, unknown>) =>
    platform().app.inject({ method: 'POST', url, headers: as(member, { 'idempotency-key': String(payload.roundId) }), payload });

  it('plays Gem Palace on its own nine lines and bets, once per round id, with the balance equal to the ledger', async () => {
    const member = await createMember(platform());
    const launch = await launchOriginal(platform(), member, 'bgs-2');
    const state = envelope<SlotState>(
      await platform().app.inject({ url: `/wps/game/demoSlot?launch=${launch}`, headers: as(member) }),
    ).value;
    expect(state).toMatchObject({ machine: 'GEMS', bets: GEMS.bets, rtp: publishedRtp(GEMS) });
    expect(state.lines).toHaveLength(9);

    expect((await post(member, '/wps/game/demoSlot/spin', { launch, roundId: randomUUID(), bet: 1 })).statusCode).toBe(400);
    const roundId = randomUUID();
    const round = envelope<SlotRound>(await post(member, '/wps/game/demoSlot/spin', { launch, roundId, bet: 9 })).value;
    expect(
      round.grid.flat().every((symbol) => ['TOPAZ', 'AMETHYST', 'EMERALD', 'SAPPHIRE', 'RUBY', 'DIAMOND', 'CROWN'].includes(symbol)),
    ).toBe(true);
    expect(round.net).toBeCloseTo(round.win - 9, 2);
    expect(round.win).toBeCloseTo(
      round.lineWins.reduce((sum, w) => sum + w.win, 0),
      2,
    );
    const again = envelope<SlotRound>(await post(member, '/wps/game/demoSlot/spin', { launch, roundId, bet: 9 })).value;
    expect(again).toEqual(round);
    const money = await balanceAndLedger(platform(), member);
    expect(money.balance).toBeCloseTo(platform().config.demoCredit + round.net, 2);
    expect(money.ledger).toBeCloseTo(money.balance, 2);
  });

  it('deals Hi-Lo a card, plays a guess once per round id, moves the table to the drawn card and keeps the balance equal to the ledger', async () => {
    const member = await createMember(platform());
    const launch = await launchOriginal(platform(), member, 'bgs-3');
    const stateUrl = `/wps/game/hiLo?launch=${launch}`;
    const state = envelope<HiLoState>(await platform().app.inject({ url: stateUrl, headers: as(member) })).value;
    expect(state).toMatchObject({ playMoney: false, lastRound: null, rtp: HILO_RTP, balance: platform().config.demoCredit });
    // The card stays put until a round is played.
    expect(envelope<HiLoState>(await platform().app.inject({ url: stateUrl, headers: as(member) })).value.card).toEqual(state.card);
    expect(state.odds).toEqual({ higher: multiplierOf(state.card.rank, 'HIGHER'), lower: multiplierOf(state.card.rank, 'LOWER') });

    const guess = state.odds.higher > 0 ? 'HIGHER' : 'LOWER';
    const roundId = randomUUID();
    const round = envelope<HiLoRound>(await post(member, '/wps/game/hiLo/play', { launch, roundId, bet: 10, guess })).value;
    expect(round.card).toEqual(state.card);
    expect(round.won).toBe(guess === 'HIGHER' ? round.next.rank > round.card.rank : round.next.rank < round.card.rank);
    expect(round.win).toBe(round.won ? Math.floor((1000 * Math.round(round.multiplier * 100)) / 100) / 100 : 0);
    expect(round.net).toBeCloseTo(round.win - 10, 2);

    // A retry (even with another guess) answers the stored round and moves no money.
    const retried = envelope<HiLoRound>(
      await post(member, '/wps/game/hiLo/play', { launch, roundId, bet: 10, guess: guess === 'HIGHER' ? 'LOWER' : 'HIGHER' }),
    ).value;
    expect(retried).toEqual(round);
    const after = envelope<HiLoState>(await platform().app.inject({ url: stateUrl, headers: as(member) })).value;
    expect(after.card).toEqual(round.next);
    expect(after.lastRound).toEqual(round);
    expect(after.balance).toBeCloseTo(round.balance, 2);
    const money = await balanceAndLedger(platform(), member);
    expect(money.balance).toBeCloseTo(platform().config.demoCredit + round.net, 2);
    expect(money.ledger).toBeCloseTo(money.balance, 2);
    const { rows } = await platform().db.query<{ kind: string }>('SELECT kind FROM ledger WHERE round_id = $1 ORDER BY kind', [roundId]);
    expect(rows.map((r) => r.kind)).toEqual(round.won ? ['BET', 'WIN'] : ['BET']);
  });

  it('refuses a guess that cannot win, a bet it does not offer, a bet the balance cannot cover, and other launches', async () => {
    const member = await createMember(platform());
    const launch = await launchOriginal(platform(), member, 'bgs-3');
    await platform().app.inject({ url: `/wps/game/hiLo?launch=${launch}`, headers: as(member) });
    // A king on the table: nothing ranks higher.
    await platform().db.query('UPDATE game_launches SET hilo_card = 12 WHERE token = $1', [launch]);
    const impossible = await post(member, '/wps/game/hiLo/play', { launch, roundId: randomUUID(), bet: 1, guess: 'HIGHER' });
    expect(impossible.statusCode).toBe(400);
    expect(envelope(impossible).errorCode).toBe('guess.invalid');
    expect((await post(member, '/wps/game/hiLo/play', { launch, roundId: randomUUID(), bet: 3, guess: 'LOWER' })).statusCode).toBe(400);
    const malformed = await post(member, '/wps/game/hiLo/play', { launch, roundId: randomUUID(), bet: 1, guess: 'SAME' });
    expect(envelope(malformed).errorCode).toBe('request.invalid');

    await platform().db.query(
      `INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key)
       SELECT id, 'BET', -(balance - 3), 3, NULL, 'test-drain' FROM wallets WHERE member_id = $1 AND kind = 'REAL'`,
      [member.id],
    );
    await platform().db.query("UPDATE wallets SET balance = 3 WHERE member_id = $1 AND kind = 'REAL'", [member.id]);
    const broke = await post(member, '/wps/game/hiLo/play', { launch, roundId: randomUUID(), bet: 5, guess: 'LOWER' });
    expect(envelope(broke).errorCode).toBe('wallet.insufficient');
    expect((await balanceAndLedger(platform(), member)).balance).toBe(3);

    const other = await createMember(platform());
    const stolen = await post(other, '/wps/game/hiLo/play', { launch, roundId: randomUUID(), bet: 1, guess: 'LOWER' });
    expect(envelope(stolen).errorCode).toBe('game.launchExpired');
    const slotLaunch = await launchOriginal(platform(), member, 'bgs-1');
    const wrong = await platform().app.inject({ url: `/wps/game/hiLo?launch=${slotLaunch}`, headers: as(member) });
    expect(wrong.statusCode).toBe(404);
    expect(envelope(wrong).errorCode).toBe('game.wrong');
  });

  it('shows live tables with their dealer, bet limits and players in the game list', async () => {
    const list = envelope<{ games: Game[] }>(await platform().app.inject({ url: '/lgw/games/mobile?gameType=LIVE&pageSize=10' })).value
      .games;
    expect(list.length).toBeGreaterThan(0);
    for (const game of list) {
      expect(game.liveTable, game.gameName).toMatchObject({ minBet: game.minBet, dealer: expect.any(String) });
      expect(game.liveTable!.maxBet).toBeGreaterThan(game.minBet);
      expect(game.liveTable!.players).toBeGreaterThan(0);
    }
    const slots = envelope<{ games: Game[] }>(await platform().app.inject({ url: '/lgw/games/mobile?gameType=RNG&pageSize=5' })).value
      .games;
    for (const game of slots) expect(game.liveTable).toBeUndefined();
  });
});
