import DOMPurify from 'dompurify';

/**
 * Popup HTML is written for a 750-px-wide design where 1 rem = 100 px: its px sizes
 * become `calc(n / 100 * var(--design-rem))`, and --design-rem scales with the screen.
 */
export function popupHtml(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  fragment.querySelectorAll<HTMLElement>('[style]').forEach((element) => {
    const style = element.getAttribute('style') ?? '';
    element.setAttribute(
      'style',
      style.replace(/(-?\d*\.?\d+)px/g, (_match, value: string) => `calc(${Number(value) / 100} * var(--design-rem))`),
    );
  });
  return fragment;
}
