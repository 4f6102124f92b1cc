import { setTimeout as sleep } from 'node:timers/promises';
import type { Engine } from './engine';

/**
 * Finding in the page by role and accessible name, as a player reads the screen: written once
 * here and sent ahead of every script (WebDriver runs a function body and keeps nothing between).
 */
const FINDERS = `
const norm = (s) => (s || '').replace(/\\s+/g, ' ').trim();
const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
const nameOf = (el) => {
  const by = el.getAttribute('aria-labelledby');
  if (by) return norm(by.split(/\\s+/).map((id) => (document.getElementById(id) || {}).textContent).join(' '));
  if (el.getAttribute('aria-label')) return norm(el.getAttribute('aria-label'));
  if (el.labels && el.labels.length) return norm(el.labels[0].textContent);
  return norm(el.textContent);
};
const ROLES = {
  button: 'button, [role="button"]',
  link: 'a[href], [role="link"]',
  heading: 'h1, h2, h3, [role="heading"]',
  textbox: 'input:not([type]), input[type="text"], input[type="password"], input[type="tel"], input[type="search"], textarea',
};
const byRole = (role, name, how) =>
  [...document.querySelectorAll(ROLES[role])].filter((el) => {
    if (!shown(el)) return false;
    const found = nameOf(el);
    return how === 'prefix' ? found.startsWith(name) : how === 'contains' ? found.includes(name) : found === name;
  });
`;

export type Role = 'button' | 'link' | 'heading' | 'textbox';
export type Match = 'exact' | 'prefix' | 'contains';

/** Waits, polls and acts in the page through any engine. */
export function pageKit(engine: Engine, timeoutMs = 20_000) {
  const run = <T>(body: string, args: readonly unknown[] = []) => engine.run<T>(`${FINDERS}\n${body}`, args);

  /** Resolves to the first truthy answer of `body`; fails naming `what` when none came in time. */
  const waitFor = async <T>(what: string, body: string, args: readonly unknown[] = [], wait = timeoutMs): Promise<T> => {
    const end = Date.now() + wait;
    let last: unknown;
    for (;;) {
      try {
        const answer = await run<T>(body, args);
        if (answer) return answer;
        last = answer;
      } catch (error) {
        // A navigation under way can take the page away from a script: try again.
        last = error;
      }
      if (Date.now() > end) throw new Error(`${engine.name}: ${what} (waited ${wait} ms; last answer ${String(last)})`);
      await sleep(200);
    }
  };

  const see = (role: Role, name: string, how: Match = 'exact') =>
    waitFor<true>(`${role} "${name}" is shown`, 'return byRole(arguments[0], arguments[1], arguments[2]).length > 0', [role, name, how]);

  const tap = (role: Role, name: string, how: Match = 'exact') =>
    waitFor<true>(
      `${role} "${name}" to tap`,
      'const el = byRole(arguments[0], arguments[1], arguments[2])[0]; if (!el || el.disabled) return false; el.click(); return true;',
      [role, name, how],
    );

  /** Types into a field the way an input event from the keyboard reaches the app. */
  const fill = (label: string, value: string) =>
    waitFor<true>(
      `field "${label}" to fill`,
      `const el = byRole('textbox', arguments[0], 'exact')[0];
       if (!el) return false;
       Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, arguments[1]);
       el.dispatchEvent(new Event('input', { bubbles: true }));
       return el.value === arguments[1];`,
      [label, value],
    );

  const path = () => run<string>('return location.pathname + location.search');

  return { run, waitFor, see, tap, fill, path };
}
