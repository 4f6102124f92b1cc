import { createLazyRoute } from '@tanstack/react-router';
import { MissionsPage } from '@/features/member/components/MissionsPage';

export const Route = createLazyRoute('/m/leaderBoard')({ component: MissionsPage });
