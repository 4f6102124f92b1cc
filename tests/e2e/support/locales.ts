import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };

/** Reads a locale text the way the app shows it: `text('ty', 'home', 'sections.hot')`. */
export function text(language: 'en' | 'ty', namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const tree = JSON.parse(readFileSync(path.resolve('src/locales', language, `${namespace}.json`), 'utf8')) as Tree;
  const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  if (typeof found !== 'string') throw new Error(`no text ${language}:${namespace}:${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? ''));
}
