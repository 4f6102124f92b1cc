import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { DepositPage } from '@/features/wallet/components/DepositPage';

const route = getRouteApi('/member/m/voucherCenter');

function VoucherCenter() {
  const { deposit } = route.useSearch();
  return <DepositPage depositId={deposit} />;
}

export const Route = createLazyRoute('/member/m/voucherCenter')({ component: VoucherCenter });
