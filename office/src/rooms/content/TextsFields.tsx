import { useId } from 'react';
import { fill, useWords } from '../../app/language';
import { Preview } from './parts';
import { CONTENT_WORDS } from './words';

export interface Texts {
  EN: { title: string; content: string };
  TY: { title: string; content: string };
}

/** An entry's words in both languages, side by side, each with its preview as players will see it. */
export function TextsFields({ texts, onChange }: { texts: Texts; onChange: (texts: Texts) => void }) {
  const t = useWords(CONTENT_WORDS);
  const id = useId();
  return (
    <div className="content-languages">
      {(['EN', 'TY'] as const).map((language) => {
        const name = language === 'EN' ? t.english : t.tagalog;
        const set = (field: 'title' | 'content', value: string) =>
          onChange({ ...texts, [language]: { ...texts[language], [field]: value } });
        return (
          <fieldset key={language} lang={language === 'EN' ? 'en' : 'tl'}>
            <legend>{name}</legend>
            <label>
              {t.entryTitle}
              <input required maxLength={200} value={texts[language].title} onChange={(event) => set('title', event.currentTarget.value)} />
            </label>
            <label htmlFor={`${id}-${language}`}>{t.body}</label>
            <textarea
              id={`${id}-${language}`}
              rows={10}
              maxLength={100_000}
              aria-describedby={`${id}-hint`}
              value={texts[language].content}
              onChange={(event) => set('content', event.currentTarget.value)}
            />
            <Preview html={texts[language].content} label={fill(t.previewTitle, { language: name })} />
          </fieldset>
        );
      })}
      <p id={`${id}-hint`} className="hint">
        {t.bodyHint}
      </p>
    </div>
  );
}
