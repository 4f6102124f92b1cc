import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { HelpPage } from '@/features/content/help/HelpPage';

const route = getRouteApi('/m/helpDetail');

function HelpDetailRoute() {
  return <HelpPage search={route.useSearch()} path="/m/helpDetail" />;
}

export const Route = createLazyRoute('/m/helpDetail')({ component: HelpDetailRoute });
