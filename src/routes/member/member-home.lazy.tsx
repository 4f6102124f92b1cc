import { createLazyRoute } from '@tanstack/react-router';
import { prefetchMemberCentre } from '@/features/member/api/prefetch-member-centre';
import { MemberPage } from '@/features/member/components/MemberPage';

// The member's overview is asked for as soon as this page's code runs, before the page waits for its texts.
prefetchMemberCentre();

export const Route = createLazyRoute('/member/m/member/home')({ component: () => <MemberPage ownHeading={false} /> });
