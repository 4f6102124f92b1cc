import { describe, expect, it } from 'vitest';
import { prizeModeFor } from './prize-mode';

const electronic = (...keys: string[]) => ({ gameType: 'ELOTT', gameClassify: keys.map((key) => ({ key })) });

describe('the prize-mode rule', () => {
  it('plays TCG_SEA in SEA mode whatever the mapping says', () => {
    expect(prizeModeFor('TCG_SEA', [electronic('LOTTERY')])).toBe('SEA');
    expect(prizeModeFor('TCG_SEA', [])).toBe('SEA');
  });

  it('plays Elott when the e-lottery group has a lottery or lottery-vietnam entry, Lott otherwise', () => {
    expect(prizeModeFor('GW', [electronic('LOTTERY')])).toBe('Elott');
    expect(prizeModeFor('TCG', [electronic('LOTTERY_VIETNAM')])).toBe('Elott');
    expect(prizeModeFor('TCG', [electronic('KENO')])).toBe('Lott');
    expect(prizeModeFor('GW', [{ gameType: 'LOTT', gameClassify: [{ key: 'LOTTERY' }] }])).toBe('Lott');
    expect(prizeModeFor('GW', [])).toBe('Lott');
  });
});
