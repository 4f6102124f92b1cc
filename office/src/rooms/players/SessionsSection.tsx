import { useState } from 'react';
import { playersOfficeCalls, type PlayerDetail } from '@contract/back-office/players';
import { callOffice, OfficeError } from '../../app/api';
import { fill, useLanguage, useWords } from '../../app/language';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatWhen } from '../../app/format';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

/** The player's live sessions, and ending all of them at once behind a confirmation. */
export function SessionsSection({ player, onEnded }: { player: PlayerDetail; onEnded: (ended: number, next: PlayerDetail) => void }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const end = async () => {
    setBusy(true);
    setError(null);
    try {
      const { ended, player: next } = await callOffice(playersOfficeCalls.endPlayerSessions, { id: player.id });
      setOpen(false);
      onEnded(ended, next);
    } catch (caught) {
      setError(caught instanceof OfficeError ? caught : new OfficeError(0, 'office.unreachable', String(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="sessions" className="panel" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t.sessions}</h2>
      {player.sessions.length === 0 ? (
        <p>{t.noSessions}</p>
      ) : (
        <TableScroll label={t.sessions}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.signedIn}</th>
                <th scope="col">{t.lastSeen}</th>
                <th scope="col">{t.device}</th>
                <th scope="col">{t.address}</th>
                <th scope="col">{t.door}</th>
              </tr>
            </thead>
            <tbody>
              {player.sessions.map((session) => (
                <tr key={`${session.createdAt}-${session.ip ?? ''}-${session.lastSeenAt}`}>
                  <td className="when">{formatWhen(session.createdAt, language)}</td>
                  <td className="when">{formatWhen(session.lastSeenAt, language)}</td>
                  <td>
                    {session.device ?? t.unknownDevice}
                    {session.keptSignIn ? ` (${t.keptSignedIn})` : ''}
                  </td>
                  <td>{session.ip ?? ''}</td>
                  <td>
                    {session.door === 'agent' ? t.doorAgent : t.doorMember}
                    {session.kind === 'withdrawOnly' ? ` (${t.withdrawOnly})` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {player.may.endSessions ? (
        <div className="actions">
          <button type="button" className="danger" onClick={() => setOpen(true)}>
            {t.endSessions}
          </button>
        </div>
      ) : null}
      {open ? (
        <ConfirmDialog
          title={fill(t.endSessionsTitle, { name: player.username })}
          confirmLabel={t.endSessions}
          busy={busy}
          onConfirm={() => void end()}
          onCancel={() => {
            setOpen(false);
            setError(null);
          }}
        >
          <p>{t.endSessionsBody}</p>
          <ErrorMessage error={error} />
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
