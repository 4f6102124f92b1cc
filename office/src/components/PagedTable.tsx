import type { ReactNode } from 'react';
import type { OfficeQuery } from '../app/use-office-query';
import { useWords } from '../app/language';
import { SHELL_WORDS } from '../app/words';
import { Pager } from './Pager';

/**
 * A list read from the platform a page at a time: "loading" before its first answer, `nothing` when it is empty,
 * else its table (busy while it is read again) and the pager.
 */
export function PagedTable<D>({
  query,
  count,
  nothing,
  pages,
  onPage,
  above,
  head,
  rows,
}: {
  query: OfficeQuery<D>;
  count: (data: D) => number;
  nothing: ReactNode;
  pages: (data: D) => { page: number; pages: number };
  onPage: (page: number) => void;
  above?: (data: D) => ReactNode;
  /** The header row. */
  head: ReactNode;
  rows: (data: D) => ReactNode;
}) {
  const shell = useWords(SHELL_WORDS);
  const data = query.data;
  if (!data) return query.loading ? <p aria-busy="true">{shell.loading}</p> : null;
  if (count(data) === 0) return <p>{nothing}</p>;
  return (
    <>
      {above?.(data)}
      <div className="table-scroll">
        <table aria-busy={query.loading}>
          <thead>{head}</thead>
          <tbody>{rows(data)}</tbody>
        </table>
      </div>
      <Pager {...pages(data)} onPage={onPage} />
    </>
  );
}

/** Page and page count of a list answered with its total and page size. */
export const pagesOfTotal = (data: { page: number; total: number; pageSize: number }) => ({
  page: data.page,
  pages: Math.max(1, Math.ceil(data.total / data.pageSize)),
});
