import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { AppShell } from '@/components/layout/AppShell';
import { PageLoading } from '@/components/ui/Loading';
import { PageLoadFailed } from '@/components/ui/LoadFailed';
import { siteState } from '@/lib/site';

// Maintenance and region pages are rare: their code loads only when the platform answers with one.
const SystemPage = lazy(() => import('@/features/shell/components/SystemPage').then((m) => ({ default: m.SystemPage })));

function RootLayout() {
  const { status } = useSnapshot(siteState);
  if (status !== 0) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SystemPage status={status} />
      </Suspense>
    );
  }
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** A page whose code or data failed to load offers a retry instead of a blank screen. */
function RouteFailed({ error }: { error: unknown }) {
  const router = useRouter();
  console.error('page failed to load', error);
  return <PageLoadFailed onRetry={() => void router.invalidate()} />;
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  pendingComponent: PageLoading,
  errorComponent: RouteFailed,
});
