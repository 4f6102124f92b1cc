import type { PlayerDetail } from '@contract/back-office/players';
import { fill, useLanguage, useWords } from '../../app/language';
import { formatWhen } from '../../app/format';
import { wordOf } from './format';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T/;

/** The player's own limits, reality check and breaks: read only, with no control that changes them. */
export function ProtectionSection({ player }: { player: PlayerDetail }) {
  const t = useWords(PLAYERS_WORDS);
  const language = useLanguage();
  const { protection } = player;
  const taken = protection.activeBreak;
  // A history entry names a limit, a break period or the reality check's minutes.
  const subjectWord = (subject: string) => {
    const words = t as Record<string, string>;
    return words[`limit.${subject}`] ?? words[`period.${subject}`] ?? subject;
  };
  return (
    <section id="protection" className="panel" aria-labelledby="protection-title">
      <h2 id="protection-title">{t.protection}</h2>
      <p className="muted">{t.protectionReadOnly}</p>
      <p className={taken ? 'notice' : undefined}>
        {taken
          ? fill(taken.selfExclusion ? t.selfExcluded : t.onBreak, {
              period: wordOf(t, `period.${taken.period}`),
              until: formatWhen(taken.endsAt, language),
            })
          : t.noBreak}
      </p>
      {protection.loginBlockedUntil ? (
        <p className="notice">{fill(t.loginBlocked, { until: formatWhen(protection.loginBlockedUntil, language) })}</p>
      ) : null}
      <dl className="facts">
        <dt>{t.realityCheck}</dt>
        <dd>{protection.realityCheckMinutes ? fill(t.everyMinutes, { minutes: protection.realityCheckMinutes }) : t.off}</dd>
      </dl>
      <TableScroll label={t.protection}>
        <table>
          <thead>
            <tr>
              <th scope="col">{t.limit}</th>
              <th scope="col" className="number">
                {t.value}
              </th>
              <th scope="col" className="number">
                {t.used}
              </th>
              <th scope="col" className="number">
                {t.remaining}
              </th>
              <th scope="col">{t.pending}</th>
            </tr>
          </thead>
          <tbody>
            {protection.limits.map((limit) => (
              <tr key={limit.key}>
                <th scope="row">{wordOf(t, `limit.${limit.key}`)}</th>
                <td className="number">{limit.value ?? t.noLimit}</td>
                <td className="number">{limit.key === 'SESSION_MINUTES' ? '' : limit.used}</td>
                <td className="number">{limit.remaining ?? ''}</td>
                <td>
                  {limit.pending
                    ? fill(t.pendingTo, { value: limit.pending.value ?? t.noLimit, at: formatWhen(limit.pending.confirmableAt, language) })
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h3>{t.history}</h3>
      {protection.history.length === 0 ? (
        <p>{t.noHistory}</p>
      ) : (
        <TableScroll label={t.history}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.action}</th>
                <th scope="col">{t.limit}</th>
                <th scope="col">{t.value}</th>
              </tr>
            </thead>
            <tbody>
              {protection.history.map((entry, index) => (
                <tr key={`${entry.at}-${index}`}>
                  <td className="when">{formatWhen(entry.at, language)}</td>
                  <td>{wordOf(t, `history.${entry.action}`)}</td>
                  <td>{entry.subject ? subjectWord(entry.subject) : ''}</td>
                  <td>{entry.value === null ? '' : ISO_MOMENT.test(entry.value) ? formatWhen(entry.value, language) : entry.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
