import './lobby-jackpot.css';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount } from '@/lib/format';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useLobbyJackpot } from './get-lobby-jackpot';
import { jackpotFigureAt } from './jackpot-figure';

/**
 * The game centre's jackpot: the platform's figure from 100 million to 1 billion, with cents, shown
 * growing in steps at the platform's intervals. Its box is there from the start (the figure fills it
 * without moving the page); when the platform cannot be asked and no copy is kept, it is not shown.
 */
export default function LobbyJackpot() {
  const { t } = useTranslation('panels');
  const site = useSiteInfo();
  const { data, status } = useLobbyJackpot();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setValue(jackpotFigureAt(data, Date.now()));
    let timer: ReturnType<typeof setTimeout>;
    const grow = () => {
      const wait = data.intervalsMs[Math.floor(Math.random() * data.intervalsMs.length)] ?? 4000;
      timer = setTimeout(() => {
        setValue(jackpotFigureAt(data, Date.now()));
        grow();
      }, wait);
    };
    grow();
    return () => clearTimeout(timer);
  }, [data]);

  if (!data && status === 'error') return null;
  return (
    <section className="lobby-jackpot" aria-label={t('jackpot.label')}>
      <span className="lobby-jackpot__label">{t('jackpot.title')}</span>
      <span className="lobby-jackpot__value" data-testid="lobby-jackpot-value">
        {data && value !== null ? `${currencySymbol(site)}${formatAmount(value, data.decimals)}` : '\u00a0'}
      </span>
    </section>
  );
}
