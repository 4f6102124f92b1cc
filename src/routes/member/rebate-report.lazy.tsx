import { createLazyRoute } from '@tanstack/react-router';
import { RebateReportPage } from '@/features/member/components/RebateReportPage';

export const Route = createLazyRoute('/member/m/member/rebateReport')({ component: RebateReportPage });
