import { createLazyRoute } from '@tanstack/react-router';
import { ForgetPage } from '@/features/account/components/ForgetPage';

export const Route = createLazyRoute('/m/forget')({ component: ForgetPage });
