import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { NoticesPage } from '@/features/content/notices/NoticesPage';

const route = getRouteApi('/m/notice');

function NoticeRoute() {
  return <NoticesPage index={route.useSearch().index} />;
}

export const Route = createLazyRoute('/m/notice')({ component: NoticeRoute });
