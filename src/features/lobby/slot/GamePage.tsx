import './slot.css';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { LOBBY_ERROR_CODES, type OriginalGame } from '@contract/lobby';
import { Icon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { PageLoading } from '@/components/ui/Loading';
import { formatMoney } from '@/lib/format';
import type { QueryResult } from '@/lib/query/use-query';
import { currencySymbol, useSiteInfo } from '@/lib/site';
import { useDrawState } from '../api/get-draw-state';
import { useHiLoState } from '../api/get-hilo-state';
import { useSlotState } from '../api/get-slot-state';
import { DrawTable } from './DrawTable';
import { HiLoTable } from './HiLoTable';
import { SlotMachine } from './SlotMachine';
import { useDrawRefresh } from './use-draw-refresh';

export interface GamePageSearch {
  nodeId: string;
  launch: string;
  /** Which in-house game the launch is: a slot when absent. */
  play?: OriginalGame | undefined;
  name?: string | undefined;
  art?: string | undefined;
}

/**
 * An in-house game, full screen inside the app: the chosen game's name and art, then the
 * game the launch is (Tala Fruits, Gem Palace, Hi-Lo or Tala 3D) with the balance it plays with.
 */
export function GamePage({ search }: { search: GamePageSearch }) {
  if (search.play === 'HILO') return <HiLoPage search={search} />;
  if (search.play === 'DRAW') return <DrawPage search={search} />;
  return <SlotPage search={search} />;
}

function DrawPage({ search }: { search: GamePageSearch }) {
  const state = useDrawState(search.launch);
  useDrawRefresh(search.launch, state);
  return (
    <GameFrame search={search} state={state}>
      {(data, money) => <DrawTable launch={search.launch} state={data} money={money} />}
    </GameFrame>
  );
}

function SlotPage({ search }: { search: GamePageSearch }) {
  const state = useSlotState(search.launch);
  return (
    <GameFrame search={search} state={state}>
      {(data, money) => <SlotMachine launch={search.launch} state={data} money={money} />}
    </GameFrame>
  );
}

function HiLoPage({ search }: { search: GamePageSearch }) {
  const state = useHiLoState(search.launch);
  return (
    <GameFrame search={search} state={state}>
      {(data, money) => <HiLoTable launch={search.launch} state={data} money={money} />}
    </GameFrame>
  );
}

/** The page around a game: back, the game's art and name, and the game once its state has loaded. */
function GameFrame<T extends { game: { gameName: string; iconUrl: string } }>({
  search,
  state,
  children,
}: {
  search: GamePageSearch;
  state: QueryResult<T>;
  children: (data: T, money: (amount: number) => string) => ReactNode;
}) {
  const { t } = useTranslation(['lobby', 'errors']);
  const router = useRouter();
  const site = useSiteInfo();
  const symbol = currencySymbol(site);
  const money = (amount: number) => formatMoney(amount, symbol);
  const goBack = () => {
    if (window.history.length > 1) router.history.back();
    else void router.navigate({ to: '/m/home', replace: true });
  };
  const name = state.data?.game.gameName ?? search.name ?? '';
  const art = state.data?.game.iconUrl ?? search.art;
  return (
    <div className="game-page">
      <header className="game-page__bar">
        <button type="button" className="icon-btn" aria-label={t('lobby:game.back')} onClick={goBack}>
          <Icon name="back" />
        </button>
        {art && <img className="game-page__art" src={art} alt="" width={36} height={36} />}
        <h1 className="game-page__title">{name}</h1>
      </header>
      {state.status === 'error' && !state.data ? (
        state.failure?.errorCode === LOBBY_ERROR_CODES.launchExpired ? (
          <div className="game-page__ended">
            <p>{t('lobby:game.ended')}</p>
            <button type="button" className="btn btn--gold" onClick={goBack}>
              {t('lobby:game.back')}
            </button>
          </div>
        ) : (
          <LoadFailed failure={state.failure} onRetry={state.retry} />
        )
      ) : state.data ? (
        children(state.data, money)
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
