import { useEffect, useRef } from 'react';
import { safeHtml } from '@/lib/safe-html';

/**
 * HTML the platform sends (a notice, a promotion, a help topic), sanitised by the one policy of
 * `safeHtml` and attached as nodes. Until it is ready the box stays empty; it never holds the
 * raw string.
 */
export function RichContent({ html, className = 'rich-content' }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    void safeHtml(html).then((fragment) => {
      if (current) box.current?.replaceChildren(fragment);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <div ref={box} className={className} />;
}
