import { useState } from 'react';
import {
  contentOfficeCalls as calls,
  PROMOTION_KINDS,
  type AnnouncementKind,
  type OfficeAnnouncement,
} from '@contract/back-office/content';
import { callOffice, type OfficeError } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { asOfficeError, PictureField } from './parts';
import { EntryList } from './EntryList';
import { TextsFields, type Texts } from './TextsFields';
import { CONTENT_WORDS } from './words';

type T = (typeof CONTENT_WORDS)['en'];
type Listed = (typeof calls.listAnnouncements)['response']['_zod']['output'];

/** Where an entry stands for players: shown now, waiting for its time, unpublished, or past its window. */
export function statusOf(entry: Pick<OfficeAnnouncement, 'published' | 'live' | 'publishAt'>, t: T): string {
  if (entry.live) return t.live;
  if (!entry.published) return t.unpublished;
  return entry.publishAt && Date.parse(entry.publishAt) > Date.now() ? t.scheduled : t.ended;
}

/** A list of one kind of announcement, or the editor of one entry (`new` for a new one). */
export function AnnouncementsSection({
  kind,
  entryKey,
  onSaved,
}: {
  kind: AnnouncementKind;
  entryKey?: string | undefined;
  onSaved: () => void;
}) {
  const t = useWords(CONTENT_WORDS);
  const query = useOfficeQuery(calls.listAnnouncements, { kind });
  const data = query.data;

  if (entryKey && data) {
    const entry = entryKey === 'new' ? null : (data.entries.find((e) => e.key === entryKey) ?? null);
    return (
      <AnnouncementEditor
        key={entryKey}
        kind={kind}
        entry={entry}
        listed={data}
        onDone={() => {
          onSaved();
          query.reload();
          navigate('content', kind);
        }}
      />
    );
  }

  return (
    <EntryList
      titleId="content-list-title"
      title={t[kind]}
      entries={data?.entries}
      loading={query.loading}
      error={query.error}
      nothing={t.none}
      columns={
        <>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.dates}</th>
        </>
      }
      cells={(entry) => (
        <>
          <td>{statusOf(entry, t)}</td>
          <td className="content-dates">
            {entry.startDate} – {entry.endDate ?? '∞'}
          </td>
        </>
      )}
      onAdd={() => navigate('content', kind, 'new')}
      onEdit={(entry) => navigate('content', kind, entry.key)}
      setPublished={(entry, published) => callOffice(calls.setAnnouncementPublished, { kind, key: entry.key, published })}
      reload={query.reload}
    />
  );
}

