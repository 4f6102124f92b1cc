import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enforcePolicy, safeHtml } from './safe-html';
import { ALLOWED_HOST, dangersIn, payloads } from './safe-html.hostile';

/*
 * Hostile platform HTML, built systematically: each attack vector inside each context. Every
 * one is rendered through the content renderer and attached to the page; none may run script,
 * navigate the app, or leave anything that loads other than an image from an allowed host.
 */

const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'animationstart', 'play', 'start', 'close'];

describe('platform HTML through the content renderer', () => {
  let host: HTMLDivElement;
  const startUrl = window.location.href;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    delete (window as { __pwned?: number }).__pwned;
  });
  afterEach(() => host.remove());

  it(`has at least 300 hostile payloads`, () => {
    expect(payloads.length).toBeGreaterThanOrEqual(300);
  });

  const engines = {
    'the full renderer (DOMPurify where the browser has no sanitizer, then the policy)': (html: string) =>
      safeHtml(html, { imageHosts: [ALLOWED_HOST] }),
    'the policy alone over the raw parse (as after the browser sanitizer)': (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      enforcePolicy(template.content, { imageHosts: [ALLOWED_HOST] });
      return Promise.resolve(template.content);
    },
  };

  for (const [engineName, render] of Object.entries(engines)) {
    it(`leaves nothing that runs, navigates or loads: ${engineName}`, async () => {
      const failures: string[] = [];
      for (const payload of payloads) {
        host.replaceChildren(await render(payload));
        for (const element of host.querySelectorAll('*')) {
          if (element.localName === 'a') continue;
          for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: true }));
        }
        const dangers = dangersIn(host, window.location.href, ALLOWED_HOST);
        if ((window as { __pwned?: number }).__pwned) dangers.push('script ran');
        if (window.location.href !== startUrl) dangers.push(`navigated to ${window.location.href}`);
        if (dangers.length > 0) failures.push(`${payload}\n  → ${dangers.join('; ')}`);
      }
      expect(failures).toEqual([]);
    });
  }

  // Checked on the policy's own parse: happy-dom's DOMParser, which DOMPurify uses here, loses the first element of a document.
  it('keeps ordinary content: text, lists, tables, links to new tabs, allowed images, plain styles', async () => {
    host.replaceChildren(
      await engines['the policy alone over the raw parse (as after the browser sanitizer)'](
        `<h2>Weekend</h2><p style="color: #f5c542; text-align: center">Deposit <strong>₱500</strong></p><ol><li>One</li></ol>
         <table><tr><th>Item</th><td colspan="2">Details</td></tr></table><a href="https://t.me/tala">Telegram</a>
         <img src="/cdn/promo/a.png" alt="Art"><img src="https://${ALLOWED_HOST}/b.png" alt="">`,
      ),
    );
    expect(host.querySelector('h2')?.textContent).toBe('Weekend');
    expect(host.querySelector('p')?.getAttribute('style')).toBe('color: #f5c542; text-align: center');
    expect(host.querySelector('strong')?.textContent).toBe('₱500');
    expect(host.querySelector('td')?.getAttribute('colspan')).toBe('2');
    const link = host.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://t.me/tala',
      '_blank',
      'noopener noreferrer',
    ]);
    expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Art', '']);
  });

  it("turns the platform's h1 into h2: the page keeps its one h1", () => {
    const template = document.createElement('template');
    template.innerHTML = '<h1>Weekend <em>only</em></h1>';
    enforcePolicy(template.content);
    expect(template.innerHTML).toBe('<h2>Weekend <em>only</em></h2>');
  });
});
