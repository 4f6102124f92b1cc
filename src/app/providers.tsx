import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { PageLoading } from '@/components/ui/Loading';
import { router } from './router';

export function AppProviders() {
  return (
    <StrictMode>
      <Suspense fallback={<PageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>
  );
}
