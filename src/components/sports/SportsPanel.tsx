import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/** The frame of a sports panel on Home and the sports lobby: its titled head with a way to the whole list. */
export function SportsPanel({
  headingId,
  testId,
  title,
  to,
  more,
  children,
}: {
  headingId: string;
  testId: string;
  title: string;
  to: '/m/sport-games' | '/m/in-play';
  more: string;
  children: ReactNode;
}) {
  return (
    <section className="hot-matches" aria-labelledby={headingId} data-testid={testId}>
      <div className="hot-matches__head">
        <h2 id={headingId} className="hot-matches__title">
          <Icon name="ball" size={20} />
          {title}
        </h2>
        <Link to={to} className="hot-matches__all">
          {more}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
      {children}
    </section>
  );
}
