import { useEffect, useRef } from 'react';
import { safeHtml, serverSafeMarkup } from '@/lib/safe-html';

/** A short fingerprint of the HTML the server drew from: the browser keeps the server's nodes only for the same HTML. */
function fingerprint(html: string): string {
  let hash = 0x811c9dc5;
  for (let at = 0; at < html.length; at += 1) hash = Math.imul(hash ^ html.charCodeAt(at), 0x01000193);
  return `${html.length}.${(hash >>> 0).toString(36)}`;
}

/** In the browser the box is React's to leave alone: its nodes are attached below, or were drawn by the server. */
const FILLED_BELOW = { __html: '' };

/**
 * HTML the platform sends (a notice, a promotion, a help topic), sanitised by the one policy of
 * `safeHtml` and attached as nodes. Until it is ready the box stays empty; it never holds the
 * raw string. Where the server renders the page, it fills the box by the same policy and the
 * browser keeps those nodes for the same HTML: the page does not empty and refill as it is taken over.
 */
export function RichContent({ html, className = 'rich-content' }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    const served = element?.getAttribute('data-served');
    element?.removeAttribute('data-served');
    if (served === fingerprint(html)) return;
    let current = true;
    void safeHtml(html).then((fragment) => {
      if (current) box.current?.replaceChildren(fragment);
    });
    return () => {
      current = false;
    };
  }, [html]);
  if (import.meta.env.SSR)
    return <div className={className} data-served={fingerprint(html)} dangerouslySetInnerHTML={{ __html: serverSafeMarkup(html) }} />;
  return <div ref={box} className={className} dangerouslySetInnerHTML={FILLED_BELOW} />;
}
