import { createLazyRoute } from '@tanstack/react-router';
import { UplineTransferPage } from '@/features/member/components/UplineTransferPage';

export const Route = createLazyRoute('/member/m/upLine/transfer')({ component: UplineTransferPage });
