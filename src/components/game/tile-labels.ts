import { translator } from '@/lib/i18n';

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
 * tiles, so they read the shared translator instead of each subscribing to language
 * changes (a language change brings new tiles anyway, as the games are fetched again), and
 * each sentence is looked up once per language.
 */
export function tileText(key: TileKey, name = ''): string {
  const id = `${translator.language}:${key}`;
  let template = templates.get(id);
  if (template === undefined) {
    // Before the translator has started (or while a language loads) the key stands in and is not kept.
    template = translator.isInitialized ? translator.t(key, { ns: 'common', name: NAME_SLOT }) : key;
    if (template !== key) templates.set(id, template);
  }
  return template.replace(NAME_SLOT, name);
}
