import { fill, useWords } from '../app/language';
import { SHELL_WORDS } from '../app/words';

/** Previous and next page of a list, with where the list is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useWords(SHELL_WORDS);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={fill(t.pageOf, { page, pages })}>
      <button type="button" className="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previousPage}
      </button>
      <span>{fill(t.pageOf, { page, pages })}</span>
      <button type="button" className="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.nextPage}
      </button>
    </nav>
  );
}
