import { createLazyRoute } from '@tanstack/react-router';
import { WithdrawPage } from '@/features/wallet/components/WithdrawPage';

export const Route = createLazyRoute('/member/m/withdraw')({ component: WithdrawPage });
