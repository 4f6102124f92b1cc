import type { Game, Vendor, Winner } from '@contract/domain';
import type { Resource } from '@/lib/use-resource';
import { ProviderPicker } from './ProviderPicker';
import { WinnersPanel } from './WinnersPanel';

/** Home's blocks below the first screen: the provider picker and the winners board. Loaded on their own. */
export default function LaterSections({
  vendors,
  winners,
  onPlay,
}: {
  vendors: Resource<Vendor[]>;
  winners: Resource<Winner[]>;
  onPlay: (game: Game) => void;
}) {
  return (
    <>
      <ProviderPicker resource={vendors} />
      <WinnersPanel resource={winners} onPlay={onPlay} />
    </>
  );
}
