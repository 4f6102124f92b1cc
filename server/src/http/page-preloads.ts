import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../contract/domain';

/**
 * The app pages a player often opens first from a link (a shared promotion, the install guide):
 * their own code and texts, by the source file the build names them after.
 */
const PAGE_MODULES: Readonly<Record<string, { module: string; loader?: string; namespaces: readonly string[]; painted?: true }>> = {
  // The server paints this page's first screen with the page's own classes (first-screen.ts): its styles apply at once.
  '/m/activity': { module: 'src/routes/content/activity.lazy.tsx', namespaces: ['content'], painted: true },
  '/m/activityDetail': { module: 'src/routes/content/activity-detail.lazy.tsx', namespaces: ['content'] },
  '/m/download': { module: 'src/routes/content/download.lazy.tsx', namespaces: ['content'] },
  '/m/notice': { module: 'src/routes/content/notice.lazy.tsx', namespaces: ['content'] },
  '/m/help': { module: 'src/routes/content/help.lazy.tsx', namespaces: ['content'] },
  // The member pages, opened from a bookmark or a reload while there: the footer's member centre.
  '/m/mine': { module: 'src/routes/content/mine.lazy.tsx', namespaces: ['member'] },
  '/m/member/home': { module: 'src/routes/member/member-home.lazy.tsx', namespaces: ['member'] },
  // Deposit and withdraw: the header's money shortcuts, and where a payment's return link leads back to.
  // The deposit form is painted by the server for a member (first-screen.ts): its styles then apply at once.
  '/m/voucherCenter': {
    module: 'src/routes/member/voucher-center.lazy.tsx',
    // The route's loader asks for the channels with this module, as the page's code arrives.
    loader: 'src/features/wallet/api/prefetch-deposit-options.ts',
    namespaces: ['wallet'],
  },
  '/m/withdraw': { module: 'src/routes/member/withdraw.lazy.tsx', namespaces: ['wallet'] },
};

/**
 * Links for a page's `<head>`: `head` goes at its top, ahead of the scripts; `styles` (the page's
 * stylesheets, for a page the server paints) at its end, after the app's own stylesheet, in the
 * order the app would add them, so the cascade is the same.
 */
export interface PageLinks {
  head: string;
  styles: string;
}

export const NO_LINKS: PageLinks = { head: '', styles: '' };

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * Links that ask for a page's scripts, styles and texts while the start-up scripts arrive,
 * instead of after them: without them the page's code waits for start-up to run, and its texts
 * for the page's code.
 */
export function createPagePreloads(distDir: string) {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let manifest = { mtimeMs: -1, entries: {} as Record<string, ManifestEntry> };
  const entries = () => {
    if (!existsSync(manifestFile)) return {};
    const { mtimeMs } = statSync(manifestFile);
    if (mtimeMs !== manifest.mtimeMs)
      manifest = { mtimeMs, entries: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry> };
    return manifest.entries;
  };

  /** `painted`: the server paints this request's first screen (some pages only for some requests). */
  return (pagePath: string, language: Language, painted = false): PageLinks => {
    const page = PAGE_MODULES[pagePath];
    const all = entries();
    if (!page || !all[page.module]) return NO_LINKS;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const entry = all[key];
      // index.html's own scripts are already on their way.
      if (!entry || key === 'index.html' || scripts.has(entry.file)) return;
      scripts.add(entry.file);
      for (const style of entry.css ?? []) styles.add(style);
      for (const imported of entry.imports ?? []) visit(imported);
    };
    visit(page.module);
    if (page.loader) visit(page.loader);
    for (const namespace of page.namespaces) visit(`src/locales/${language.toLowerCase()}/${namespace}.json`);
    const modules = [...scripts].map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
    return page.painted || painted
      ? { head: modules, styles: [...styles].map((file) => `<link rel="stylesheet" href="/${file}" crossorigin>`).join('') }
      : { head: [...styles].map((file) => `<link rel="preload" as="style" href="/${file}" crossorigin>`).join('') + modules, styles: '' };
  };
}
