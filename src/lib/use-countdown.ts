import { useCallback, useEffect, useState } from 'react';

/** The SMS countdown ticks every 500 ms so the seconds shown never lag by a whole second. */
const COUNTDOWN_TICK_MS = 500;

/**
 * Seconds left until a deadline, for the SMS resend lock: `start(seconds)` sets the
 * deadline from the platform's expiration time; `remaining` is 0 when resending is open.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= deadline) setDeadline(null);
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + seconds * 1000);
  }, []);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
