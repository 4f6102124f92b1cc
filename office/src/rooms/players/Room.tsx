import { PlayerPage } from './PlayerPage';
import { PlayerSearch } from './PlayerSearch';
import './players.css';

/** The players room: the search at /office/players, a player's page at /office/players/<id>. */
export default function Room({ path }: { path: string[] }) {
  const id = path[0] && /^[1-9]\d{0,9}$/.test(path[0]) ? Number(path[0]) : null;
  return id ? <PlayerPage key={id} id={id} /> : <PlayerSearch />;
}
