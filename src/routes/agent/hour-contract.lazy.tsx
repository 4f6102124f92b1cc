import { createLazyRoute } from '@tanstack/react-router';
import { ContractPage } from '@/features/agent/components/ContractPage';

export const Route = createLazyRoute('/agent/m/member/agent/getHourContract')({ component: () => <ContractPage kind="HOURLY" /> });
