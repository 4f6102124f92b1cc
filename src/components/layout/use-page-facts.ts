import { useMatches } from '@tanstack/react-router';
import { DEFAULT_PAGE_FACTS, type PageFacts } from '@/lib/route-meta';

/** The current page's facts, from the deepest matched route that carries them (`staticData.page`). */
export function usePageFacts(): PageFacts {
  return useMatches({ select: (matches) => matches.findLast((match) => match.staticData.page)?.staticData.page }) ?? DEFAULT_PAGE_FACTS;
}
