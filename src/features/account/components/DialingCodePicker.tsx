import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings } from '@contract/account';
import { Icon } from '@/components/ui/icons';

type DialingCode = AccountSettings['dialingCodes'][number];

/** The dialling-code picker: the country's flag and code, a list to choose from. */
export function DialingCodePicker({ codes, value, onChange }: { codes: DialingCode[]; value: string; onChange: (code: string) => void }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const current = codes.find((c) => c.code === value) ?? codes[0];

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <div className="acc-dial" ref={root}>
      <button
        type="button"
        className="acc-dial__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('fields.countryDialingCode', { code: current?.code ?? '' })}
        onClick={() => setOpen((o) => !o)}
      >
        {current && (
          <img
            className="acc-dial__flag"
            src={current.flag}
            alt=""
            width={20}
            height={14}
            onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
          />
        )}
        <span>+{current?.code}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <ul id={listId} className="acc-dial__list" role="listbox" aria-label={t('fields.dialingCodes')}>
          {codes.map((code) => (
            <li key={code.code} role="option" aria-selected={code.code === value}>
              <button
                type="button"
                className="acc-dial__option"
                onClick={() => {
                  onChange(code.code);
                  setOpen(false);
                }}
              >
                <img
                  className="acc-dial__flag"
                  src={code.flag}
                  alt=""
                  width={20}
                  height={14}
                  onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
                />
                <span className="acc-dial__country">{t(`countries.${code.country}`, { defaultValue: code.country })}</span>
                <span>+{code.code}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
