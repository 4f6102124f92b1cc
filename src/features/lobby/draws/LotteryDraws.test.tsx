import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Game } from '@contract/domain';
import type { Numero } from '@contract/lottery';
import { forgetQueries, setRetryDelays } from '@/lib/query/client';
import { startI18n } from '@/lib/i18n';
import { formatTime } from '@/lib/dates';
import LotteryDraws from './LotteryDraws';

const tala: Game = {
  nodeId: '900004',
  gameId: 'bgs-4',
  gameCode: '4',
  gameName: 'Tala 3D',
  nodeName: 'Tala 3D',
  vassalage: 'BGS',
  vendorName: 'Tala Originals',
  gameType: 'LOTT',
  gameCategory: 'LOTT',
  gameClassify: null,
  iconUrl: '/cdn/game/bgs-4.png',
  showIcon: true,
  isHot: false,
  isNew: true,
  supportPlay: true,
  isGameH5: true,
  playType: 'trad',
  lottoMode: 'Lott',
  minBet: 1,
  minLine: 1,
};

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const numero = (): Numero => ({ game: tala, numero: '20261127-1715', drawAt: inMinutes(4), closesAt: inMinutes(3) });
const answer = (value: unknown) =>
  new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  await startI18n('EN');
  setRetryDelays([]);
});

describe("a lottery lobby's next draws", () => {
  it("shows each drawn lottery's numero and when its tickets close, and opens the lottery when played", async () => {
    const next = numero();
    vi.stubGlobal('fetch', async () => answer({ list: [next] }));
    const onOpen = vi.fn();
    render(
      <Suspense fallback={null}>
        <LotteryDraws gameType="LOTT" onOpen={onOpen} />
      </Suspense>,
    );
    const section = await screen.findByRole('region', { name: 'Next draws' });
    expect(section.textContent).toContain(`Draw no. 20261127-1715, drawn at ${formatTime(next.drawAt)}`);
    expect(section.textContent).toContain(`Tickets for this draw close at ${formatTime(next.closesAt)}.`);
    fireEvent.click(screen.getByRole('button', { name: 'Open Tala 3D' }));
    expect(onOpen).toHaveBeenCalledWith(tala);
    vi.unstubAllGlobals();
  });

  it('shows nothing in a lobby whose lotteries all draw at their provider', async () => {
    await forgetQueries(['numero']);
    const fetched = vi.fn(async () => answer({ list: [numero()] }));
    vi.stubGlobal('fetch', fetched);
    const { container } = render(<LotteryDraws gameType="ELOTT" onOpen={vi.fn()} />);
    await vi.waitFor(() => expect(fetched).toHaveBeenCalled());
    await new Promise((settled) => setTimeout(settled, 0));
    expect(container.textContent).toBe('');
    vi.unstubAllGlobals();
  });
});
