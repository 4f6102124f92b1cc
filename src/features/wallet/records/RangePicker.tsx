import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { CUSTOM_RANGE_MAX_DAYS, RECORD_RANGES, type RecordRange } from '@contract/payments';
import { DatePicker } from '@/components/ui/DatePicker';
import { fromIsoDate, PICKER_MIN, toIsoDate } from '@/components/ui/date-picker-model';

export interface RangeValue {
  range: RecordRange;
  from?: string | undefined;
  to?: string | undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today's date in Asia/Manila (UTC+8, no daylight saving), as YYYY-MM-DD. */
export const manilaToday = () => new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeIssue(from: string, to: string): 'missing' | 'backwards' | 'tooLong' | null {
  if (!from || !to) return 'missing';
  if (to < from) return 'backwards';
  return daysBetween(from, to) > CUSTOM_RANGE_MAX_DAYS ? 'tooLong' : null;
}

/** Today, yesterday, the last 7 or 30 days, or a custom range of at most 90 days; days in Asia/Manila. */
export function RangePicker({ value, onChange }: { value: RangeValue; onChange: (next: RangeValue) => void }) {
  // The date picker's words load with the page, so opening the custom range never waits on them.
  const { t } = useTranslation(['wallet', 'picker']);
  const today = manilaToday();
  // No day after today (in Manila) can hold a record.
  const latest = fromIsoDate(today)!;
  const [from, setFrom] = useState(value.from ?? today);
  const [to, setTo] = useState(value.to ?? today);
  const issue = value.range === 'custom' ? customRangeIssue(from, to) : null;
  const apply = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!customRangeIssue(nextFrom, nextTo)) onChange({ range: 'custom', from: nextFrom, to: nextTo });
  };
  return (
    <fieldset className="wallet-fieldset">
      <legend className="visually-hidden">{t('wallet:records.range')}</legend>
      <div className="range-chips">
        {RECORD_RANGES.map((range) => (
          <label key={range} className={`range-chip${value.range === range ? ' range-chip--on' : ''}`}>
            <input
              type="radio"
              name="range"
              className="channel__input"
              checked={value.range === range}
              onChange={() => onChange(range === 'custom' ? { range, from, to } : { range })}
            />
            {t(`wallet:records.ranges.${range}`)}
          </label>
        ))}
      </div>
      {value.range === 'custom' && (
        <div className="range-days">
          <DatePicker
            label={t('wallet:records.from')}
            value={fromIsoDate(from) ?? latest}
            min={PICKER_MIN}
            max={latest}
            invalid={issue !== null}
            onChange={(picked) => apply(toIsoDate(picked), to)}
          />
          <DatePicker
            label={t('wallet:records.to')}
            value={fromIsoDate(to) ?? latest}
            min={PICKER_MIN}
            max={latest}
            invalid={issue !== null}
            onChange={(picked) => apply(from, toIsoDate(picked))}
          />
          {issue && (
            <p className="wallet-offline range-days__issue" role="alert">
              {t(`wallet:records.rangeIssue.${issue}`, { days: CUSTOM_RANGE_MAX_DAYS })}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
