import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LiveMatch } from '@contract/sports';
import { forgetQueries, setRetryDelays } from '@/lib/query/client';
import { startI18n } from '@/lib/i18n';
import en from '@/locales/en/sports.json';
import errors from '@/locales/en/errors.json';
import InPlayPage from './InPlayPage';

vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ navigate: vi.fn() }), useNavigate: () => vi.fn() }));

const match: LiveMatch = {
  matchId: 'EPL-250000-0',
  league: { code: 'EPL', name: 'English Premier League' },
  home: { name: 'Arsenal', score: 2 },
  away: { name: 'Chelsea', score: 1 },
  period: 'SECOND_HALF',
  minute: 90,
  addedMinute: 3,
  kickoffAt: '2026-11-27T10:15:00.000Z',
  odds: { home: 1.04, draw: 12.5, away: 51 },
  nodeId: '100001',
};

const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
const page = () =>
  render(
    <Suspense fallback={null}>
      <InPlayPage />
    </Suspense>,
  );

beforeAll(async () => {
  await startI18n('EN');
  setRetryDelays([]);
});

describe('the in-play page', () => {
  it('lists a live match under its league with its minute, score and three odds', async () => {
    vi.stubGlobal('fetch', async () => answer({ asOf: Date.now(), matches: [match], books: [] }));
    page();
    expect(await screen.findByRole('heading', { name: 'English Premier League' })).toBeTruthy();
    const card = screen.getByRole('button', { name: 'Arsenal vs Chelsea' }).closest('li')!;
    expect(card.textContent).toContain("90+3'");
    expect(card.textContent).toContain(`${en.match.score} 2 – 1`);
    expect([...card.querySelectorAll('dd')].map((odds) => odds.textContent)).toEqual(['1.04', '12.50', '51.00']);
    vi.unstubAllGlobals();
  });

  it('says so when no match is live, and offers a retry when the list cannot load', async () => {
    vi.stubGlobal('fetch', async () => answer({ asOf: Date.now() + 1, matches: [], books: [] }));
    const { unmount } = page();
    expect(await screen.findByText(en.inPlay.empty)).toBeTruthy();
    unmount();
    await forgetQueries(['liveMatches']);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, errorCode: 'system.error' }), { status: 500 }));
    page();
    expect(await screen.findByRole('button', { name: errors.loadFailed })).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
