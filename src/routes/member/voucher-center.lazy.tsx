import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { prefetchDepositOptions } from '@/features/wallet/api/prefetch-deposit-options';
import { DepositPage } from '@/features/wallet/components/DepositPage';

const route = getRouteApi('/member/m/voucherCenter');

// The channels are asked for as soon as this page's code runs, before the page waits for its texts.
prefetchDepositOptions();

function VoucherCenter() {
  const { deposit } = route.useSearch();
  return <DepositPage depositId={deposit} />;
}

export const Route = createLazyRoute('/member/m/voucherCenter')({ component: VoucherCenter });
