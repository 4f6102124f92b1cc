/*
 * The app's texts: namespaces of nested JSON keys per language, looked up as `namespace:key.path`
 * or through a list of namespaces, with `{{name}}` values and `count` choosing a `_one`/`_other`
 * form by the language's plural rules. That is all the app asked of i18next, whose 13 KB was the
 * largest part of a first visit after React and the router (docs/decisions/0025-translator.md).
 */

type TextTree = { [key: string]: string | TextTree };
/** One namespace's texts, as its JSON file holds them. */
export type NamespaceTexts = TextTree;

export type TOptions = {
  /** A number chooses the plural form; a string ("99+") is only shown. */
  count?: number | string | null;
  defaultValue?: string;
  ns?: string | readonly string[];
  [value: string]: unknown;
};
export type TFunction = (key: string, options?: TOptions) => string;

/** Loads one namespace's texts in one language; the app's answer is a JSON chunk. */
export type NamespaceLoader = (language: string, namespace: string) => Promise<NamespaceTexts>;

type Translator = {
  language: string;
  isInitialized: boolean;
  start(language: string, given?: Record<string, NamespaceTexts>, load?: NamespaceLoader): void;
  addTexts(language: string, namespace: string, tree: NamespaceTexts): void;
  texts(language: string, namespace: string): NamespaceTexts | undefined;
  hasLoadedNamespace(namespace: string, language?: string): boolean;
  loadNamespaces(namespaces: string | readonly string[], language?: string): Promise<void>;
  changeLanguage(language: string): Promise<void>;
  t: TFunction;
  getFixedT(namespaces?: string | readonly string[], language?: string): TFunction;
  subscribe(listener: () => void): () => void;
};

const NAMESPACE_SEPARATOR = ':';
const DEFAULT_NAMESPACE = 'common';
const VALUE = /\{\{\s*([\w.]+)\s*\}\}/g;

const texts = new Map<string, NamespaceTexts>();
const loading = new Map<string, Promise<void>>();
/** Namespaces whose file could not be fetched (offline before it was cached): drawn by their keys until a retry brings them. */
const failed = new Set<string>();
const listeners = new Set<() => void>();
const pluralRules = new Map<string, Intl.PluralRules>();
let loader: NamespaceLoader = () => Promise.resolve({});

let retryBound = false;

const slot = (language: string, namespace: string) => `${language}|${namespace}`;

/** Back online: the namespaces that failed are asked for again, and the screens drawn by their keys get their texts. */
function retryFailed(): void {
  for (const id of failed) {
    const [language, namespace] = id.split('|') as [string, string];
    void translator.loadNamespaces(namespace, language);
  }
}
const changed = () => {
  for (const listener of listeners) listener();
};

function lookUp(language: string, namespace: string, key: string): string | undefined {
  let node: string | TextTree | undefined = texts.get(slot(language, namespace));
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function fillValues(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(VALUE, (slotText, name: string) => {
    if (!(name in options)) return slotText;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value as string | number);
  });
}

function translate(language: string, namespaces: readonly string[], fullKey: string, options?: TOptions): string {
  const split = fullKey.indexOf(NAMESPACE_SEPARATOR);
  const key = split < 0 ? fullKey : fullKey.slice(split + 1);
  const asked = options?.ns;
  const searched = split >= 0 ? [fullKey.slice(0, split)] : asked === undefined ? namespaces : typeof asked === 'string' ? [asked] : asked;
  const count = options?.count;
  const keys = count === undefined || typeof count === 'string' ? [key] : [`${key}_${pluralForm(language, Number(count))}`, key];
  for (const namespace of searched) {
    for (const candidate of keys) {
      const found = lookUp(language, namespace, candidate);
      if (found !== undefined) return fillValues(found, options);
    }
  }
  return options?.defaultValue === undefined ? key : fillValues(options.defaultValue, options);
}

export const translator: Translator = {
  /** The language texts are drawn in: `ty` or `en`. */
  language: '',
  isInitialized: false,

  /** Starts in `language` with some namespaces' texts at hand; others come from `load` when first asked for. */
  start(language: string, given: Record<string, NamespaceTexts> = {}, load?: NamespaceLoader): void {
    if (load) loader = load;
    if (!retryBound && typeof window !== 'undefined') {
      retryBound = true;
      window.addEventListener('online', retryFailed);
    }
    for (const [namespace, tree] of Object.entries(given)) translator.addTexts(language, namespace, tree);
    translator.language = language;
    translator.isInitialized = true;
    changed();
  },

  /** Adds a namespace's texts in a language; texts already there stay. */
  addTexts(language: string, namespace: string, tree: NamespaceTexts): void {
    const id = slot(language, namespace);
    texts.set(id, { ...tree, ...texts.get(id) });
    changed();
  },

  texts(language: string, namespace: string): NamespaceTexts | undefined {
    return texts.get(slot(language, namespace));
  },

  /** Whether a namespace's texts are at hand, or its file failed (then a screen draws its keys rather than wait). */
  hasLoadedNamespace(namespace: string, language = translator.language): boolean {
    const id = slot(language, namespace);
    return texts.has(id) || failed.has(id);
  },

  /**
   * Loads namespaces not yet at hand in the current language (or `language`). A namespace that fails to load is
   * drawn by its keys, and asked for again by the next call that needs it and when the browser is back online.
   */
  loadNamespaces(namespaces: string | readonly string[], language = translator.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(
      list.map((namespace) => {
        const id = slot(language, namespace);
        if (texts.has(id)) return undefined;
        let pending = loading.get(id);
        if (!pending) {
          pending = loader(language, namespace).then(
            (tree) => {
              loading.delete(id);
              failed.delete(id);
              translator.addTexts(language, namespace, tree);
            },
            () => {
              loading.delete(id);
              failed.add(id);
            },
          );
          loading.set(id, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  },

  /** Switches language once the namespaces in use are at hand in it, so no screen waits on a blank. */
  async changeLanguage(language: string): Promise<void> {
    if (language === translator.language) return;
    const inUse = [...texts.keys()].filter((id) => id.startsWith(`${translator.language}|`)).map((id) => id.split('|')[1]!);
    await translator.loadNamespaces(inUse, language);
    translator.language = language;
    changed();
  },

  t(key: string, options?: TOptions): string {
    return translate(translator.language, [DEFAULT_NAMESPACE], key, options);
  },

  /** A `t` over `namespaces`, in their order, for the language in use when it is called. */
  getFixedT(namespaces: string | readonly string[] = DEFAULT_NAMESPACE, language?: string): TFunction {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return (key, options) => translate(language ?? translator.language, list, key, options);
  },

  /** Called whenever the language or the texts at hand change. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
