import { createLazyRoute } from '@tanstack/react-router';
import { RewardCenterPage } from '@/features/member/components/RewardCenterPage';

export const Route = createLazyRoute('/member/m/rewardCenter')({ component: RewardCenterPage });
