import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { GameType } from '@contract/domain';
import { destinationOf } from '@/lib/route-meta';

/** A link to where a game type's games are listed: its category lobby, or the game centre for types without one. */
export function GameTypeLink({ type, className, children }: { type: GameType; className?: string; children: ReactNode }) {
  const destination = destinationOf(type);
  if (destination.to === '/m/gameCenter')
    return (
      <Link to="/m/gameCenter" search={{ gameType: destination.gameType }} className={className}>
        {children}
      </Link>
    );
  return (
    <Link to={destination.to} className={className}>
      {children}
    </Link>
  );
}
