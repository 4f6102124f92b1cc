import { expect, it } from 'vitest';
import { gameCalls } from '../../../contract/games';
import { get } from '../catalogue/call';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, createMember } from './members';

describeOnEachDatabase('lottery prize modes', (platform) => {
  it('groups the e-lottery books as lottery and lottery-vietnam, and launches lotteries only in the mode the rule gives', async () => {
    const { mapping } = await get(platform().app, gameCalls.getVendorMapping);
    const electronic = mapping.find((entry) => entry.gameType === 'ELOTT')!;
    expect(electronic.gameClassify.map((group) => group.key).sort()).toEqual(['LOTTERY', 'LOTTERY_VIETNAM']);

    const member = await createMember(platform());
    const { rows } = await platform().db.query<{ vendor: string; game_code: string }>(
      `SELECT DISTINCT ON (vendor) vendor, game_code FROM games WHERE vendor IN ('GW', 'TCG', 'TCG_SEA') ORDER BY vendor, game_code`,
    );
    const launch = (vendor: string, prizeMode: string) => {
      const gameCode = rows.find((row) => row.vendor === vendor)!.game_code;
      return platform().app.inject({
        url: `/wps/game/launchLottery?vendor=${vendor}&gameCode=${gameCode}&prizeMode=${prizeMode}`,
        headers: as(member),
      });
    };
    for (const [vendor, mode] of [
      ['GW', 'Elott'],
      ['TCG', 'Elott'],
      ['TCG_SEA', 'SEA'],
    ] as const) {
      expect((await launch(vendor, mode)).statusCode, vendor).toBe(200);
    }
    for (const [vendor, mode] of [
      ['GW', 'Lott'],
      ['GW', 'ZY'],
      ['TCG_SEA', 'Elott'],
    ] as const) {
      const refused = await launch(vendor, mode);
      expect(refused.statusCode, `${vendor} ${mode}`).toBe(400);
      expect(envelope(refused).errorCode).toBe('lottery.prizeMode');
    }
  });
});
