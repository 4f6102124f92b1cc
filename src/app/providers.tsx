import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, useEffect } from 'react';
import { PageLoading } from '@/components/ui/Loading';
import { firstScreenDrawn } from '@/lib/hydration';
import type { AppRouter } from './router';

/** The whole app over a router: the browser's, or the server's for the page it renders. */
export function AppProviders({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <Suspense fallback={<PageLoading />}>
        <FirstScreenDrawn />
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>
  );
}

/** Its effect runs once the first screen is on the page (hydrated, or drawn by the app itself). */
function FirstScreenDrawn() {
  useEffect(firstScreenDrawn, []);
  return null;
}
