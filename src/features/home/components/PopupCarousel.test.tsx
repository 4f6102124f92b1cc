import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcement } from '@contract/domain';
import { translator } from '@/lib/translator';
import enHome from '@/locales/en/home.json';
import PopupCarousel from './PopupCarousel';

const WIDTH = 320;
const popups: Announcement[] = [1, 2].map((id) => ({
  id,
  type: 'POPUP',
  title: `Notice ${id}`,
  content: `<p>Body ${id}</p>`,
  startDate: '2026-11-01T00:00:00Z',
  endDate: null,
  noExpiry: 1,
  promoAnnouncementCategoryIds: [],
  announcementImages: [],
  read: false,
}));

// jsdom lays nothing out: the popup is a phone's popup wide, as the slider measures it.
const realOffsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => WIDTH });
  translator.start('en', { home: enHome });
});
afterAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', realOffsetWidth);
});

describe('the popup announcements', () => {
  it('go forward and back with next and previous, which stop at the ends', async () => {
    render(<PopupCarousel popups={popups} onClose={() => undefined} />);
    const next = await screen.findByRole('button', { name: enHome.next });
    const previous = screen.getByRole('button', { name: enHome.previous });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect((previous as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(next));
    expect(await screen.findByText('2 / 2')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);

    await act(async () => fireEvent.click(previous));
    expect(await screen.findByText('1 / 2')).toBeTruthy();
  });
});
