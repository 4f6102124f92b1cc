import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PAGE_HINTS_FILE, type PageHints } from '../contract/page-rendering';

interface FirstPage {
  module: string;
  painted: boolean;
}

/** The text namespaces a module draws from: `useTranslation('content')`, `useTranslation(['a', 'b'])`. */
const TRANSLATION_CALL = /useTranslation\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const LOCALE_MODULE = /\/src\/locales\/([a-z]+)\/([\w-]+)\.json$/;

/**
 * Writes, for each page players open first (src/routes/first-pages.ts), the files it needs first:
 * its code and what that imports, its stylesheets, and (for a page the app draws) its texts' files by language, leaving out
 * whatever start-up loads anyway (`isStartUp`): the server asks for them with the page's head,
 * before it reads the page's data, and a file the entry already imports is never asked for twice.
 */
export function pageHints({
  pages,
  coreNamespaces,
  isStartUp,
}: {
  pages: Readonly<Record<string, FirstPage>>;
  /** The shell's texts, which every page draws from. */
  coreNamespaces: readonly string[];
  isStartUp: (file: string) => boolean;
}): Plugin {
  const namespacesOf = new Map<string, string[]>();
  return {
    name: 'tala:page-hints',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!id.includes('/src/') || id.includes('node_modules')) return null;
        const found = [...code.matchAll(TRANSLATION_CALL)].flatMap((match) =>
          [...match[1]!.matchAll(/['"]([\w-]+)['"]/g)].map((m) => m[1]!),
        );
        if (found.length) namespacesOf.set(id, found);
        return null;
      },
    },
    // After Vite's own steps: those drop the chunks that only carried a stylesheet.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
        const texts = new Map<string, Map<string, string>>();
        for (const chunk of chunks) {
          const locale = chunk.facadeModuleId ? LOCALE_MODULE.exec(chunk.facadeModuleId) : null;
          if (locale) texts.set(locale[2]!, (texts.get(locale[2]!) ?? new Map()).set(locale[1]!.toUpperCase(), chunk.fileName));
        }
        // Start-up's own stylesheets (the shell's) arrive only once its scripts ran: a page drawn before them needs them too.
        const shellStyles = chunks
          .filter((chunk) => isStartUp(chunk.fileName) && !chunk.isEntry)
          .flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
        const hints: PageHints = {};
        for (const [pagePath, page] of Object.entries(pages)) {
          const module = path.resolve(page.module);
          // The bundler may merge a page into a chunk of its own making: found by the modules it holds.
          const entry = chunks.find((chunk) => chunk.facadeModuleId === module) ?? chunks.find((chunk) => chunk.moduleIds.includes(module));
          if (!entry) throw new Error(`${page.module} (${pagePath}) is in no chunk of the build: update src/routes/first-pages.ts`);
          const scripts = new Set<string>();
          const styles = new Set<string>(shellStyles);
          const namespaces = new Set<string>(coreNamespaces);
          const visit = (chunk: Rollup.OutputChunk) => {
            if (scripts.has(chunk.fileName) || isStartUp(chunk.fileName)) return;
            scripts.add(chunk.fileName);
            for (const style of chunk.viteMetadata?.importedCss ?? []) styles.add(style);
            for (const id of chunk.moduleIds) for (const namespace of namespacesOf.get(id) ?? []) namespaces.add(namespace);
            for (const imported of chunk.imports) {
              const next = bundle[imported];
              if (next?.type === 'chunk') visit(next);
            }
          };
          visit(entry);
          // A page the server draws carries the texts it drew from (and the shell's) in its facts: its texts' files would be fetched for nothing.
          const byLanguage: Record<string, string[]> = {};
          if (!page.painted)
            for (const namespace of namespaces)
              for (const [language, file] of texts.get(namespace) ?? []) if (!isStartUp(file)) (byLanguage[language] ??= []).push(file);
          hints[pagePath] = { painted: page.painted, scripts: [...scripts], styles: [...styles], texts: byLanguage };
        }
        this.emitFile({ type: 'asset', fileName: PAGE_HINTS_FILE, source: JSON.stringify(hints, null, 1) });
      },
    },
  };
}