/** A moment as a datetime-local field shows it (the browser's time zone), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const today = () => new Date().toISOString().slice(0, 10);

function AnnouncementEditor({
  kind,
  entry,
  listed,
  onDone,
}: {
  kind: AnnouncementKind;
  entry: OfficeAnnouncement | null;
  listed: Listed;
  onDone: () => void;
}) {
  const t = useWords(CONTENT_WORDS);
  const language = useLanguage();
  const promotion = PROMOTION_KINDS.includes(kind);
  const [texts, setTexts] = useState<Texts>({
    EN: { title: entry?.texts.EN?.title ?? '', content: entry?.texts.EN?.content ?? '' },
    TY: { title: entry?.texts.TY?.title ?? '', content: entry?.texts.TY?.content ?? '' },
  });
  const [startDate, setStartDate] = useState(entry?.startDate ?? today());
  const [endDate, setEndDate] = useState<string | null>(entry ? entry.endDate : null);
  const [published, setPublished] = useState(entry?.published ?? true);
  const [publishAt, setPublishAt] = useState(toLocalInput(entry?.publishAt ?? null));
  const [unpublishAt, setUnpublishAt] = useState(toLocalInput(entry?.unpublishAt ?? null));
  const [categoryIds, setCategoryIds] = useState<number[]>(entry?.categoryIds ?? []);
  const [bonusCode, setBonusCode] = useState<string | null>(entry?.bonusCode ?? null);
  const [cover, setCover] = useState<string | null>(entry?.cover ?? null);
  const [detail, setDetail] = useState<string | null>(entry?.detail ?? null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await callOffice(calls.saveAnnouncement, {
        ...(entry ? { key: entry.key } : {}),
        kind,
        texts,
        startDate,
        endDate,
        published,
        publishAt: fromLocalInput(publishAt),
        unpublishAt: fromLocalInput(unpublishAt),
        categoryIds: promotion ? categoryIds : [],
        bonusCode: promotion ? bonusCode : null,
        cover,
        detail,
      });
      onDone();
    } catch (failure) {
      setError(asOfficeError(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const when = !published ? t.whenHidden : publishAt ? fill(t.whenLater, { date: new Date(publishAt).toLocaleString() }) : t.whenNow;

  return (
    <>
      <form
        className="panel content-editor"
        aria-labelledby="content-editor-title"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <h2 id="content-editor-title">{entry ? (entry.texts.EN?.title ?? entry.key) : t.add}</h2>
        <TextsFields texts={texts} onChange={setTexts} />
        <fieldset className="content-fields">
          <legend>{t.dates}</legend>
          <label>
            {t.startDate}
            <input type="date" required value={startDate} onChange={(event) => setStartDate(event.currentTarget.value)} />
          </label>
          <label>
            <input
              type="checkbox"
              checked={endDate === null}
              onChange={(event) => setEndDate(event.currentTarget.checked ? null : startDate)}
            />
            {t.longTerm}
          </label>
          {endDate !== null ? (
            <label>
              {t.endDate}
              <input type="date" required min={startDate} value={endDate} onChange={(event) => setEndDate(event.currentTarget.value)} />
            </label>
          ) : null}
          <label>
            <input type="checkbox" checked={published} onChange={(event) => setPublished(event.currentTarget.checked)} />
            {t.published}
          </label>
          <label>
            {t.publishAt}
            <input type="datetime-local" value={publishAt} onChange={(event) => setPublishAt(event.currentTarget.value)} />
          </label>
          <label>
            {t.unpublishAt}
            <input type="datetime-local" value={unpublishAt} onChange={(event) => setUnpublishAt(event.currentTarget.value)} />
          </label>
        </fieldset>
        {promotion ? (
          <>
            <fieldset className="content-fields">
              <legend>{t.categories}</legend>
              {listed.categories.map((category) => (
                <label key={category.id}>
                  <input
                    type="checkbox"
                    checked={categoryIds.includes(category.id)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked;
                      setCategoryIds((ids) => (on ? [...ids, category.id] : ids.filter((id) => id !== category.id)));
                    }}
                  />
                  {language === 'ty' ? category.nameTy : category.nameEn}
                </label>
              ))}
            </fieldset>
            <label className="content-fields">
              {t.bonus}
              <select value={bonusCode ?? ''} onChange={(event) => setBonusCode(event.currentTarget.value || null)}>
                <option value="">{t.noBonus}</option>
                {listed.bonuses.map((bonus) => (
                  <option key={bonus.code} value={bonus.code}>
                    {bonus.name} —{' '}
                    {fill(t.bonusTerms, {
                      percent: bonus.percent,
                      max: (bonus.maxCents / 100).toLocaleString('en-PH'),
                      min: (bonus.minDepositCents / 100).toLocaleString('en-PH'),
                      turnover: bonus.turnoverMultiple,
                    })}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : null}
        <div className="content-pictures">
          <PictureField label={t.cover} value={cover} onChange={setCover} />
          <PictureField label={t.detail} value={detail} onChange={setDetail} />
        </div>
        <ErrorMessage error={error} />
        <div className="actions">
          <button type="button" className="secondary" onClick={() => navigate('content', kind)}>
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
          <p>{fill(t.confirmSave, { title: texts.EN.title, when })}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
