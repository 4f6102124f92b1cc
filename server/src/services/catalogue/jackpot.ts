/**
 * The jackpot counter the lobby animates. Its starting value is drawn once when the
 * server starts, so every player sees the same counter until the next start.
 */
export function createJackpotService(random: () => number = Math.random) {
  const value = {
    startValue: Math.floor(1_200_000_000 + random() * 100_000_000),
    decimals: 0,
    minIncrement: 10_000,
    maxIncrement: 50_000,
    intervalsMs: [3000, 4000, 5000],
  };
  return {
    get: () => ({ ...value, intervalsMs: [...value.intervalsMs] }),
  };
}
