import { useState } from 'react';
import { playersOfficeCalls, PLAYER_REASON_MAX, type PlayerDetail } from '@contract/back-office/players';
import { callOffice, OfficeError } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatWhen } from '../../app/format';
import { typeLabel } from './format';
import { LedgerSection } from './LedgerSection';
import { NotesSection, StaffActionsSection } from './NotesSection';
import { ProtectionSection } from './ProtectionSection';
import { SessionsSection } from './SessionsSection';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

const SECTIONS = [
  ['profile', 'profile'],
  ['ledger', 'ledger'],
  ['sessions', 'sessions'],
  ['protection', 'protection'],
  ['notes', 'notes'],
  ['staff-actions', 'staffActions'],
] as const;

const asOfficeError = (caught: unknown) =>
  caught instanceof OfficeError ? caught : new OfficeError(0, 'office.unreachable', String(caught));

/** Lock or unlock, behind a confirmation that asks for the reason (kept in the audit trail). */
function LockControl({ player, onChanged, onStale }: { player: PlayerDetail; onChanged: (p: PlayerDetail) => void; onStale: () => void }) {
  const t = useWords(PLAYERS_WORDS);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const locking = player.lock === null;
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const call = locking ? playersOfficeCalls.lockPlayer : playersOfficeCalls.unlockPlayer;
      onChanged(await callOffice(call, { id: player.id, reason: reason.trim() }));
      setOpen(false);
      setReason('');
    } catch (caught) {
      const failure = asOfficeError(caught);
      setError(failure);
      if (failure.code === 'office.alreadyDecided') onStale();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={locking ? 'danger' : undefined} onClick={() => setOpen(true)}>
        {locking ? t.lock : t.unlock}
      </button>
      {open ? (
        <ConfirmDialog
          title={fill(locking ? t.lockTitle : t.unlockTitle, { name: player.username })}
          confirmLabel={locking ? t.lock : t.unlock}
          busy={busy || reason.trim() === ''}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <p>{locking ? t.lockBody : t.unlockBody}</p>
          <div className="stack">
            <label htmlFor="lock-reason">{t.reason}</label>
            <textarea
              id="lock-reason"
              required
              rows={3}
              maxLength={PLAYER_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </div>
          <ErrorMessage error={error} />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function ProfileSection({ player }: { player: PlayerDetail }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  return (
    <section id="profile" className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">{t.profile}</h2>
      <dl className="facts">
        <dt>{t.id}</dt>
        <dd>{player.id}</dd>
        <dt>{t.username}</dt>
        <dd>{player.username}</dd>
        <dt>{t.nickname}</dt>
        <dd>{player.nickname ?? t.none}</dd>
        <dt>{t.realName}</dt>
        <dd>{player.realName ?? t.none}</dd>
        <dt>{t.mobile}</dt>
        <dd>
          {player.mobile ?? t.none}
          {player.mobile && player.mobileVerified ? ` (${t.verified})` : ''}
        </dd>
        <dt>{t.email}</dt>
        <dd>{player.email ?? t.none}</dd>
        <dt>{t.type}</dt>
        <dd>{typeLabel(player.type, t)}</dd>
        <dt>{t.vip}</dt>
        <dd>{player.vip.name}</dd>
        <dt>{t.upline}</dt>
        <dd>
          {player.upline ? (
            <a
              href={`/office/players/${player.upline.id}`}
              onClick={(event) => {
                event.preventDefault();
                navigate('players', player.upline!.id);
              }}
            >
              {player.upline.username}
            </a>
          ) : (
            t.none
          )}
        </dd>
        <dt>{t.created}</dt>
        <dd>{formatWhen(player.createdAt, language)}</dd>
        <dt>{t.lastLogin}</dt>
        <dd>{player.lastLoginAt ? formatWhen(player.lastLoginAt, language) : t.never}</dd>
        <dt>{t.registerIp}</dt>
        <dd>{player.registerIp ?? t.none}</dd>
      </dl>
      {player.contactsMasked ? <p className="muted">{t.contactsMasked}</p> : null}
      <h3>{t.wallets}</h3>
      <TableScroll label={t.wallets}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.wallet}</th>
              <th scope="col" className="number">
                {t.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {player.wallets.map((wallet) => (
              <tr key={wallet.kind}>
                <td>{wallet.kind === 'REAL' ? t.walletREAL : t.walletPLAY}</td>
                <td className="number">
                  {wallet.balance} {wallet.currency}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}

/** One player's page: profile and wallets, ledger, sessions, limits and breaks (read only), notes, staff actions. */
export function PlayerPage({ id }: { id: number }) {
  const t = useWords(PLAYERS_WORDS);
  const shell = useWords(SHELL_WORDS);
  const language = useLanguage();
  const query = useOfficeQuery(playersOfficeCalls.getPlayer, { id });
  // The page as the last change answered it, until the next read.
  const [changed, setChanged] = useState<{ player: PlayerDetail; status: string } | null>(null);
  const player = changed?.player ?? query.data;
  const reload = () => {
    setChanged(null);
    query.reload();
  };
  const back = (
    <p>
      <a
        href="/office/players"
        onClick={(event) => {
          event.preventDefault();
          navigate('players');
        }}
      >
        {t.backToSearch}
      </a>
    </p>
  );

  if (!player) {
    return (
      <>
        <h1>{t.title}</h1>
        {back}
        {query.error ? (
          <>
            <ErrorMessage error={query.error} />
            <button type="button" className="secondary" onClick={reload}>
              {shell.tryAgain}
            </button>
          </>
        ) : (
          <p aria-busy="true">{shell.loading}</p>
        )}
      </>
    );
  }
  const show = (next: PlayerDetail, status: string) => setChanged({ player: next, status });

  return (
    <>
      <h1>{fill(t.playerTitle, { name: player.username })}</h1>
      {back}
      <div className="panel">
        <p className={player.lock ? 'badge-locked' : undefined}>
          {t.status}: {player.lock ? t.locked : t.active}
        </p>
        {player.lock ? (
          <>
            <p>
              {fill(t.lockedSince, {
                at: player.lock.at ? formatWhen(player.lock.at, language) : '—',
                by: player.lock.by ?? '—',
              })}
            </p>
            {player.lock.reason ? <p className="note-text">{fill(t.lockReason, { reason: player.lock.reason })}</p> : null}
          </>
        ) : null}
        {player.may.lock ? (
          <div className="actions">
            <LockControl player={player} onChanged={(next) => show(next, next.lock ? t.lockedNow : t.unlockedNow)} onStale={reload} />
          </div>
        ) : null}
        {changed?.status ? (
          <p className="ok" role="status">
            {changed.status}
          </p>
        ) : null}
      </div>
      <nav className="section-nav" aria-label={t.sections}>
        <ul>
          {SECTIONS.map(([anchor, word]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{t[word]}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ProfileSection player={player} />
      <LedgerSection key={player.ledger.list[0]?.id ?? 0} player={player} />
      <SessionsSection player={player} onEnded={(ended, next) => show(next, fill(t.sessionsEnded, { count: ended }))} />
      <ProtectionSection player={player} />
      <NotesSection player={player} onAdded={(next) => show(next, t.noteAdded)} />
      <StaffActionsSection player={player} />
    </>
  );
}
