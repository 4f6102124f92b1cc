import { useState, type FormEvent } from 'react';
import { playersOfficeCalls, PLAYER_NOTE_MAX, type PlayerDetail } from '@contract/back-office/players';
import { callOffice, OfficeError } from '../../app/api';
import { useLanguage, useWords } from '../../app/language';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatWhen } from '../../app/format';
import { wordOf } from './format';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

/** Notes between staff, newest first, shown as the text written; a new one when the role may add it. */
export function NotesSection({ player, onAdded }: { player: PlayerDetail; onAdded: (next: PlayerDetail) => void }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onAdded(await callOffice(playersOfficeCalls.addPlayerNote, { id: player.id, text: text.trim() }));
      setText('');
    } catch (caught) {
      setError(caught instanceof OfficeError ? caught : new OfficeError(0, 'office.unreachable', String(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="notes" className="panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{t.notes}</h2>
      {player.may.addNote ? (
        <form className="stack" onSubmit={(event) => void submit(event)}>
          <label htmlFor="new-note">{t.newNote}</label>
          <textarea
            id="new-note"
            rows={3}
            required
            maxLength={PLAYER_NOTE_MAX}
            value={text}
            aria-describedby="new-note-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <p id="new-note-hint" className="muted">
            {t.noteHint}
          </p>
          <ErrorMessage error={error} />
          <div>
            <button type="submit" disabled={busy || text.trim() === ''}>
              {t.addNote}
            </button>
          </div>
        </form>
      ) : null}
      {player.notes.length === 0 ? (
        <p>{t.noNotes}</p>
      ) : (
        <ul className="notes-list">
          {player.notes.map((note) => (
            <li key={note.id}>
              <p className="muted">
                {formatWhen(note.createdAt, language)} · {note.staff}
              </p>
              <p className="note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What staff did to the account, from the audit trail, newest first. */
export function StaffActionsSection({ player }: { player: PlayerDetail }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  return (
    <section id="staff-actions" className="panel" aria-labelledby="staff-actions-title">
      <h2 id="staff-actions-title">{t.staffActions}</h2>
      {player.staffActions.length === 0 ? (
        <p>{t.noStaffActions}</p>
      ) : (
        <TableScroll label={t.staffActions}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.by}</th>
                <th scope="col">{t.reasonColumn}</th>
              </tr>
            </thead>
            <tbody>
              {player.staffActions.map((action, index) => (
                <tr key={`${action.at}-${index}`}>
                  <td className="when">{formatWhen(action.at, language)}</td>
                  <td>{wordOf(t, `action.${action.action}`)}</td>
                  <td>{action.staff}</td>
                  <td className="note-text">{action.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
