import { Link } from '@tanstack/react-router';
import type { Game, Vendor, Winner } from '@contract/domain';
import { useTranslation } from '@/lib/use-translation';
import type { QueryResult } from '@/lib/query/use-query';
import { ProviderPicker } from './ProviderPicker';
import { WinnersPanel } from './WinnersPanel';

/** Home's blocks below the first screen: the provider picker, the winners board and the foot's links. Loaded on their own. */
export default function LaterSections({
  vendors,
  winners,
  onPlay,
}: {
  vendors: QueryResult<Vendor[]>;
  winners: QueryResult<Winner[]>;
  onPlay: (game: Game) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      <ProviderPicker resource={vendors} />
      <WinnersPanel resource={winners} onPlay={onPlay} />
      <p className="home-foot">
        <Link to="/m/responsibleGaming">{t('titles.responsibleGaming')}</Link>
      </p>
    </>
  );
}
