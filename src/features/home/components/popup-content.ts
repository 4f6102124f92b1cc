import { safeHtml, type SafeHtmlOptions } from '@/lib/safe-html';

/**
 * Sanitised popup HTML, as nodes (the one sanitiser of platform HTML, `safeHtml`). Popup HTML
 * is written for a 750-px-wide design where 1 rem = 100 px: its px sizes become
 * `calc(n / 100 * var(--design-rem))`, and --design-rem scales with the screen.
 */
export async function popupHtml(html: string, options: SafeHtmlOptions = {}): Promise<DocumentFragment> {
  const fragment = await safeHtml(html, options);
  fragment.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    const style = element.getAttribute('style') ?? '';
    element.setAttribute(
      'style',
      style.replace(/(-?\d*\.?\d+)px/g, (_match, value: string) => `calc(${Number(value) / 100} * var(--design-rem))`),
    );
  });
  return fragment;
}
