import { expect, it } from 'vitest';
import { popularAnnouncementCalls } from '../../../contract/calls/popular-announcements';
import { contentCalls } from '../../../contract/content';
import { describeOnEachDatabase } from '../helpers';
import { get } from './call';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

describeOnEachDatabase('announcements, notices and help', (use) => {
  it('answers home banners of the language when no group is named', async () => {
    for (const language of ['EN', 'TY'] as const) {
      const value = await get(use().app, contentCalls.getAnnouncements, { types: 'B', language });
      expect(value.banners.length).toBeGreaterThan(0);
      expect(new Set(value.banners.map((b) => b.groupName))).toEqual(new Set([`m_home_${language}`]));
      expect(value.player).toEqual([]);
      expect(value.promotion).toEqual([]);
    }
  });

  it('answers the banners of the named group only', async () => {
    const value = await get(use().app, contentCalls.getAnnouncements, { types: 'B', groupName: 'm_rng_EN', language: 'EN' });
    expect(value.banners.length).toBeGreaterThan(0);
    expect(value.banners.every((b) => b.groupName === 'm_rng_EN')).toBe(true);
    const none = await get(use().app, contentCalls.getAnnouncements, { types: 'B', groupName: 'm_nothing_EN', language: 'EN' });
    expect(none.banners).toEqual([]);
  });

  it('fills each requested list with announcements of its type, unread for a visitor', async () => {
    const value = await get(use().app, contentCalls.getAnnouncements, { types: 'B,PL,PU,PR,H', language: 'EN' });
    const lists = { PL: value.player, PU: value.popup, H: value.hot, PR: value.promotion };
    for (const [type, list] of Object.entries(lists)) {
      expect(list.length, type).toBeGreaterThan(0);
      expect(
        list.every((a) => a.type === type),
        type,
      ).toBe(true);
      expect(
        list.every((a) => DATE.test(a.startDate) && (a.endDate === null || DATE.test(a.endDate))),
        type,
      ).toBe(true);
      expect(
        list.every((a) => a.read === false),
        type,
      ).toBe(true);
    }
    expect(value.banners.length).toBeGreaterThan(0);
  });

  it('answers the full promotion list with categories in the request language', async () => {
    const en = await get(use().app, contentCalls.getAnnouncements, { types: 'Promotion', language: 'EN' });
    const ty = await get(use().app, contentCalls.getAnnouncements, { types: 'Promotion', language: 'TY' });
    expect(en.promotion.length).toBeGreaterThan(0);
    expect(en.promotion.every((p) => p.type === 'Promotion' && p.announcementImages[0]?.sequence === 1)).toBe(true);
    const home = await get(use().app, contentCalls.getAnnouncements, { types: 'PR', language: 'EN' });
    expect(home.promotion.length).toBeLessThan(en.promotion.length);
    const both = await get(use().app, contentCalls.getAnnouncements, { types: 'PR,Promotion', language: 'EN' });
    expect(both.promotion.map((p) => p.id)).toEqual(en.promotion.map((p) => p.id));
    expect(en.categories.length).toBeGreaterThan(0);
    expect(en.categories.map((c) => c.id)).toEqual(ty.categories.map((c) => c.id));
    expect(en.categories.map((c) => c.name)).not.toEqual(ty.categories.map((c) => c.name));
    expect(en.promotion.map((p) => p.title)).not.toEqual(ty.promotion.map((p) => p.title));
    const categoryIds = new Set(en.categories.map((c) => c.id));
    expect(en.promotion.flatMap((p) => p.promoAnnouncementCategoryIds).every((id) => categoryIds.has(id))).toBe(true);
    expect(en.player).toEqual([]);
    expect(en.banners).toEqual([]);
  });

  it('answers different notices in English and Tagalog', async () => {
    const en = await get(use().app, contentCalls.getAnnouncements, { types: 'PL', language: 'EN' });
    const ty = await get(use().app, contentCalls.getAnnouncements, { types: 'PL', language: 'TY' });
    expect(en.player.length).toBeGreaterThan(0);
    expect(ty.player.length).toBeGreaterThan(0);
    expect(en.player.map((a) => a.title)).not.toEqual(ty.player.map((a) => a.title));
  });

  it('pages the player notices', async () => {
    const { app } = use();
    const all = (await get(app, contentCalls.getAnnouncements, { types: 'PL', language: 'EN' })).player;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const first = await get(app, contentCalls.getNoticeList, { language: 'EN', pageNo: 1, pageSize: 2 });
    const second = await get(app, contentCalls.getNoticeList, { language: 'EN', pageNo: 2, pageSize: 2 });
    expect(first.totalCount).toBe(all.length);
    expect(first.totalPages).toBe(Math.ceil(all.length / 2));
    expect(first.pageNum).toBe(1);
    expect(second.pageNum).toBe(2);
    expect(first.list.map((a) => a.id)).toEqual(all.slice(0, 2).map((a) => a.id));
    expect(second.list.map((a) => a.id)).toEqual(all.slice(2, 4).map((a) => a.id));
    const beyond = await get(app, contentCalls.getNoticeList, { language: 'EN', pageNo: first.totalPages + 1, pageSize: 2 });
    expect(beyond.list).toEqual([]);
    expect(beyond.totalCount).toBe(all.length);
    const defaults = await get(app, contentCalls.getNoticeList, { language: 'TY' });
    expect(defaults.list.every((a) => a.type === 'PL')).toBe(true);
    expect(defaults.list.length).toBe(Math.min(36, defaults.totalCount));
  });

  it('answers the popular announcements of the language: the hot list, unread for a visitor', async () => {
    const { app } = use();
    for (const language of ['EN', 'TY'] as const) {
      const popular = await get(app, popularAnnouncementCalls.getPopularAnnouncements, { language });
      const hot = (await get(app, contentCalls.getAnnouncements, { types: 'H', language })).hot;
      expect(popular.list.length).toBeGreaterThan(0);
      expect(popular.list).toEqual(hot);
      expect(popular.list.every((a) => a.type === 'H' && a.read === false)).toBe(true);
    }
    const en = await get(app, popularAnnouncementCalls.getPopularAnnouncements, { language: 'EN' });
    const ty = await get(app, popularAnnouncementCalls.getPopularAnnouncements, { language: 'TY' });
    expect(en.list.map((a) => a.title)).not.toEqual(ty.list.map((a) => a.title));
  });

  it('refuses a popular-announcements request without a known language', async () => {
    const { app } = use();
    for (const query of ['', '?language=XX', '?language=EN&extra=1']) {
      const response = await app.inject({ method: 'GET', url: `${popularAnnouncementCalls.getPopularAnnouncements.path}${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 'request.invalid' });
    }
  });

  it('answers help items of the request language', async () => {
    const en = await get(use().app, contentCalls.getHelpCenter, { language: 'EN', device: 'MOBILE' });
    const ty = await get(use().app, contentCalls.getHelpCenter, { language: 'TY', device: 'MOBILE' });
    expect(en.list.length).toBeGreaterThan(0);
    expect(en.list.length).toBe(ty.list.length);
    expect(en.list.map((h) => h.title)).not.toEqual(ty.list.map((h) => h.title));
    expect(en.list.every((h) => h.tag.length > 0 && h.content.length > 0)).toBe(true);
  });
});
