import { createLazyRoute } from '@tanstack/react-router';
import { InboxPage } from '@/features/messaging/InboxPage';

export const Route = createLazyRoute('/member/m/webEmail')({ component: InboxPage });
