import { createLazyRoute } from '@tanstack/react-router';
import { InvitePage } from '@/features/member/components/InvitePage';

export const Route = createLazyRoute('/member/m/inviteFriends')({ component: InvitePage });
