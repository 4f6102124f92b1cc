import type { ReactNode } from 'react';
import { fill, useWords } from '../../app/language';
import { PLAYERS_WORDS } from './words';

/**
 * A table that scrolls sideways on a narrow screen: a named region the keyboard can reach, so its
 * hidden columns can be scrolled to without a mouse.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const t = useWords(PLAYERS_WORDS);
  return (
    <div className="table-scroll" role="region" aria-label={fill(t.tableOf, { name: label })} tabIndex={0}>
      {children}
    </div>
  );
}
