import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onAPhoneClock } from './on-a-phone-clock';
import type { Banner } from '@contract/domain';
import { translator } from '@/lib/translator';
import enCommon from '@/locales/en/common.json';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS, BannerCarousel } from './BannerCarousel';

const WIDTH = 360;
const banners: Banner[] = [1, 2, 3].map((id) => ({ id, title: `Banner ${id}`, url: `/banner-${id}.png`, groupName: 'home', link: null }));

const { advance } = onAPhoneClock(WIDTH);
beforeAll(() => translator.start('en', { common: enCommon }));
const dot = (n: number, of = banners.length) => screen.getByRole('button', { name: `${n} / ${of}` });

/** Where a banner's slide is drawn: its place in the row plus the slider's shift of it. */
function drawnAt(title: string): number {
  const slide = screen.getByRole('img', { name: title }).closest<HTMLElement>('.keen-slider__slide')!;
  const index = [...slide.parentElement!.children].indexOf(slide);
  const shift = /translate3d\((-?[\d.]+)px/.exec(slide.style.transform)?.[1];
  return index * WIDTH + Number(shift ?? 0);
}

describe('the banner carousel', () => {
  it('moves to the next banner every 4 seconds, each move taking 600 ms', () => {
    render(<BannerCarousel banners={banners} label="Banners" />);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(drawnAt('Banner 1')).toBe(0);

    advance(BANNER_AUTOPLAY_MS - 1);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
    expect(drawnAt('Banner 2')).toBe(WIDTH);

    advance(1 + BANNER_TRANSITION_MS / 2);
    const halfway = drawnAt('Banner 2');
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(WIDTH);

    advance(BANNER_TRANSITION_MS / 2 + 50);
    expect(drawnAt('Banner 2')).toBe(0);
    expect(dot(2).getAttribute('aria-current')).toBe('true');
  });

  it('comes round from the last banner to the first from the right, not back across the others', () => {
    render(<BannerCarousel banners={banners} label="Banners" />);
    fireEvent.click(dot(3));
    advance(BANNER_TRANSITION_MS + 50);
    expect(drawnAt('Banner 3')).toBe(0);

    advance(BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS / 2);
    expect(drawnAt('Banner 1')).toBeGreaterThan(0);
    expect(drawnAt('Banner 3')).toBeLessThan(0);
    advance(BANNER_TRANSITION_MS / 2 + 50);
    expect(drawnAt('Banner 1')).toBe(0);
    expect(dot(1).getAttribute('aria-current')).toBe('true');
  });

  it('stands still while the keyboard is on it, arrow-key moves included, and goes on once the focus leaves', () => {
    render(<BannerCarousel banners={banners} label="Banners" />);
    const track = screen.getByRole('group', { name: 'Banners' });
    act(() => track.focus());
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    advance(BANNER_TRANSITION_MS + 50);
    expect(drawnAt('Banner 2')).toBe(0);

    advance(3 * BANNER_AUTOPLAY_MS);
    expect(drawnAt('Banner 2')).toBe(0);

    act(() => track.blur());
    advance(BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS + 50);
    expect(drawnAt('Banner 3')).toBe(0);
  });

  it('stands still once the player stops it with its button, and goes on a move after they start it again', () => {
    render(<BannerCarousel banners={banners} label="Banners" />);
    fireEvent.click(screen.getByRole('button', { name: enCommon.bannerCarousel.pause }));
    advance(3 * (BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS));
    expect(drawnAt('Banner 1')).toBe(0);
    expect(dot(1).getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: enCommon.bannerCarousel.play }));
    advance(BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS + 50);
    expect(drawnAt('Banner 2')).toBe(0);
    expect(screen.getByRole('button', { name: enCommon.bannerCarousel.pause })).toBeTruthy();
  });

  it('keeps a single banner still, with no dots', () => {
    render(<BannerCarousel banners={banners.slice(0, 1)} label="Banners" />);
    advance(3 * BANNER_AUTOPLAY_MS);
    expect(screen.getByRole('img', { name: 'Banner 1' }).closest('.keen-slider')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides a banner whose picture fails, and goes on with the others', () => {
    render(<BannerCarousel banners={banners} label="Banners" />);
    fireEvent.error(screen.getByRole('img', { name: 'Banner 2' }));
    expect(screen.queryByRole('img', { name: 'Banner 2' })).toBeNull();
    expect(dot(1, 2).getAttribute('aria-current')).toBe('true');
    advance(BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS + 50);
    expect(drawnAt('Banner 3')).toBe(0);
    expect(dot(2, 2).getAttribute('aria-current')).toBe('true');
  });
});
