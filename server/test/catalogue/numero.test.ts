import { expect, it } from 'vitest';
import { DRAW_NO_PATTERN, DRAW_RULES } from '../../../contract/draw';
import { lotteryCalls } from '../../../contract/lottery';
import { describeOnEachDatabase, envelope } from '../helpers';
import { createMember } from '../lobby/members';
import { buyTicket, openDraw } from '../orders/draw-support';
import { get, setSwitches, urlOf } from './call';

describeOnEachDatabase('lottery numero', (use) => {
  it("answers Tala 3D's next draw: the draw a ticket bought now is for, closing before it is held", async () => {
    const before = Date.now();
    const { list } = await get(use().app, lotteryCalls.getNumero);
    expect(list.map((entry) => entry.game.gameName)).toEqual(['Tala 3D']);
    const [tala] = list;
    expect(tala!.game).toMatchObject({ gameType: 'LOTT', vassalage: 'BGS' });
    expect(tala!.numero).toMatch(DRAW_NO_PATTERN);
    const closesAt = Date.parse(tala!.closesAt);
    expect(Date.parse(tala!.drawAt) - closesAt).toBe(DRAW_RULES.cutoffSeconds * 1000);
    expect(closesAt).toBeGreaterThan(before);

    const member = await createMember(use());
    const { launch, state } = await openDraw(use(), member);
    const ticket = await buyTicket(use(), member, launch, tala!.numero, [{ pick: '123', stake: 1 }]);
    expect(ticket.drawNo).toBe(tala!.numero);
    // The game offers the same draw first, unless the numero's tickets closed between the two reads.
    if (Date.now() < closesAt) expect(state.draws[0]?.drawNo).toBe(tala!.numero);
  });

  it("lists no provider's lottery, and nothing for a vendor without its own draw", async () => {
    const { list } = await get(use().app, lotteryCalls.getNumero, { vendor: 'BGS' });
    expect(list).toHaveLength(1);
    expect((await get(use().app, lotteryCalls.getNumero, { vendor: 'GW' })).list).toEqual([]);
  });

  it('lists nothing while the operator has lotteries switched off', async () => {
    const { app, config } = use();
    const enabled = [...config.enabledGameTypes];
    await setSwitches(app, { enabledGameTypes: ['RNG', 'FISH'] });
    try {
      expect((await get(app, lotteryCalls.getNumero)).list).toEqual([]);
    } finally {
      await setSwitches(app, { enabledGameTypes: enabled });
    }
  });

  it.each([
    ['a lower-case vendor', { vendor: 'bgs' }],
    ['an overlong vendor', { vendor: 'B'.repeat(30) }],
    ['an unknown key', { gameCode: '4' }],
  ])('refuses a numero request with %s: 400 and an error code', async (_name, query) => {
    const answer = await use().app.inject({ url: urlOf(lotteryCalls.getNumero, query) });
    expect(answer.statusCode).toBe(400);
    expect(envelope(answer).errorCode).toBeTruthy();
  });
});
