import type { Locator, Page } from '@playwright/test';

/**
 * What sticks out past the screen's right edge: a visible element whose box ends beyond the
 * viewport, unless a box of the page that itself fits the screen holds it (a game row that scrolls
 * sideways, a marquee or a carousel that shows part at a time).
 */
export function wideParts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldInside = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).overflowX !== 'visible' && at.getBoundingClientRect().right <= width + 1) return true;
      }
      return false;
    };
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || heldInside(element)) continue;
      // The service button tucks itself half past the edge while the player scrolls, by design; a tap brings it back.
      if (element.closest('.service-widget__button--tucked')) continue;
      found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join('.')} ends at ${Math.round(box.right)} px`);
    }
    return found.slice(0, 5);
  });
}

/** The buttons of a dialog that reach outside its panel (named by their text), where a thumb may miss them. */
export function buttonsOutsidePanel(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((panel) => {
    const edge = panel.getBoundingClientRect();
    return [...panel.querySelectorAll('button')]
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.left < edge.left - 0.5 || box.right > edge.right + 0.5 || box.top < edge.top - 0.5 || box.bottom > edge.bottom + 0.5;
      })
      .map((button) => button.textContent?.trim() ?? '');
  });
}

/**
 * Counts, from the next page the browser opens, how far the page's layout shifts without the
 * player's input (the layout-shift score); answers a reader of the sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
}
