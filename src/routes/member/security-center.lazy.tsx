import { createLazyRoute } from '@tanstack/react-router';
import { SecurityPage } from '@/features/member/components/SecurityPage';

export const Route = createLazyRoute('/member/m/securityCenter')({ component: SecurityPage });
