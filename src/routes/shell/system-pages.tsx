import { createRoute, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageLoading } from '@/components/ui/Loading';
import { rootRoute } from '../__root';
import { page } from '../guards';
import { systemPageSearch } from '../search-params';

/**
 * The root draws the system page while the platform refuses this visitor or fails to answer; a
 * system page's own address is drawn only once the platform is open to the player again, and
 * sends them back to the page they were on.
 */
function BackToPage() {
  const { from } = useSearch({ strict: false }) as { from?: string };
  const router = useRouter();
  useEffect(() => router.history.replace(from ?? '/m/home'), [router, from]);
  return <PageLoading />;
}

const systemPageRoute = (path: '/m/ipLimit' | '/m/serviceError') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: systemPageSearch,
    ...page({ header: false, footer: false }),
    component: BackToPage,
  });

/** The IP-limit page and the service-error page, at addresses of their own. */
export const systemPageRoutes = [systemPageRoute('/m/ipLimit'), systemPageRoute('/m/serviceError')] as const;
