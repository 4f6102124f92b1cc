import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { closeOnBackdropTap } from '@/components/ui/backdrop';
import { useScrollLock } from '@/components/ui/use-scroll-lock';
import { TextField } from '@/components/form/TextField';
import type { RegisteredField } from '@/lib/form/use-form';

const FIRST_YEAR = 1900;
const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The birthday: typed as YYYY-MM-DD, or chosen in a picker (1900 to the end of this year)
 * that opens on click and closes on confirm or cancel.
 */
export function BirthdayField({
  label,
  required,
  onPick,
  ...field
}: RegisteredField<string> & { label: string; required: boolean; onPick: (date: string) => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextField
        {...field}
        label={label}
        placeholder="YYYY-MM-DD"
        inputMode="numeric"
        autoComplete="bday"
        showRequired={required}
        trailing={
          <button type="button" className="form-field__action" onClick={() => setOpen(true)}>
            {t('birthday.choose')}
          </button>
        }
      />
      {open && (
        <BirthdayPicker
          initial={field.value}
          onCancel={() => setOpen(false)}
          onConfirm={(date) => {
            onPick(date);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

function BirthdayPicker({ initial, onCancel, onConfirm }: { initial: string; onCancel: () => void; onConfirm: (date: string) => void }) {
  const { t } = useTranslation('account');
  useScrollLock(true);
  const lastYear = new Date().getFullYear();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(initial);
  const startYear = match ? Math.min(Math.max(Number(match[1]), FIRST_YEAR), lastYear) : lastYear - 25;
  const [year, setYear] = useState(startYear);
  const [month, setMonth] = useState(match ? Math.min(Math.max(Number(match[2]), 1), 12) : 1);
  const [day, setDay] = useState(match ? Math.max(Number(match[3]), 1) : 1);
  const safeDay = Math.min(day, daysIn(year, month));
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, i) => lastYear - i);
  return (
    <div className="modal-backdrop modal-backdrop--sheet" role="presentation" onClick={closeOnBackdropTap(onCancel)}>
      <div className="dialog acc-picker" role="dialog" aria-modal="true" aria-label={t('birthday.title')}>
        <h2 className="dialog__title">{t('birthday.title')}</h2>
        <div className="acc-picker__columns">
          <label>
            <span>{t('birthday.year')}</span>
            <select value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('birthday.month')}</span>
            <select value={month} onChange={(e) => setMonth(Number(e.target.value))}>
              {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
                <option key={m} value={m}>
                  {pad(m)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('birthday.day')}</span>
            <select value={safeDay} onChange={(e) => setDay(Number(e.target.value))}>
              {Array.from({ length: daysIn(year, month) }, (_, i) => i + 1).map((d) => (
                <option key={d} value={d}>
                  {pad(d)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t('actions.cancel')}
          </button>
          <button type="button" className="btn btn--gold" onClick={() => onConfirm(`${year}-${pad(month)}-${pad(safeDay)}`)}>
            {t('actions.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
