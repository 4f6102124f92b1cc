import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { PromotionsPage } from '@/features/content/promotions/PromotionsPage';

const route = getRouteApi('/m/activity');

function ActivityRoute() {
  return <PromotionsPage id={route.useSearch().id} />;
}

export const Route = createLazyRoute('/m/activity')({ component: ActivityRoute });
