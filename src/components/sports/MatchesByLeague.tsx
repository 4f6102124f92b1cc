import { useId } from 'react';
import type { LiveMatch } from '@contract/sports';
import { useTranslation } from '@/lib/use-translation';
import { MatchCard } from './MatchCard';

interface LeagueGroup {
  code: string;
  name: string;
  matches: LiveMatch[];
}

/** Matches under their leagues, in the order the platform lists them. */
export function groupByLeague(matches: readonly LiveMatch[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const match of matches) {
    const group = groups.get(match.league.code) ?? { code: match.league.code, name: match.league.name, matches: [] };
    group.matches.push(match);
    groups.set(match.league.code, group);
  }
  return [...groups.values()];
}

export function MatchesByLeague({ matches, onOpen }: { matches: readonly LiveMatch[]; onOpen: (match: LiveMatch) => void }) {
  return (
    <>
      {groupByLeague(matches).map((group) => (
        <LeagueMatches key={group.code} group={group} onOpen={onOpen} />
      ))}
    </>
  );
}

function LeagueMatches({ group, onOpen }: { group: LeagueGroup; onOpen: (match: LiveMatch) => void }) {
  const { t } = useTranslation('sports');
  const headingId = useId();
  return (
    <section className="match-league" aria-labelledby={headingId}>
      <h2 id={headingId} className="match-league__name">
        {group.name}
      </h2>
      <ul className="match-list" aria-label={t('inPlay.league', { league: group.name })}>
        {group.matches.map((match) => (
          <MatchCard key={match.matchId} match={match} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
