import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomeSports } from '@/components/sports/lazy';
import type { Vendor, Winner } from '@contract/domain';
import type { OnOpenGame } from '@/components/game/GameTile';
import { useTranslation } from '@/lib/use-translation';
import type { QueryResult } from '@/lib/query/use-query';
import { ProviderPicker } from './ProviderPicker';
import { WinnersPanel } from './WinnersPanel';

/** Home's blocks below the first screen: the sports books and the hot-match panel, the provider picker, the winners board and the foot's links. Loaded on their own. */
export default function LaterSections({
  vendors,
  winners,
  onPlay,
}: {
  vendors: QueryResult<Vendor[]>;
  winners: QueryResult<Winner[]>;
  onPlay: OnOpenGame;
}) {
  const { t } = useTranslation('shell');
  return (
    <>
      <Suspense fallback={null}>
        <HomeSports vendors={vendors.data} onOpen={onPlay} />
      </Suspense>
      <ProviderPicker resource={vendors} />
      <WinnersPanel resource={winners} onPlay={onPlay} />
      <p className="home-foot">
        <Link to="/m/responsibleGaming">{t('titles.responsibleGaming')}</Link>
      </p>
    </>
  );
}
