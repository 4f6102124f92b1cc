import { createLazyRoute } from '@tanstack/react-router';
import { CustomerTasksPage } from '@/features/member/components/CustomerTasksPage';

export const Route = createLazyRoute('/member/m/customerTask')({ component: CustomerTasksPage });
