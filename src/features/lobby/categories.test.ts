import { describe, expect, it } from 'vitest';
import { sortCategories, type SortingEntry } from './categories';

const vendor = (code: string) => ({ vassalage: code, accountTypeName: code, displayName: code });
const ALL = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT', 'INHOUSE'] as const;

describe('vendor sorting', () => {
  it('splits e-sports and cockfight vendors out of sports, right after it', () => {
    const list: SortingEntry[] = [
      { gameCategory: 'RNG', vendorNames: [vendor('JILI')] },
      { gameCategory: 'SPORTS', vendorNames: [vendor('SABA'), vendor('AV'), vendor('SV3')] },
      { gameCategory: 'LOTT', vendorNames: [vendor('GW')] },
      { gameCategory: 'ESPORTS', vendorNames: [vendor('TF')] },
    ];
    expect(sortCategories(list, ALL).map((e) => [e.gameCategory, e.vendorNames.map((v) => v.vassalage)])).toEqual([
      ['RNG', ['JILI']],
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['AV', 'TF']],
      ['COCKFIGHT', ['SV3']],
      ['LOTT', ['GW']],
    ]);
  });

  it('drops sports when nothing is left in it, and any category switched off', () => {
    const list: SortingEntry[] = [
      { gameCategory: 'SPORTS', vendorNames: [vendor('IMES'), vendor('DS88')] },
      { gameCategory: 'LIVE', vendorNames: [vendor('EVO')] },
    ];
    const withoutCockfight = ALL.filter((t) => t !== 'COCKFIGHT');
    expect(sortCategories(list, withoutCockfight).map((e) => e.gameCategory)).toEqual(['ESPORTS', 'LIVE']);
    expect(sortCategories(list, ['LIVE']).map((e) => e.gameCategory)).toEqual(['LIVE']);
  });
});
