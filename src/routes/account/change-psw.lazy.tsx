import { createLazyRoute } from '@tanstack/react-router';
import { ChangePasswordPage } from '@/features/account/components/ChangePasswordPage';

export const Route = createLazyRoute('/m/changePsw')({ component: ChangePasswordPage });
