import { createLazyRoute } from '@tanstack/react-router';
import { MemberPage } from '@/features/member/components/MemberPage';

/** No header here: the page carries its own heading. */
export const Route = createLazyRoute('/m/mine')({ component: () => <MemberPage ownHeading /> });
