import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { safeHtmlMarkup } from '@/app/server/safe-html-markup';
import { dangersIn, payloads } from '@/lib/safe-html.hostile';

/*
 * The sanitiser the server runs as it renders a page (a notice, a promotion, a help topic) keeps the
 * browser's policy: its markup, parsed as the browser parses the page, holds nothing that runs,
 * navigates or loads from elsewhere, and sanitising it again changes nothing (no markup that turns
 * into something else once serialised and parsed again).
 */
const PAGE = 'https://tala.example/m/notice';

const page = new JSDOM('<!doctype html><body>', { url: PAGE }).window.document;
/** The markup as the browser reads it inside the page's box. */
const parsed = (markup: string) => {
  const box = page.createElement('div');
  box.innerHTML = markup;
  return box;
};

describe('platform HTML rendered by the server', () => {
  it('leaves nothing that runs, navigates or loads in any hostile payload', () => {
    const failures: string[] = [];
    for (const payload of payloads) {
      const markup = safeHtmlMarkup(payload);
      const dangers = dangersIn(parsed(markup), PAGE, 'no-other-host.invalid');
      const again = safeHtmlMarkup(markup);
      if (!parsed(again).isEqualNode(parsed(markup))) dangers.push(`changes when sanitised again: ${markup} → ${again}`);
      if (dangers.length > 0) failures.push(`${payload}\n  → ${dangers.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps ordinary content, with the page’s own pictures as paths and links opening apart', () => {
    const box = parsed(
      safeHtmlMarkup(
        `<h1>Weekend</h1><p style="color: #f5c542; text-align: center">Deposit <strong>₱500</strong></p>
         <a href="https://t.me/tala">Telegram</a><img src="/cdn/promo/a.png" alt="Art"><img src="https://elsewhere.example/b.png">`,
      ),
    );
    expect(box.querySelector('h2')?.textContent).toBe('Weekend');
    expect(box.querySelector('h1')).toBeNull();
    expect(box.querySelector('p')?.getAttribute('style')).toBe('color: #f5c542; text-align: center');
    const link = box.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://t.me/tala',
      '_blank',
      'noopener noreferrer',
    ]);
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/cdn/promo/a.png']);
  });
});
