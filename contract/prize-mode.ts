import type { PrizeMode } from './domain';

/** Classify groups of the e-lottery mapping entry that put the site's lotteries in e-lottery prize mode. */
export const ELOTT_MODE_CLASSIFIES: readonly string[] = ['LOTTERY_VIETNAM', 'LOTTERY'];

interface MappingEntry {
  gameType: string;
  gameClassify: readonly { key: string }[];
}

/**
 * The spec's prize-mode rule for a lottery launch: SEA for the TCG_SEA vendor; otherwise Elott when
 * the vendor mapping has a lottery-vietnam or lottery group under the electronic lottery, else Lott.
 */
export function prizeModeFor(vendor: string, mapping: readonly MappingEntry[]): PrizeMode {
  if (vendor === 'TCG_SEA') return 'SEA';
  const electronic = mapping.find((entry) => entry.gameType === 'ELOTT');
  return electronic?.gameClassify.some((group) => ELOTT_MODE_CLASSIFIES.includes(group.key)) ? 'Elott' : 'Lott';
}
