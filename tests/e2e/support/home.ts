import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PageWatch } from './accessibility';
import { text } from './locales';

interface Named {
  title: string;
}
interface GameLike {
  gameName: string;
}

/** What the server has for Home in a language, read straight from its API. */
export async function homeContent(request: APIRequestContext, language: 'TY' | 'EN') {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await request.get(path);
    expect(answer.ok(), path).toBe(true);
    return ((await answer.json()) as { value: T }).value;
  };
  const announcements = await get<{ banners: Named[]; player: Named[]; popup: Named[] }>(
    `/wps/announcement/list?types=B,PL,PU,PR,H&groupName=m_home_${language}&language=${language}`,
  );
  const hot = await get<{ list: GameLike[] }>(`/wps/relay/hotGames?language=${language}`);
  const row = async (query: string) => (await get<{ games: GameLike[] }>(`/lgw/games/mobile?${query}&pageNo=1&language=${language}`)).games;
  const winners = await get<{ list: Array<{ vo: { gameName: string; winAmount: number } }> }>(`/wps/relay/winners?language=${language}`);
  const vendors = await get<{ vendors: Array<{ displayName: string; gameType: string; vassalage: string }> }>(
    `/wps/relay/vendorGameTypes?language=${language}`,
  );
  return {
    banners: announcements.banners,
    notices: announcements.player,
    popups: announcements.popup,
    hot: hot.list,
    rows: {
      originals: await row('vassalage=BGS&pageSize=6'),
      JILI: await row('vassalage=JILI&pageSize=18'),
      FC: await row('vassalage=FC&pageSize=18'),
      PGE: await row('vassalage=PGE&pageSize=18'),
      slots: await row('gameType=RNG&pageSize=12'),
      bingo: await row('gameType=RNG&gameClassify=BG&pageSize=12'),
      fish: await row('gameType=FISH&pageSize=6'),
    },
    topWinner: [...winners.list].sort((a, b) => b.vo.winAmount - a.vo.winAmount)[0]!,
    vendors: vendors.vendors.filter((v) => !['LOTT', 'ELOTT', 'SPORTS'].includes(v.gameType)),
  };
}

/** The popup announcements open over Home once per browser session: close them when the server has any. */
export async function closePopups(page: Page, language: 'ty' | 'en', popupCount: number): Promise<void> {
  if (popupCount === 0) return;
  const close = page.getByRole('button', { name: text(language, 'home', 'closePopup') });
  // Popups wait for Home to be interactive and the browser idle, which a scan of the page holds off.
  await PageWatch.of(page)?.scansDone();
  // Then for their pictures: on a first visit that also installs the service worker, on a machine shared
  // with the suite, that can pass ten seconds.
  await expect(close).toBeVisible({ timeout: 30_000 });
  await close.click();
  await expect(close).toBeHidden();
}

/** Opens Home as a visitor and waits until its announcements are in (popups closed). */
export async function openHome(page: Page, request: APIRequestContext, language: 'TY' | 'EN' = 'TY') {
  const content = await homeContent(request, language);
  await page.goto('/m/home');
  await expect(page.getByTestId('notice-marquee')).toContainText(content.notices[0]!.title);
  await closePopups(page, language === 'TY' ? 'ty' : 'en', content.popups.length);
  return content;
}

/** Scrolls to the foot of Home, where the providers and the winners load as the player comes near. */
export async function scrollToHomeFoot(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('section-winners')).toBeAttached({ timeout: 1000 });
  }).toPass();
}
