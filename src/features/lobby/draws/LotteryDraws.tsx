import './lottery-draws.css';
import { useEffect } from 'react';
import type { Game, GameType } from '@contract/domain';
import { formatTime } from '@/lib/dates';
import { invalidate } from '@/lib/query/client';
import { useTranslation } from '@/lib/use-translation';
import { NUMERO_KEY, useNumero } from './get-numero';

/**
 * The lotteries of a category the platform draws itself, each with its numero (the number of the
 * next draw taking tickets) and when that draw's tickets close, so a player choosing a lottery knows
 * which draw a ticket bought now is for. Once those tickets close, the next numero is asked for.
 */
export default function LotteryDraws({ gameType, onOpen }: { gameType: GameType; onOpen: (game: Game) => unknown }) {
  const { t } = useTranslation('lobby');
  const numero = useNumero();
  const draws = (numero.data?.list ?? []).filter((entry) => entry.game.gameType === gameType);
  const firstClose = Math.min(...draws.map((entry) => Date.parse(entry.closesAt)));

  useEffect(() => {
    if (!Number.isFinite(firstClose)) return;
    const timer = setTimeout(() => invalidate(NUMERO_KEY), Math.max(0, firstClose - Date.now()) + 1_000);
    return () => clearTimeout(timer);
  }, [firstClose]);

  if (draws.length === 0) return null;
  return (
    <section className="lottery-draws" aria-label={t('draw.nextDraws')}>
      <ul>
        {draws.map((entry) => (
          <li key={entry.game.nodeId} className="lottery-draws__entry">
            <span className="lottery-draws__name">{entry.game.gameName}</span>
            <span>{t('draw.numero', { numero: entry.numero, time: formatTime(entry.drawAt) })}</span>
            <span className="lottery-draws__close">{t('draw.closesAt', { time: formatTime(entry.closesAt) })}</span>
            <button type="button" className="btn btn--gold btn--small" onClick={() => void onOpen(entry.game)}>
              {t('vendors.open', { name: entry.game.gameName })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
