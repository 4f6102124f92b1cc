import { createLazyRoute } from '@tanstack/react-router';
import { RebatePage } from '@/features/member/components/RebatePage';

export const Route = createLazyRoute('/member/m/member/manualRebate')({ component: RebatePage });
