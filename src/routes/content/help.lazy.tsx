import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { HelpPage } from '@/features/content/help/HelpPage';

const route = getRouteApi('/m/help');

function HelpRoute() {
  return <HelpPage search={route.useSearch()} />;
}

export const Route = createLazyRoute('/m/help')({ component: HelpRoute });
