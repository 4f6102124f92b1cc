import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { PromotionsPage } from '@/features/content/promotions/PromotionsPage';

const route = getRouteApi('/m/activityDetail');

function ActivityDetailRoute() {
  return <PromotionsPage id={route.useSearch().id} />;
}

export const Route = createLazyRoute('/m/activityDetail')({ component: ActivityDetailRoute });
