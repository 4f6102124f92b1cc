import { useState } from 'react';
import { contentOfficeCalls as calls, type OfficeHelp } from '@contract/back-office/content';
import { callOffice, type OfficeError } from '../../app/api';
import { fill, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { asOfficeError } from './parts';
import { EntryList } from './EntryList';
import { TextsFields, type Texts } from './TextsFields';
import { CONTENT_WORDS } from './words';

/** Help entries: the list, or the editor of one (`new` for a new one). */
export function HelpSection({ entryKey, onSaved }: { entryKey?: string | undefined; onSaved: () => void }) {
  const t = useWords(CONTENT_WORDS);
  const query = useOfficeQuery(calls.listHelp, {});
  const data = query.data;

  if (entryKey && data) {
    const entry = entryKey === 'new' ? null : (data.entries.find((e) => e.key === entryKey) ?? null);
    return (
      <HelpEditor
        key={entryKey}
        entry={entry}
        onDone={() => {
          onSaved();
          query.reload();
          navigate('content', 'help');
        }}
      />
    );
  }

  return (
    <EntryList
      titleId="help-list-title"
      title={t.help}
      entries={data?.entries}
      loading={query.loading}
      error={query.error}
      columns={
        <>
          <th scope="col">{t.tag}</th>
          <th scope="col">{t.status}</th>
        </>
      }
      cells={(entry) => (
        <>
          <td>{entry.tag}</td>
          <td>{entry.published ? t.live : t.unpublished}</td>
        </>
      )}
      onAdd={() => navigate('content', 'help', 'new')}
      onEdit={(entry) => navigate('content', 'help', entry.key)}
      setPublished={(entry, published) => callOffice(calls.setHelpPublished, { key: entry.key, published })}
      reload={query.reload}
    />
  );
}

function HelpEditor({ entry, onDone }: { entry: OfficeHelp | null; onDone: () => void }) {
  const t = useWords(CONTENT_WORDS);
  const [texts, setTexts] = useState<Texts>({
    EN: { title: entry?.texts.EN?.title ?? '', content: entry?.texts.EN?.content ?? '' },
    TY: { title: entry?.texts.TY?.title ?? '', content: entry?.texts.TY?.content ?? '' },
  });
  const [tag, setTag] = useState(entry?.tag ?? '');
  const [published, setPublished] = useState(entry?.published ?? true);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await callOffice(calls.saveHelp, { ...(entry ? { key: entry.key } : {}), tag, texts, published });
      onDone();
    } catch (failure) {
      setError(asOfficeError(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <form
        className="panel content-editor"
        aria-labelledby="help-editor-title"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <h2 id="help-editor-title">{entry ? (entry.texts.EN?.title ?? entry.key) : t.add}</h2>
        <TextsFields texts={texts} onChange={setTexts} />
        <fieldset className="content-fields">
          <label>
            {t.tag}
            <input required pattern="[a-z0-9-]{1,40}" value={tag} onChange={(event) => setTag(event.currentTarget.value)} />
          </label>
          <label>
            <input type="checkbox" checked={published} onChange={(event) => setPublished(event.currentTarget.checked)} />
            {t.published}
          </label>
        </fieldset>
        <ErrorMessage error={error} />
        <div className="actions">
          <button type="button" className="secondary" onClick={() => navigate('content', 'help')}>
            {t.cancel}
          </button>
          <button type="submit">{t.save}</button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmSaveTitle}
          confirmLabel={t.save}
          busy={busy}
          onConfirm={() => void save()}
          onCancel={() => setConfirming(false)}
        >
          <p>{fill(t.confirmSave, { title: texts.EN.title, when: published ? t.whenNow : t.whenHidden })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
