import { useState } from 'react';
import { useCountdown } from '@/lib/use-countdown';

/** The countdown when the platform does not say how long a code lives. */
const DEFAULT_COUNTDOWN_SECONDS = 60;

/**
 * The get-code button beside a code field: `send` asks the platform for a code and answers the
 * seconds to wait (the code's expiration time, or the platform's retry-after on a refusal; null
 * for no wait). The button counts down, ticking every 500 ms, and stays locked until the count ends.
 */
export function SendCodeButton({
  send,
  label,
  countdownLabel,
}: {
  send: () => Promise<number | null>;
  label: string;
  countdownLabel: (seconds: number) => string;
}) {
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);
  async function ask() {
    setSending(true);
    try {
      const seconds = await send();
      if (seconds !== null) start(seconds > 0 ? seconds : DEFAULT_COUNTDOWN_SECONDS);
    } finally {
      setSending(false);
    }
  }
  return (
    <button type="button" className="btn btn--ghost btn--tiny" disabled={running || sending} onClick={() => void ask()} aria-live="polite">
      {running ? countdownLabel(remaining) : label}
    </button>
  );
}
