import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { TransactionRecordsPage } from '@/features/wallet/records/RecordsPages';

const route = getRouteApi('/member/m/transaction/record');

function Page() {
  const search = route.useSearch();
  const navigate = useNavigate();
  return (
    <TransactionRecordsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/m/transaction/record', search: next, replace: true })}
    />
  );
}

export const Route = createLazyRoute('/member/m/transaction/record')({ component: Page });
