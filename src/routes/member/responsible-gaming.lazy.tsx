import { createLazyRoute } from '@tanstack/react-router';
import { ResponsibleGamingPage } from '@/features/protection/components/ResponsibleGamingPage';

export const Route = createLazyRoute('/member/m/responsibleGaming')({ component: ResponsibleGamingPage });
