import './lobby-game.css';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { Game } from '@contract/domain';
import { favouritesState, isFavourite, toggleFavourite } from '@/lib/games/favourites';
import { isLotteryGame } from '@/lib/games/open-game';
import { afterInteractive } from '@/lib/idle';
import { isAgentSession, sessionState } from '@/lib/session';
import { Icon } from '../ui/icons';
import { showToast } from '../ui/toast';
import { tileText } from './tile-labels';

// Hearts draw from the list on the device; keeping it in step with the platform starts once the page is up
// and a member is signed in: a visitor has no list to keep, and a first visit need not load the code.
afterInteractive(() => {
  const startSync = () => void import('@/lib/games/favourite-sync').then((sync) => sync.startFavouriteSync());
  if (sessionState.info) return startSync();
  const stop = subscribe(sessionState, () => {
    if (!sessionState.info) return;
    stop();
    startSync();
  });
});

/** `none`: an agent's account keeps no favourites, so its tiles have no heart. */
type HeartState = 'off' | 'on' | 'off-pending' | 'on-pending' | 'none';

function heartStateOf(nodeId: string): HeartState {
  if (isAgentSession(sessionState.info)) return 'none';
  const user = sessionState.info?.userName ?? null;
  if (user === null || favouritesState.owner !== user) return 'off';
  const on = isFavourite(favouritesState, nodeId);
  const pending = favouritesState.queue.some((item) => item.nodeId === nodeId);
  return `${on ? 'on' : 'off'}${pending ? '-pending' : ''}`;
}

const subscribeToHearts = (onChange: () => void) => {
  const stopFavourites = subscribe(favouritesState, onChange);
  const stopSession = subscribe(sessionState, onChange);
  return () => {
    stopFavourites();
    stopSession();
  };
};

/**
 * One tile's heart, read as a single word: a Home of a hundred tiles redraws only the
 * hearts whose state changed, not every tile whenever the list or the session moves.
 */
function useHeartState(nodeId: string): HeartState {
  const read = useCallback(() => heartStateOf(nodeId), [nodeId]);
  return useSyncExternalStore(subscribeToHearts, read, read);
}

/**
 * The heart on a game tile. A visitor is sent to log in; a member's toggle shows at once
 * and reaches the platform when it can (a clock marks a toggle still waiting to sync).
 * Lottery games have no favourite toggle.
 */
export function FavouriteToggle({ game }: { game: Game }) {
  const router = useRouter();
  const heart = useHeartState(game.nodeId);
  if (isLotteryGame(game) || heart === 'none') return null;

  const on = heart === 'on' || heart === 'on-pending';
  const pending = heart.endsWith('-pending');
  const label = tileText(on ? 'favourite.remove' : 'favourite.add', game.gameName);

  const onClick = () => {
    const outcome = toggleFavourite(game);
    if (outcome === 'login') {
      void router.navigate({ to: '/m/login', search: { redirect: router.state.location.href } });
    } else if (outcome === 'full') {
      showToast(tileText('favourite.full'), { kind: 'error' });
    }
  };

  return (
    <button
      type="button"
      className={`fav-toggle${on ? ' is-on' : ''}${pending ? ' is-pending' : ''}`}
      aria-pressed={on}
      aria-label={pending ? `${label} (${tileText('favourite.pending')})` : label}
      onClick={onClick}
    >
      <Icon name="heart" size={18} fill={on ? 'currentColor' : 'none'} />
      {pending && (
        <span className="fav-toggle__pending" title={tileText('favourite.pending')}>
          <Icon name="clock" size={12} />
        </span>
      )}
    </button>
  );
}
