import type { ReactNode } from 'react';
import type { WithdrawalDetail } from '@contract/back-office/cashier';
import { fill, useLanguage, useWords } from '../../app/language';
import { peso } from '../../app/format';
import { timeOf } from './format';
import { CASHIER_WORDS } from './words';

/** What the cashier weighs a request against: money, play (bets net of refunds), recent payments, and the player's own breaks and limits. */
export function PlayerContext({ player }: { player: WithdrawalDetail['player'] }) {
  const t = useWords(CASHIER_WORDS);
  const language = useLanguage();
  const when = (at: string) => <time dateTime={at}>{timeOf(at, language)}</time>;
  const activeBreak = player.protection.activeBreak;

  return (
    <section aria-labelledby="player-title">
      <h2 id="player-title">{t.player}</h2>
      <div className="cashier-columns">
        <div className="panel">
          <dl className="facts">
            <dt>{t.balance}</dt>
            <dd>{peso(player.balance)}</dd>
            <dt>{t.bonusLocked}</dt>
            <dd>{peso(player.bonusLocked)}</dd>
            <dt>{t.turnoverLeft}</dt>
            <dd>{peso(player.turnoverLeft)}</dd>
          </dl>
          <div className="table-scroll">
            <table>
              <caption className="visually-hidden">{t.results}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.period}</th>
                  <th scope="col" className="number">
                    {t.bets}
                  </th>
                  <th scope="col" className="number">
                    {t.wins}
                  </th>
                  <th scope="col" className="number">
                    {t.net}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(
                  [
                    [t.last7, player.last7Days],
                    [t.last30, player.last30Days],
                  ] as const
                ).map(([label, figures]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td className="number">{peso(figures.bets)}</td>
                    <td className="number">{peso(figures.wins)}</td>
                    <td className="number">{peso(figures.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className="panel">
          <h3>{t.protection}</h3>
          <p>
            {activeBreak
              ? fill(activeBreak.selfExclusion ? t.selfExclusion : t.onBreak, {
                  period: activeBreak.period,
                  until: timeOf(activeBreak.endsAt, language),
                })
              : t.noBreak}
          </p>
          {player.protection.limits.length === 0 ? (
            <p>{t.noLimits}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t.limit}</th>
                  <th scope="col" className="number">
                    {t.amount}
                  </th>
                  <th scope="col" className="number">
                    {t.used}
                  </th>
                  <th scope="col" className="number">
                    {t.remaining}
                  </th>
                </tr>
              </thead>
              <tbody>
                {player.protection.limits.map((limit) => {
                  // Money limits are amounts; the session limit is minutes.
                  const shown = (text: string) => (limit.key === 'SESSION_MINUTES' ? text : peso(text));
                  return (
                    <tr key={limit.key}>
                      <th scope="row">{t[limit.key]}</th>
                      <td className="number">{shown(limit.value)}</td>
                      <td className="number">{shown(limit.used)}</td>
                      <td className="number">{limit.remaining === null ? '—' : shown(limit.remaining)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </div>
      </div>

      <RecentTable
        title={t.recentDeposits}
        empty={player.deposits.length === 0}
        head={
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.time}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
            <th scope="col" className="number">
              {t.paid}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        }
        rows={player.deposits.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.id}</th>
            <td>{when(row.createdAt)}</td>
            <td className="number">{peso(row.amount)}</td>
            <td className="number">{row.paid === null ? '—' : peso(row.paid)}</td>
            <td>{t[row.status]}</td>
          </tr>
        ))}
      />

      <RecentTable
        title={t.recentWithdrawals}
        empty={player.withdrawals.length === 0}
        head={
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.time}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
            <th scope="col">{t.status}</th>
          </tr>
        }
        rows={player.withdrawals.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.id}</th>
            <td>{when(row.createdAt)}</td>
            <td className="number">{peso(row.amount)}</td>
            <td>{t[row.status]}</td>
          </tr>
        ))}
      />

      <RecentTable
        title={t.recentBets}
        empty={player.bets.length === 0}
        head={
          <tr>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.game}</th>
            <th scope="col" className="number">
              {t.stake}
            </th>
            <th scope="col" className="number">
              {t.won}
            </th>
          </tr>
        }
        rows={player.bets.map((row, index) => (
          <tr key={index}>
            <td>{when(row.at)}</td>
            <td>
              {row.game ?? '—'}
              {row.settled ? null : ` (${t.waitingForDraw})`}
            </td>
            <td className="number">{peso(row.stake)}</td>
            <td className="number">{peso(row.won)}</td>
          </tr>
        ))}
      />
    </section>
  );
}

/** One of the player's recent lists under its heading, or "nothing" when it is empty. */
function RecentTable({ title, empty, head, rows }: { title: string; empty: boolean; head: ReactNode; rows: ReactNode }) {
  const t = useWords(CASHIER_WORDS);
  return (
    <>
      <h3>{title}</h3>
      {empty ? (
        <p>{t.nothing}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>{head}</thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </>
  );
}
