import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { safeHtmlMarkup } from '@/app/server/safe-html-markup';
import { dangersIn, payloads } from '@/lib/safe-html.hostile';
import { cleanHtml } from '../../../server/src/services/content/clean-html';

/*
 * What the back office stores for a body (an announcement, a promotion, a help topic) is already
 * inert, before the app cleans it again as it shows it: nothing in it runs or navigates anywhere
 * but the web, mail and phone, whatever the editor pasted. Shown by the app, it keeps the app's policy.
 */
const PAGE = 'https://tala.example/m/notice';
const page = new JSDOM('<!doctype html><body>', { url: PAGE }).window.document;
const parsed = (markup: string) => {
  const box = page.createElement('div');
  box.innerHTML = markup;
  return box;
};

/** What stored markup could still do by itself: the app's check, less what only the app adds (new-tab links, image hosts, h1 → h2). */
const dangersStored = (root: Element) =>
  dangersIn(root, PAGE, 'any.invalid').filter(
    (danger) => danger !== 'link opening in the app' && !danger.startsWith('image from http') && danger !== 'element h1',
  );

describe('bodies the back office stores', () => {
  it('hold nothing that runs in any hostile payload, and stay so once the app shows them', async () => {
    const failures: string[] = [];
    for (const payload of payloads) {
      const stored = await cleanHtml(payload);
      const dangers = dangersStored(parsed(stored));
      dangers.push(...dangersIn(parsed(safeHtmlMarkup(stored)), PAGE, 'no-other-host.invalid'));
      if (dangers.length > 0) failures.push(`${payload}\n  → ${stored}\n  → ${dangers.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keep ordinary content as written', async () => {
    const stored = await cleanHtml(
      `<h4>Terms</h4><p style="color: #f5c542; text-align: center">Deposit <strong>₱500</strong></p><table><tr><td colspan="2">Bonus</td></tr></table><a href="https://t.me/tala">Telegram</a><img src="/cdn/promo/a.png" alt="Art">`,
    );
    const box = parsed(stored);
    expect(box.querySelector('p')?.getAttribute('style')).toBe('color: #f5c542; text-align: center');
    expect(box.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(box.querySelector('a')?.getAttribute('href')).toBe('https://t.me/tala');
    expect(box.querySelector('img')?.getAttribute('src')).toBe('/cdn/promo/a.png');
  });
});
