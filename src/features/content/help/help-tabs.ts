/** The customer-service tab's tag: `?tag=CS` opens it. */
export const SERVICE_TAG = 'CS';

export interface HelpTab<Item> {
  tag: string;
  items: Item[];
}

/** Help topics grouped into tabs by tag, in the platform's order. */
export function helpTabs<Item extends { tag: string }>(items: readonly Item[]): HelpTab<Item>[] {
  const tabs: HelpTab<Item>[] = [];
  for (const item of items) {
    const tab = tabs.find((entry) => entry.tag === item.tag);
    if (tab) tab.items.push(item);
    else tabs.push({ tag: item.tag, items: [item] });
  }
  return tabs;
}

/**
 * The open tab and entry: by `tag` when it names a tab (any case), else tab index `i`; `c` is the
 * entry inside the tab. Indexes past the end fall back to the first.
 */
export function chooseTab(
  tags: readonly string[],
  search: { tag?: string | undefined; i: number; c: number },
  entries: (tab: number) => number,
) {
  const byTag = search.tag ? tags.findIndex((tag) => tag.toLowerCase() === search.tag!.toLowerCase()) : -1;
  const tab = byTag >= 0 ? byTag : search.i < tags.length ? search.i : 0;
  const entry = search.c < entries(tab) ? search.c : 0;
  return { tab, entry };
}
