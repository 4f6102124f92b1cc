import { i18next } from '@/lib/i18n';

type TileKey =
  | 'favourite.add'
  | 'favourite.remove'
  | 'favourite.pending'
  | 'favourite.full'
  | 'freePlay.label'
  | 'freePlay.short'
  | 'liveTable.players'
  | 'liveTable.limits'
  | 'demo.label'
  | 'demo.description';

const NAME_SLOT = '\u2063name\u2063';
const templates = new Map<string, string>();

/**
 * A game tile's words, such as "Add {{name}} to favourites". A screen holds dozens of
 * tiles, so they read the shared i18next instance instead of each subscribing to language
 * changes (a language change brings new tiles anyway, as the games are fetched again), and
 * each sentence is looked up once per language.
 */
export function tileText(key: TileKey, name = ''): string {
  const id = `${i18next.language}:${key}`;
  let template = templates.get(id);
  if (template === undefined) {
    // Before i18next has started (or while a language loads) the key stands in and is not kept.
    const translated: unknown = i18next.isInitialized ? i18next.t(key, { ns: 'common', name: NAME_SLOT }) : key;
    template = typeof translated === 'string' ? translated : key;
    if (template !== key) templates.set(id, template);
  }
  return template.replace(NAME_SLOT, name);
}
