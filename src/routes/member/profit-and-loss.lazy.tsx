import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { ProfitAndLossPage } from '@/features/wallet/records/ProfitAndLossPage';

const route = getRouteApi('/member/m/profitandloss');

function Page() {
  const search = route.useSearch();
  const navigate = useNavigate();
  return <ProfitAndLossPage search={search} onSearch={(next) => void navigate({ to: '/m/profitandloss', search: next, replace: true })} />;
}

export const Route = createLazyRoute('/member/m/profitandloss')({ component: Page });
