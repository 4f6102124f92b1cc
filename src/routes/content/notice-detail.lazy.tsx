import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { NoticeDetailPage } from '@/features/content/notices/NoticesPage';

const route = getRouteApi('/m/noticeDetail');

function NoticeDetailRoute() {
  return <NoticeDetailPage id={route.useSearch().id} />;
}

export const Route = createLazyRoute('/m/noticeDetail')({ component: NoticeDetailRoute });
