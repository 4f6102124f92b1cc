import type { Game, Vendor, Winner } from '@contract/domain';
import type { QueryResult } from '@/lib/query/use-query';
import { ProviderPicker } from './ProviderPicker';
import { WinnersPanel } from './WinnersPanel';

/** Home's blocks below the first screen: the provider picker and the winners board. Loaded on their own. */
export default function LaterSections({
  vendors,
  winners,
  onPlay,
}: {
  vendors: QueryResult<Vendor[]>;
  winners: QueryResult<Winner[]>;
  onPlay: (game: Game) => void;
}) {
  return (
    <>
      <ProviderPicker resource={vendors} />
      <WinnersPanel resource={winners} onPlay={onPlay} />
    </>
  );
}
