import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { changeLanguage, PICKER_LANGUAGES, useUiLanguage } from '@/lib/i18n';
import { LANGUAGE_NAMES } from '@/lib/language-names';
import { Icon } from '../ui/icons';

/** The language accordion: the languages the product has complete, each named in its own words. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const current = useUiLanguage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="accordion">
      <button type="button" className="side-menu__item" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Icon name="globe" size={22} />
        <span className="side-menu__label">{t('menu.language')}</span>
        <span className="side-menu__value">{LANGUAGE_NAMES[current]}</span>
        <Icon name="chevronDown" size={18} className={open ? 'rotate-180' : undefined} />
      </button>
      {open && (
        <ul id={listId} className="language-list" aria-label={t('menu.language')}>
          {PICKER_LANGUAGES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="language-list__item"
                aria-pressed={code === current}
                lang={code === 'TY' ? 'fil' : code.toLowerCase()}
                onClick={() => void changeLanguage(code)}
              >
                <span className="language-list__code">{code}</span>
                <span>{LANGUAGE_NAMES[code] ?? code}</span>
                {code === current && <Icon name="chevronRight" size={16} />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
