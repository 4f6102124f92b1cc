import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { BOOT_STAGES_META } from '../src/app/boot/boot-stages';

/**
 * Start-up imports its stages (languages, React, the routes) dynamically so that each is
 * evaluated in a task of its own, and only once the first frame has been drawn. Their files
 * are wanted together then, not one after another: this lists each stage and what it imports
 * in a meta element of the built page, and the entry preloads them all at that moment.
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
        const visit = (chunk: Rollup.OutputChunk) => {
          if (files.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) {
            const next = bundle[imported];
            if (next?.type === 'chunk') visit(next);
          }
        };
        for (const chunk of stageChunks(bundle, wanted)) visit(chunk);
        const listed = [...files].filter((file) => !html.includes(`/${file}"`)).map((file) => `/${file}`);
        return html.replace('</head>', `  <meta name="${BOOT_STAGES_META}" content="${listed.join(' ')}">\n</head>`);
      },
    },
  };
}

function stageChunks(bundle: Rollup.OutputBundle, wanted: string[]): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return wanted.map((module) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === module || candidate.moduleIds.includes(module));
    if (!chunk) throw new Error(`boot stage ${module} is in no chunk of the build`);
    return chunk;
  });
}
