import './date-picker.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useUiLanguage } from '@/lib/i18n';
import {
  clip,
  columnOptions,
  formatOption,
  formatPicked,
  MINUTE_STEP,
  PICKER_COLUMNS,
  PICKER_MAX,
  PICKER_MIN,
  withColumn,
  type PickerMode,
  type PickerValue,
} from './date-picker-model';

export interface DatePickerProps {
  /** What the value is, e.g. "From"; the button reads it with the value. */
  label: string;
  mode?: PickerMode;
  value: PickerValue;
  min?: PickerValue;
  max?: PickerValue;
  minuteStep?: number;
  invalid?: boolean;
  onChange: (value: PickerValue) => void;
}

const localeOf = (language: string) => (language === 'TY' ? 'fil-PH' : 'en-PH');

/**
 * A date, time, month or year chosen on wheels, as betting apps on phones do: a button shows
 * the value; it opens a sheet with one scrolling column per field (a listbox each, arrow keys
 * move within it) and Done / Cancel. Every choice is clipped into the allowed range.
 */
export function DatePicker({
  label,
  mode = 'date',
  value,
  min = PICKER_MIN,
  max = PICKER_MAX,
  minuteStep = MINUTE_STEP,
  invalid,
  onChange,
}: DatePickerProps) {
  const { t } = useTranslation('picker');
  const locale = localeOf(useUiLanguage());
  const [draft, setDraft] = useState<PickerValue | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const shown = clip(value, mode, min, max);

  const close = (picked: PickerValue | null) => {
    setDraft(null);
    if (picked) onChange(picked);
    trigger.current?.focus();
  };
  const open = draft !== null;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDraft(null);
      trigger.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="date-picker">
      <button
        ref={trigger}
        type="button"
        className={`date-picker__trigger${invalid ? ' is-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-expanded={draft !== null}
        aria-label={`${label}: ${formatPicked(shown, mode, locale)}`}
        onClick={() => setDraft(shown)}
      >
        <span className="date-picker__label">{label}</span>
        <span className="date-picker__value">{formatPicked(shown, mode, locale)}</span>
      </button>
      {draft && (
        <button type="button" className="date-picker__backdrop" tabIndex={-1} aria-label={t('cancel')} onClick={() => close(null)} />
      )}
      {draft && (
        <div className="date-picker__sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
          <h2 id={titleId} className="date-picker__title">
            {label}: {formatPicked(draft, mode, locale)}
          </h2>
          <div className="date-picker__wheels">
            {PICKER_COLUMNS[mode].map((column, index) => (
              <Wheel
                key={column}
                label={t(`columns.${column}`)}
                options={columnOptions(column, draft, mode, min, max, minuteStep)}
                selected={draft[column]}
                format={(n) => formatOption(column, n, locale)}
                autoFocus={index === 0}
                onSelect={(n) => setDraft(withColumn(draft, column, n, mode, min, max))}
              />
            ))}
          </div>
          <div className="date-picker__actions">
            <button type="button" className="btn btn--outline" onClick={() => close(null)}>
              {t('cancel')}
            </button>
            <button type="button" className="btn btn--gold" onClick={() => close(draft)}>
              {t('done')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

const KEY_STEPS: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, PageUp: -5, PageDown: 5 };

/** One column: a listbox of its choices, the chosen one centred; a tap or the arrow keys choose. */
function Wheel({
  label,
  options,
  selected,
  format,
  autoFocus,
  onSelect,
}: {
  label: string;
  options: number[];
  selected: number;
  format: (n: number) => string;
  autoFocus: boolean;
  onSelect: (n: number) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const labelId = `${id}-label`;
  const optionId = (n: number) => `${id}-${n}`;

  useEffect(() => {
    const box = list.current;
    const chosen = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (box && chosen) box.scrollTop = chosen.offsetTop - (box.clientHeight - chosen.offsetHeight) / 2;
  }, [selected, options.length]);
  useEffect(() => {
    if (autoFocus) list.current?.focus();
  }, [autoFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = options.indexOf(selected);
    let next: number | undefined;
    if (event.key in KEY_STEPS) next = options[Math.min(options.length - 1, Math.max(0, at + KEY_STEPS[event.key]!))];
    else if (event.key === 'Home') next = options[0];
    else if (event.key === 'End') next = options[options.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
  };

  return (
    <div className="wheel">
      <span id={labelId} className="wheel__label">
        {label}
      </span>
      <ul
        ref={list}
        className="wheel__list"
        role="listbox"
        aria-labelledby={labelId}
        aria-activedescendant={optionId(selected)}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {options.map((n) => (
          <li
            key={n}
            id={optionId(n)}
            role="option"
            aria-selected={n === selected}
            className={`wheel__option${n === selected ? ' is-selected' : ''}`}
            onClick={() => onSelect(n)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') onSelect(n);
            }}
          >
            {format(n)}
          </li>
        ))}
      </ul>
    </div>
  );
}
