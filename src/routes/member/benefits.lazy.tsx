import { createLazyRoute } from '@tanstack/react-router';
import { BenefitsPage } from '@/features/member/components/BenefitsPage';

export const Route = createLazyRoute('/member/m/member/benefits')({ component: BenefitsPage });
