import { createRootRoute, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { AppShell } from '@/components/layout/AppShell';
import { PageLoading } from '@/components/ui/Loading';
import { PageLoadFailed } from '@/components/ui/LoadFailed';
import { isAgentType } from '@contract/members';
import { countVisit, mayOfferAddToHome } from '@/lib/add-to-home';
import { memberState } from '@/lib/member';
import { useSession } from '@/lib/session';
import { siteState, type SystemStatus } from '@/lib/site';

// Maintenance and region pages are rare: their code loads only when the platform answers with one.
const SystemPage = lazy(() => import('@/features/shell/components/SystemPage').then((m) => ({ default: m.SystemPage })));

// The add-to-home prompt is offered once, on a later visit: its code loads only then.
const AddToHomeOffer = lazy(() => import('@/features/content/download/AddToHomeOffer').then((m) => ({ default: m.AddToHomeOffer })));

/**
 * After logging in and on opening the app, once the member is renewed, an agent's contracts are
 * checked. Only an agent's session loads the check's code.
 */
function useContractCheck(): void {
  const navigate = useNavigate();
  const session = useSession();
  const renewed = useSnapshot(memberState).info !== null;
  const agentToken = session && isAgentType(session.type) ? session.token : null;
  useEffect(() => {
    if (!agentToken || !renewed) return;
    void import('@/features/agent/contract-check')
      .then(({ checkContracts }) => checkContracts((path) => void navigate({ to: path })))
      .catch(() => undefined);
  }, [agentToken, renewed, navigate]);
}

/** Where a system page has an address of its own: the IP limit and the service error (maintenance is drawn where it finds the player). */
const SYSTEM_PAGE_PATHS: Partial<Record<SystemStatus, string>> = { 2: '/m/ipLimit', 3: '/m/serviceError' };

/** While the platform refuses this visitor or fails, the address says so, and keeps the page to return to. */
function useSystemPageAddress(status: SystemStatus): void {
  const router = useRouter();
  useEffect(() => {
    const { pathname, href } = router.state.location;
    const path = SYSTEM_PAGE_PATHS[status];
    if (path && pathname !== path) void router.navigate({ to: path, search: { from: href }, replace: true });
  }, [router, status]);
}

function RootLayout() {
  const { status } = useSnapshot(siteState);
  useContractCheck();
  useSystemPageAddress(status);
  // Decided after the first screen is up: the server drew the page without it, and hydration must find it so.
  const [offerAddToHome, setOfferAddToHome] = useState(false);
  useEffect(() => setOfferAddToHome(mayOfferAddToHome(countVisit())), []);
  if (status !== 0) {
    return (
      <Suspense fallback={<PageLoading />}>
        <SystemPage status={status} />
      </Suspense>
    );
  }
  return (
    <>
      <AppShell>
        <Outlet />
      </AppShell>
      {offerAddToHome && (
        <Suspense fallback={null}>
          <AddToHomeOffer />
        </Suspense>
      )}
    </>
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
