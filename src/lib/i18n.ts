import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@contract/domain';
import { setApiLanguage } from './api-client';

type LocaleModule = { default: ResourceKey };

/**
 * The default language's core namespaces ship inside the main bundle so the first screen
 * needs no extra request; every other file (the other language, feature namespaces) is
 * its own chunk, loaded when first needed. Each JSON file in src/locales/<lang>/ is a namespace.
 */
const bundled = import.meta.glob<LocaleModule>(
  ['../locales/ty/common.json', '../locales/ty/shell.json', '../locales/ty/home.json', '../locales/ty/errors.json'],
  { eager: true },
);
const onDemand = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/ty/common.json',
  '!../locales/ty/shell.json',
  '!../locales/ty/home.json',
  '!../locales/ty/errors.json',
]);

/** Namespaces every screen of the shell uses; feature namespaces load with their pages. */
export const CORE_NAMESPACES = ['common', 'shell', 'home', 'errors'] as const;

export const LANGUAGE_KEY = 'tala.language';
export { DEFAULT_LANGUAGE };
/** A language change re-fetches language-bound content this long after the last change. */
export const CONTENT_LANGUAGE_DEBOUNCE_MS = 250;

const localeOf = (language: Language) => language.toLowerCase();
const htmlLangOf = (language: Language) => (language === 'TY' ? 'fil' : 'en');

export const hasResources = (code: string): code is Language => (LANGUAGES as readonly string[]).includes(code);

/**
 * The languages the picker lists: only those the product has complete. The platform's 35-code
 * label dictionary (LANGUAGE_LABELS, language-names.ts) still names whatever code it sends.
 */
export const PICKER_LANGUAGES: readonly Language[] = LANGUAGES;

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const file = `../locales/${language}/${namespace}.json`;
    const inline = bundled[file];
    if (inline) return callback(null, inline.default);
    const load = onDemand[file];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** `ui` follows the picker at once; `content` (what data is fetched in) follows after a short pause. */
export const languageState = proxy<{ ui: Language; content: Language }>({ ui: DEFAULT_LANGUAGE, content: DEFAULT_LANGUAGE });

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value && hasResources(value) ? value : null;
  } catch {
    return null;
  }
}

/** The player's choice, else the site's configured default, else TY. */
export function initialLanguage(siteDefault?: Language | null): Language {
  return storedLanguage() ?? siteDefault ?? DEFAULT_LANGUAGE;
}

/** Tells the server which language the next Home page it sends should be painted in. */
function mirrorLanguageCookie(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export async function startI18n(language: Language): Promise<void> {
  languageState.ui = language;
  languageState.content = language;
  setApiLanguage(language);
  document.documentElement.lang = htmlLangOf(language);
  mirrorLanguageCookie(language);
  await i18next.use(localeBackend).init({
    lng: localeOf(language),
    supportedLngs: LANGUAGES.map(localeOf),
    fallbackLng: false,
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Players' consoles are for the app's own messages.
    showSupportNotice: false,
  });
}

let contentTimer: ReturnType<typeof setTimeout> | undefined;

/** Switches the interface language; content in the new language is fetched once the choice settles. */
export async function changeLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (!hasResources(language)) return;
  languageState.ui = language;
  setApiLanguage(language);
  document.documentElement.lang = htmlLangOf(language);
  mirrorLanguageCookie(language);
  if (options.remember !== false) {
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // The choice still holds for this visit.
    }
  }
  clearTimeout(contentTimer);
  contentTimer = setTimeout(() => {
    languageState.content = language;
  }, CONTENT_LANGUAGE_DEBOUNCE_MS);
  await i18next.changeLanguage(localeOf(language));
}

export const useUiLanguage = () => useSnapshot(languageState).ui;
export const useContentLanguage = () => useSnapshot(languageState).content;

export { i18next };
