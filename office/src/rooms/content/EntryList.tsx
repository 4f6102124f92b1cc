import { useState, type ReactNode } from 'react';
import type { OfficeError } from '../../app/api';
import { fill, useWords } from '../../app/language';
import { SHELL_WORDS } from '../../app/words';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { asOfficeError } from './parts';
import { CONTENT_WORDS } from './words';

/** What a listed entry needs to be published or unpublished from its row. */
interface Publishable {
  key: string;
  published: boolean;
  texts: { EN: { title: string } | null; TY: { title: string } | null };
}

/**
 * Publishing or unpublishing a listed entry after staff confirm it: the row's buttons, the dialog,
 * and the failure to show; the list is read again either way.
 */
function usePublishToggle<E extends Publishable>(setPublished: (entry: E, published: boolean) => Promise<unknown>, reload: () => void) {
  const t = useWords(CONTENT_WORDS);
  const [toggling, setToggling] = useState<E | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);

  const toggle = async (entry: E) => {
    setBusy(true);
    setError(null);
    try {
      await setPublished(entry, !entry.published);
    } catch (failure) {
      setError(asOfficeError(failure));
    } finally {
      setBusy(false);
      setToggling(null);
      reload();
    }
  };

  const rowActions = (entry: E, onEdit: () => void): ReactNode => (
    <td className="row-actions">
      <button type="button" className="secondary" onClick={onEdit}>
        {t.edit}
      </button>
      <button type="button" className={entry.published ? 'danger' : 'secondary'} onClick={() => setToggling(entry)}>
        {entry.published ? t.unpublish : t.publish}
      </button>
    </td>
  );

  const dialog = toggling ? (
    <ConfirmDialog
      title={fill(toggling.published ? t.confirmUnpublishTitle : t.confirmPublishTitle, {
        title: toggling.texts.EN?.title ?? toggling.key,
      })}
      confirmLabel={toggling.published ? t.unpublish : t.publish}
      busy={busy}
      onConfirm={() => void toggle(toggling)}
      onCancel={() => setToggling(null)}
    >
      <p>{toggling.published ? t.confirmUnpublish : t.confirmPublish}</p>
    </ConfirmDialog>
  ) : null;

  return { error, rowActions, dialog };
}

/**
 * A list of entries staff write in both languages: its heading, "add", the failure, the table (titles in both
 * languages, the room's own `columns`, then edit and publish/unpublish on each row), or "loading" before the first answer.
 */
export function EntryList<E extends Publishable>({
  titleId,
  title,
  entries,
  loading,
  error,
  nothing,
  columns,
  cells,
  onAdd,
  onEdit,
  setPublished,
  reload,
}: {
  titleId: string;
  title: string;
  entries: E[] | undefined;
  loading: boolean;
  error: OfficeError | null;
  /** What an empty list says; without it an empty list shows its bare table. */
  nothing?: string;
  columns: ReactNode;
  cells: (entry: E) => ReactNode;
  onAdd: () => void;
  onEdit: (entry: E) => void;
  setPublished: (entry: E, published: boolean) => Promise<unknown>;
  reload: () => void;
}) {
  const t = useWords(CONTENT_WORDS);
  const shell = useWords(SHELL_WORDS);
  const publishing = usePublishToggle(setPublished, reload);
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <div className="actions">
        <button type="button" onClick={onAdd}>
          {t.add}
        </button>
      </div>
      <ErrorMessage error={publishing.error ?? error} />
      {!entries ? (
        loading ? (
          <p aria-busy="true">{shell.loading}</p>
        ) : null
      ) : nothing !== undefined && entries.length === 0 ? (
        <p>{nothing}</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.titleEn}</th>
                <th scope="col">{t.titleTy}</th>
                {columns}
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.key}>
                  <td>{entry.texts.EN?.title ?? '—'}</td>
                  <td>{entry.texts.TY?.title ?? '—'}</td>
                  {cells(entry)}
                  {publishing.rowActions(entry, () => onEdit(entry))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {publishing.dialog}
    </section>
  );
}
