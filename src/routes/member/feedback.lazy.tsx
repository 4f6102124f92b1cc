import { createLazyRoute } from '@tanstack/react-router';
import { FeedbackPage } from '@/features/messaging/feedback/FeedbackPage';

export const Route = createLazyRoute('/member/m/feedback')({ component: FeedbackPage });
