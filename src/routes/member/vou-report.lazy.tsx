import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { DepositRecordsPage } from '@/features/wallet/records/RecordsPages';

const route = getRouteApi('/member/m/vouReport');

function Page() {
  const search = route.useSearch();
  const navigate = useNavigate();
  return <DepositRecordsPage search={search} onSearch={(next) => void navigate({ to: '/m/vouReport', search: next, replace: true })} />;
}

export const Route = createLazyRoute('/member/m/vouReport')({ component: Page });
