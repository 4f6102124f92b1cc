import { useState } from 'react';
import { BANNER_TYPES, bannerGroupName } from '@contract/content';
import { contentOfficeCalls as calls, type OfficeBanner } from '@contract/back-office/content';
import { LANGUAGES } from '@contract/domain';
import { callOffice, type OfficeError } from '../../app/api';
import { fill, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { asOfficeError, PictureField } from './parts';
import { CONTENT_WORDS } from './words';

const GROUPS = BANNER_TYPES.flatMap((type) => LANGUAGES.map((language) => bannerGroupName(type, language)));

type Pending = { kind: 'remove'; banner: OfficeBanner } | { kind: 'add'; title: string; url: string; link: string | null };

/** A banner group: its banners in the players' order, moved up and down, removed, and added to. */
export function BannersSection({ group: asked }: { group?: string | undefined }) {
  const t = useWords(CONTENT_WORDS);
  const shell = useWords(SHELL_WORDS);
  const group = asked && GROUPS.includes(asked) ? asked : 'm_home_EN';
  const query = useOfficeQuery(calls.listBanners, { group });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const [title, setTitle] = useState('');
  const [link, setLink] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const banners = query.data?.banners;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(asOfficeError(failure));
      return false;
    } finally {
      setBusy(false);
      setPending(null);
      query.reload();
    }
  };

  const move = (index: number, by: -1 | 1) => {
    if (!banners) return;
    const ids = banners.map((banner) => banner.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => callOffice(calls.reorderBanners, { group, ids }));
  };

  const confirm = async (change: Pending) => {
    if (change.kind === 'remove') await run(() => callOffice(calls.removeBanner, { id: change.banner.id }));
    else if (await run(() => callOffice(calls.saveBanner, { group, title: change.title, url: change.url, link: change.link }))) {
      setTitle('');
      setLink('');
      setUrl(null);
    }
  };

  return (
    <section className="panel" aria-labelledby="banners-title">
      <h2 id="banners-title">{t.banners}</h2>
      <label className="content-fields">
        {t.group}
        <select value={group} onChange={(event) => navigate('content', 'banners', event.currentTarget.value)}>
          {GROUPS.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <ErrorMessage error={error ?? query.error} />
      {!banners ? (
        query.loading ? (
          <p aria-busy="true">{shell.loading}</p>
        ) : null
      ) : banners.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ol className="content-banners">
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <img src={banner.url} alt="" />
              <span>
                <strong>{banner.title}</strong>
                {banner.link ? <small> → {banner.link}</small> : null}
              </span>
              <span className="row-actions">
                <button
                  type="button"
                  className="secondary"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={`${t.up}: ${banner.title}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="secondary"
                  disabled={busy || index === banners.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={`${t.down}: ${banner.title}`}
                >
                  ↓
                </button>
                <button type="button" className="danger" onClick={() => setPending({ kind: 'remove', banner })}>
                  {t.remove}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <form
        className="content-fields"
        onSubmit={(event) => {
          event.preventDefault();
          if (!url) return;
          setPending({ kind: 'add', title: title.trim(), url, link: link.trim() || null });
        }}
      >
        <h3>{t.addBanner}</h3>
        <label>
          {t.entryTitle}
          <input required maxLength={200} value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
        </label>
        <label>
          {t.link}
          <input value={link} pattern="(/m/.*|https://.+)" onChange={(event) => setLink(event.currentTarget.value)} />
        </label>
        <PictureField label={t.picture} value={url} onChange={setUrl} />
        {!url ? <p className="hint">{t.pictureNeeded}</p> : null}
        <div className="actions">
          <button type="submit" disabled={!url}>
            {t.addBanner}
          </button>
        </div>
      </form>
      {pending ? (
        <ConfirmDialog
          title={
            pending.kind === 'remove'
              ? fill(t.confirmRemoveTitle, { title: pending.banner.title })
              : fill(t.confirmBannerTitle, { title: pending.title, group })
          }
          confirmLabel={pending.kind === 'remove' ? t.remove : t.addBanner}
          busy={busy}
          onConfirm={() => void confirm(pending)}
          onCancel={() => setPending(null)}
        >
          <p>{pending.kind === 'remove' ? fill(t.confirmRemove, { group }) : t.confirmBanner}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
