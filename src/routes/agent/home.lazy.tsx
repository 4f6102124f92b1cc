import { createLazyRoute } from '@tanstack/react-router';
import { AgentHomePage } from '@/features/agent/components/AgentHomePage';

export const Route = createLazyRoute('/agent/m/agent/home')({ component: AgentHomePage });
