import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { formatAmount } from '@/lib/format';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useJackpot } from '../api/get-jackpot';

const randomBetween = (min: number, max: number) => min + Math.random() * (max - min);

/** The jackpot figure: it starts where the platform says and grows by a random step at random intervals. */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const site = useSiteInfo();
  const { data } = useJackpot();
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!data) return;
    let current = data.startValue;
    setValue(current);
    let timer: ReturnType<typeof setTimeout>;
    const grow = () => {
      const wait = data.intervalsMs[Math.floor(Math.random() * data.intervalsMs.length)] ?? 4000;
      timer = setTimeout(() => {
        current += randomBetween(data.minIncrement, data.maxIncrement);
        setValue(current);
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
