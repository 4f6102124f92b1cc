import { createLazyRoute } from '@tanstack/react-router';
import { AgencyCentrePage } from '@/features/agent/components/AgencyCentrePage';

export const Route = createLazyRoute('/agent/m/agent')({ component: AgencyCentrePage });
