import type { Plugin, Rollup } from 'vite';

/**
 * Every dynamic import carries the list of files to fetch beside it (Vite's preload list). Files the
 * entry and its boot stages load are always there before any page is opened, so naming them again in every
 * page's list only adds bytes to the route table that Home's first visit downloads. This plugin
 * notes that graph before the lists are written; `withoutStartUpFiles` drops those
 * files from each list.
 */
export function startUpDeps(bootStages: readonly string[]): {
  plugin: Plugin;
  withoutStartUpFiles: (deps: string[]) => string[];
  isStartUp: (file: string) => boolean;
} {
  const startUp = new Set<string>();
  const plugin: Plugin = {
    name: 'start-up-deps',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle: Rollup.OutputBundle) {
        startUp.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (!chunk || chunk.type !== 'chunk' || startUp.has(fileName)) return;
          startUp.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        const isBootStage = (id: string | null) => id !== null && bootStages.some((stage) => id.endsWith(stage));
        for (const [fileName, chunk] of Object.entries(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || isBootStage(chunk.facadeModuleId))) visit(fileName);
        }
      },
    },
  };
  return { plugin, withoutStartUpFiles: (deps) => deps.filter((dep) => !startUp.has(dep)), isStartUp: (file) => startUp.has(file) };
}
