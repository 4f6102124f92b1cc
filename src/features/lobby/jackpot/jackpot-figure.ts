import type { CallValue } from '@contract/define';
import type { gameCalls } from '@contract/games';

export type Jackpot = CallValue<typeof gameCalls.getJackpot>;

/**
 * The platform's figure at `now`: grown with time from the figure it answered (never from the page's
 * own count), starting again from the range's minimum each time it reaches the maximum, and cut to
 * the figure's decimals.
 */
export function jackpotFigureAt(jackpot: Jackpot, now: number): number {
  let grown = jackpot.value + (jackpot.perSecond * Math.max(0, now - jackpot.asOf)) / 1000;
  if (jackpot.range) {
    const span = jackpot.range.max - jackpot.range.min;
    grown = jackpot.range.min + ((((grown - jackpot.range.min) % span) + span) % span);
  }
  const unit = 10 ** jackpot.decimals;
  return Math.floor(Math.round(grown * unit * 1000) / 1000) / unit;
}
