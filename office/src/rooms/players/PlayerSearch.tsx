import { useState, type FormEvent } from 'react';
import { PLAYER_SEARCH_KEYS, playersOfficeCalls } from '@contract/back-office/players';
import { useLanguage, useWords } from '../../app/language';
import { navigate } from '../../app/router';
import { useOfficeQuery } from '../../app/use-office-query';
import { SHELL_WORDS } from '../../app/words';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Pager } from '../../components/Pager';
import { formatWhen } from '../../app/format';
import { typeLabel } from './format';
import { TableScroll } from './TableScroll';
import { PLAYERS_WORDS } from './words';

type SearchKey = (typeof PLAYER_SEARCH_KEYS)[number];
interface Search {
  q: string;
  by: SearchKey;
  page: number;
}

const BY_WORD = { any: 'byAny', username: 'byUsername', mobile: 'byMobile', id: 'byId' } as const;

/** The last search, kept while the console is open: coming back from a player's page finds it again. */
let lastSearch: Search | null = null;

function Results({ search, onPage }: { search: Search; onPage: (page: number) => void }) {
  const t = useWords(PLAYERS_WORDS);
  const shell = useWords(SHELL_WORDS);
  const language = useLanguage();
  const { data, error, loading, reload } = useOfficeQuery(playersOfficeCalls.searchPlayers, search);
  if (error) {
    return (
      <div>
        <ErrorMessage error={error} />
        <button type="button" className="secondary" onClick={reload}>
          {shell.tryAgain}
        </button>
      </div>
    );
  }
  if (!data) return <p aria-busy="true">{shell.loading}</p>;
  if (data.list.length === 0) return <p role="status">{t.noPlayers}</p>;
  return (
    <section aria-labelledby="players-found" aria-busy={loading}>
      <h2 id="players-found">{t.results}</h2>
      <TableScroll label={t.results}>
        <table>
          <thead>
            <tr>
              <th scope="col" className="number">
                {t.id}
              </th>
              <th scope="col">{t.username}</th>
              <th scope="col">{t.type}</th>
              <th scope="col">{t.status}</th>
              <th scope="col">{t.created}</th>
              <th scope="col">{t.lastLogin}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((player) => (
              <tr key={player.id}>
                <td className="number">{player.id}</td>
                <td>
                  <a
                    href={`/office/players/${player.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate('players', player.id);
                    }}
                  >
                    {player.username}
                  </a>
                </td>
                <td>{typeLabel(player.type, t)}</td>
                <td className={player.locked ? 'badge-locked' : undefined}>{player.locked ? t.locked : t.active}</td>
                <td className="when">{formatWhen(player.createdAt, language)}</td>
                <td className="when">{player.lastLoginAt ? formatWhen(player.lastLoginAt, language) : t.never}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={data.page} pages={data.hasMore ? data.page + 1 : data.page} onPage={onPage} />
    </section>
  );
}

/** Find a player by username (its beginning), mobile number or id. */
export function PlayerSearch() {
  const t = useWords(PLAYERS_WORDS);
  const [search, setSearch] = useState<Search | null>(lastSearch);
  const show = (next: Search) => {
    lastSearch = next;
    setSearch(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const q = String(form.get('q') ?? '').trim();
    const by = String(form.get('by') ?? 'any') as SearchKey;
    if (q) show({ q, by: PLAYER_SEARCH_KEYS.includes(by) ? by : 'any', page: 1 });
  };
  return (
    <>
      <h1>{t.title}</h1>
      <form className="filters panel" role="search" onSubmit={submit}>
        <label>
          <span>{t.searchLabel}</span>
          <input name="q" type="search" required maxLength={40} defaultValue={search?.q ?? ''} aria-describedby="player-search-hint" />
        </label>
        <label>
          <span>{t.searchBy}</span>
          <select name="by" defaultValue={search?.by ?? 'any'}>
            {PLAYER_SEARCH_KEYS.map((key) => (
              <option key={key} value={key}>
                {t[BY_WORD[key]]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t.search}</button>
        <p id="player-search-hint" className="muted">
          {t.searchHint}
        </p>
      </form>
      {search ? <Results search={search} onPage={(page) => show({ ...search, page })} /> : null}
    </>
  );
}
