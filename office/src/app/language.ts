import { useSyncExternalStore } from 'react';

/** The console's languages: English and Tagalog, like the player app. */
export type OfficeLanguage = 'en' | 'ty';

/** A piece of the console's text in both languages; TY must have every key EN has. */
export interface Words<T extends Record<string, string>> {
  en: T;
  ty: { [K in keyof T]: string };
}

const STORAGE_KEY = 'office.language';
const listeners = new Set<() => void>();

function stored(): OfficeLanguage {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'ty' ? 'ty' : 'en';
  } catch {
    return 'en';
  }
}

let current: OfficeLanguage = stored();

export function setLanguage(language: OfficeLanguage): void {
  current = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  document.documentElement.lang = language === 'ty' ? 'tl' : 'en';
  shareWithSupportConsole(language);
  for (const listener of listeners) listener();
}

/** The support console at /support/ is drawn by the platform: it reads the staff member's choice from this cookie. */
function shareWithSupportConsole(language: OfficeLanguage): void {
  document.cookie = `tala_office_lang=${language}; Path=/; SameSite=Strict; Max-Age=${365 * 24 * 3600}`;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLanguage = (): OfficeLanguage => useSyncExternalStore(subscribe, () => current);

/** Fills {name} placeholders. */
export const fill = (text: string, values: Record<string, string | number> = {}) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The words of the current language: `const t = useWords(WORDS); t.title`. */
export function useWords<T extends Record<string, string>>(words: Words<T>): T {
  const language = useLanguage();
  return (language === 'ty' ? words.ty : words.en) as T;
}

document.documentElement.lang = current === 'ty' ? 'tl' : 'en';
shareWithSupportConsole(current);
