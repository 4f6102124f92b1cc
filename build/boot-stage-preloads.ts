import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rollup';

/**
 * Start-up imports its later stages (languages, React, the routes) dynamically so that
 * each is evaluated in a task of its own. Their files are still wanted at once: this adds
 * a module preload for each stage and what it imports to the built page, so they download
 * together with the entry instead of one after another.
 */
export function bootStagePreloads({ modules }: { modules: string[] }): Plugin {
  const wanted = modules.map((module) => path.resolve(module));
  return {
    name: 'tala:boot-stage-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const files = new Set<string>();
        const visit = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        for (const chunk of stageChunks(bundle, wanted)) visit(chunk);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`);
        if (links.length === 0) return html;
        return html.replace('</head>', `  ${links.join('\n  ')}\n</head>`);
      },
    },
  };
}

function stageChunks(bundle: OutputBundle, wanted: string[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  return wanted.map((module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === module || candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`boot stage ${module} is in no chunk of the build`);
    return chunk;
  });
}
