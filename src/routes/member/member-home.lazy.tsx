import { createLazyRoute } from '@tanstack/react-router';
import { MemberPage } from '@/features/member/components/MemberPage';

export const Route = createLazyRoute('/member/m/member/home')({ component: () => <MemberPage ownHeading={false} /> });
