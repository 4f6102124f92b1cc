import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

type SearchValue = string | number | undefined | null;

/** Changes some of the page's query values in place (the back button skips filter changes); an empty value is removed. */
export function useSearchUpdate() {
  const navigate = useNavigate();
  return useCallback(
    (patch: Record<string, SearchValue>) => {
      const changes = Object.fromEntries(
        Object.entries(patch).map(([key, value]) => [key, value === '' || value === null ? undefined : value]),
      );
      void navigate({ to: '.', search: (previous) => ({ ...previous, ...changes }), replace: true });
    },
    [navigate],
  );
}
