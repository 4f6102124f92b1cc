/** The meta element the build writes with the start-up stages' files (build/boot-stage-preloads.ts). */
export const BOOT_STAGES_META = 'tala-boot-stages';

/** Starts downloading every start-up stage at once, so none waits for the one before it. */
export function preloadBootStages(): void {
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${BOOT_STAGES_META}"]`)?.content.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
