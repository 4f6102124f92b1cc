import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { WithdrawalRecordsPage } from '@/features/wallet/records/RecordsPages';

const route = getRouteApi('/member/m/withdrawReport');

function Page() {
  const search = route.useSearch();
  const navigate = useNavigate();
  return (
    <WithdrawalRecordsPage search={search} onSearch={(next) => void navigate({ to: '/m/withdrawReport', search: next, replace: true })} />
  );
}

export const Route = createLazyRoute('/member/m/withdrawReport')({ component: Page });
