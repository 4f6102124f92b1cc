import { useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';

type SearchValue = string | number | undefined | null;

/** Changes some of the page's query values in place (the back button skips filter changes). */
export function useSearchUpdate() {
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  return useCallback(
    (patch: Record<string, SearchValue>) => {
      const params = new URLSearchParams(location.searchStr);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === null || value === '') params.delete(key);
        else params.set(key, String(value));
      }
      const query = params.toString();
      void router.navigate({ href: query ? `${location.pathname}?${query}` : location.pathname, replace: true });
    },
    [location.pathname, location.searchStr, router],
  );
}
