import { useState } from 'react';
import { playersOfficeCalls, type PlayerDetail, type PlayerLedgerPage } from '@contract/back-office/players';
import { callOffice, OfficeError } from '../../app/api';
import { useLanguage, useWords } from '../../app/language';
import { ErrorMessage } from '../../components/ErrorMessage';
import { formatWhen } from '../../app/format';
import { wordOf } from './format';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

/** Every wallet's lines, newest first; older lines a page at a time. */
export function LedgerSection({ player }: { player: PlayerDetail }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  const [older, setOlder] = useState<PlayerLedgerPage>({ list: [], nextCursor: player.ledger.nextCursor });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OfficeError | null>(null);
  const lines = [...player.ledger.list, ...older.list];
  const more = async () => {
    if (!older.nextCursor) return;
    setBusy(true);
    setError(null);
    try {
      const page = await callOffice(playersOfficeCalls.getPlayerLedger, { id: player.id, before: older.nextCursor });
      setOlder((previous) => ({ list: [...previous.list, ...page.list], nextCursor: page.nextCursor }));
    } catch (caught) {
      setError(caught instanceof OfficeError ? caught : new OfficeError(0, 'office.unreachable', String(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section id="ledger" className="panel" aria-labelledby="ledger-title">
      <h2 id="ledger-title">{t.ledger}</h2>
      {lines.length === 0 ? (
        <p>{t.ledgerEmpty}</p>
      ) : (
        <TableScroll label={t.ledger}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.wallet}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col" className="number">
                  {t.amount}
                </th>
                <th scope="col" className="number">
                  {t.balanceAfter}
                </th>
                <th scope="col">{t.reference}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className="when">{formatWhen(line.createdAt, language)}</td>
                  <td>{line.wallet === 'REAL' ? t.walletREAL : t.walletPLAY}</td>
                  <td>{wordOf(t, `ledger.${line.kind}`)}</td>
                  <td className="number">{line.amount}</td>
                  <td className="number">{line.balanceAfter}</td>
                  <td>{line.reference ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <ErrorMessage error={error} />
      {older.nextCursor ? (
        <div className="actions">
          <button type="button" className="secondary" disabled={busy} onClick={() => void more()}>
            {t.olderLines}
          </button>
        </div>
      ) : null}
    </section>
  );
}
