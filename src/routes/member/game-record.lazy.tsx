import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { BetRecordsPage } from '@/features/wallet/records/BetRecordsPage';

const route = getRouteApi('/member/m/gameRecord');

function Page() {
  const search = route.useSearch();
  const navigate = useNavigate();
  // Opening an order adds a history entry (the back arrow returns to the list); filters and closing replace it.
  return (
    <BetRecordsPage
      search={search}
      onSearch={(next) => void navigate({ to: '/m/gameRecord', search: next, replace: !next.order || next.order === search.order })}
    />
  );
}

export const Route = createLazyRoute('/member/m/gameRecord')({ component: Page });
