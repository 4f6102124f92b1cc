import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount } from '@/lib/format';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useJackpot, type Jackpot } from '../api/get-jackpot';

/** The platform's figure at `now`: it grows with time from the figure it answered, never from the page's own count. */
const figureAt = (jackpot: Jackpot, now: number) => {
  const grown = jackpot.value + (jackpot.perSecond * Math.max(0, now - jackpot.asOf)) / 1000;
  const unit = 10 ** jackpot.decimals;
  return Math.floor(grown * unit) / unit;
};

/**
 * The jackpot figure: the platform's own, shown growing in steps at the platform's intervals. Each
 * step shows the platform's figure at that moment, so a reload or another page continues from it.
 */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const site = useSiteInfo();
  const { data } = useJackpot();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    setValue(figureAt(data, Date.now()));
    let timer: ReturnType<typeof setTimeout>;
    const grow = () => {
      const wait = data.intervalsMs[Math.floor(Math.random() * data.intervalsMs.length)] ?? 4000;
      timer = setTimeout(() => {
        setValue(figureAt(data, Date.now()));
        grow();
      }, wait);
    };
    grow();
    return () => clearTimeout(timer);
  }, [data]);

  return (
    <section className="jackpot" aria-label={t('jackpot')}>
      <span className="jackpot__label">{t('jackpot')}</span>
      <span className="jackpot__value" data-testid="jackpot-value">
        {value === null ? '\u00a0' : `${currencySymbol(site)}${formatAmount(value, data?.decimals ?? 0)}`}
      </span>
    </section>
  );
}
