import '../panels.css';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { GameType, Vendor } from '@contract/domain';
import { formatAmount } from '@/lib/format';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { getNarrowedGamesQueryOptions } from '../api/get-narrowed-games';
import {
  BET_CHOICES,
  LINE_CHOICES,
  matchesNarrowing,
  NO_NARROWING,
  narrowingCount,
  type GameNarrowing,
  type Narrowed,
} from '../game-narrowing';

const numberOrNone = (value: string) => (value === '' ? undefined : Number(value));

/** The game types the filter offers: those of the chosen provider, or of every provider listed. */
const gameTypesOf = (vendors: readonly Vendor[], vassalage: string | undefined): GameType[] => [
  ...new Set(vendors.filter((vendor) => !vassalage || vendor.vassalage === vassalage).map((vendor) => vendor.gameType)),
];

/** What the page reads for a narrowing: nothing narrowed when no choice is set. */
const narrowedBy = (choices: GameNarrowing): Narrowed | null =>
  narrowingCount(choices) === 0
    ? null
    : {
        choices,
        page: (filter, pageNo, language) => getNarrowedGamesQueryOptions(filter, choices, pageNo, language),
        matches: (game) => matchesNarrowing(game, choices),
      };

/**
 * The game filter: a button that opens a panel of choices (game type, new games only, a highest
 * lowest bet, a line count) which narrow the list once applied. The button counts the choices set.
 */
export default function GameFilter({
  narrowed,
  vendors,
  vassalage,
  onApply,
}: {
  narrowed: Narrowed | null;
  /** The providers listed: the filter offers their game types. */
  vendors: readonly Vendor[];
  vassalage: string | undefined;
  onApply: (narrowed: Narrowed | null) => void;
}) {
  const { t } = useTranslation(['panels', 'lobby']);
  const site = useSiteInfo();
  const panelId = useId();
  const narrowing = narrowed?.choices ?? NO_NARROWING;
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(narrowing);
  const set = (patch: Partial<GameNarrowing>) => setDraft((current) => ({ ...current, ...patch }));
  const count = narrowingCount(narrowing);
  const apply = (next: GameNarrowing) => {
    onApply(narrowedBy(next));
    setDraft(next);
    setOpen(false);
  };

  return (
    <div className="game-filter">
      <button
        type="button"
        className={`chip-toggle${count > 0 ? ' is-on' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setDraft(narrowing);
          setOpen((shown) => !shown);
        }}
      >
        {count > 0 ? t('filter.openCount', { count }) : t('filter.open')}
      </button>
      {open && (
        <form
          id={panelId}
          className="game-filter__panel"
          aria-label={t('filter.title')}
          onSubmit={(event) => {
            event.preventDefault();
            apply(draft);
          }}
        >
          <label className="game-filter__field">
            <span>{t('filter.gameType')}</span>
            <select
              value={draft.gameType ?? ''}
              onChange={(event) => set({ gameType: (event.target.value || undefined) as GameType | undefined })}
            >
              <option value="">{t('filter.anyType')}</option>
              {gameTypesOf(vendors, vassalage).map((type) => (
                <option key={type} value={type}>
                  {t(`lobby:titles.${type}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="game-filter__field">
            <span>{t('filter.minBet')}</span>
            <select value={draft.minBet ?? ''} onChange={(event) => set({ minBet: numberOrNone(event.target.value) })}>
              <option value="">{t('filter.any')}</option>
              {BET_CHOICES.map((bet) => (
                <option key={bet} value={bet}>
                  {t('filter.upTo', { amount: `${currencySymbol(site)}${formatAmount(bet, bet % 1 === 0 ? 0 : 2)}` })}
                </option>
              ))}
            </select>
          </label>
          <label className="game-filter__field">
            <span>{t('filter.minLine')}</span>
            <select value={draft.minLine ?? ''} onChange={(event) => set({ minLine: numberOrNone(event.target.value) })}>
              <option value="">{t('filter.any')}</option>
              {LINE_CHOICES.map((lines) => (
                <option key={lines} value={lines}>
                  {t('filter.lines', { count: lines })}
                </option>
              ))}
            </select>
          </label>
          <label className="game-filter__check">
            <input type="checkbox" checked={draft.newOnly} onChange={(event) => set({ newOnly: event.target.checked })} />
            <span>{t('filter.newOnly')}</span>
          </label>
          <div className="game-filter__actions">
            <button type="button" className="btn btn--ghost btn--small" onClick={() => apply(NO_NARROWING)}>
              {t('filter.clear')}
            </button>
            <button type="submit" className="btn btn--gold btn--small">
              {t('filter.apply')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
