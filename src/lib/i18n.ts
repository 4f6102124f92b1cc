import { proxy, useSnapshot } from 'valtio';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, type Language } from '@contract/domain';
import { setApiLanguage } from './api-client';
import { writeCookie } from './cookies';
import { CORE_NAMESPACES } from './core-namespaces';
import { translator, type NamespaceLoader, type NamespaceTexts } from './translator';

type LocaleModule = { default: NamespaceTexts };

/**
 * Each JSON file in src/locales/<lang>/ is a namespace and a chunk of its own, loaded when first
 * needed. A page the server rendered comes with the texts it drew (its facts): no script carries
 * texts, and the page's first screen needs no request for them.
 */
const onDemand = import.meta.glob<LocaleModule>('../locales/*/*.json');

/** Texts by namespace, in one language. */
export type Texts = Record<string, NamespaceTexts>;

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

const loadLocale: NamespaceLoader = async (language, namespace) => {
  const load = onDemand[`../locales/${language}/${namespace}.json`];
  return load ? (await load()).default : {};
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

/** The page's language, and the cookie that tells the server which language to render the next page in. */
function showLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(language);
  writeCookie(`${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`);
}

/**
 * Starts the texts in `language`, with `texts` already at hand (a rendered page's); the rest load
 * on demand. The server, rendering one page after another, starts them for each.
 */
export async function startI18n(language: Language, texts: Texts = {}): Promise<void> {
  languageState.ui = language;
  languageState.content = language;
  setApiLanguage(language);
  showLanguage(language);
  if (translator.isInitialized) {
    await translator.changeLanguage(localeOf(language));
    return;
  }
  translator.start(localeOf(language), texts, loadLocale);
  await translator.loadNamespaces(CORE_NAMESPACES);
}

let contentTimer: ReturnType<typeof setTimeout> | undefined;

/** Switches the interface language; content in the new language is fetched once the choice settles. */
export async function changeLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (!hasResources(language)) return;
  languageState.ui = language;
  setApiLanguage(language);
  showLanguage(language);
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
  await translator.changeLanguage(localeOf(language));
}

export const useUiLanguage = () => useSnapshot(languageState).ui;
export const useContentLanguage = () => useSnapshot(languageState).content;

export { translator };
