import { setLanguage, useLanguage, useWords } from '../app/language';
import { SHELL_WORDS } from '../app/words';

/** English or Tagalog, remembered on this device. */
export function LanguagePicker() {
  const t = useWords(SHELL_WORDS);
  const language = useLanguage();
  return (
    <label className="language">
      <span>{t.language}</span>
      <select value={language} onChange={(event) => setLanguage(event.target.value === 'ty' ? 'ty' : 'en')}>
        <option value="en">English</option>
        <option value="ty">Tagalog</option>
      </select>
    </label>
  );
}
