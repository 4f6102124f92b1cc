import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { HelpDetailPage } from '@/features/content/help/HelpDetailPage';

const route = getRouteApi('/m/helpDetail');

function HelpDetailRoute() {
  return <HelpDetailPage search={route.useSearch()} />;
}

export const Route = createLazyRoute('/m/helpDetail')({ component: HelpDetailRoute });
