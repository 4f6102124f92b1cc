import { createRoute } from '@tanstack/react-router';
import { page } from '../guards';
import { agentLayout } from '../layouts';

/*
 * Agent pages (under the agent layout: anyone else goes home with the platform's message).
 * Each page arrives with its own issue (`built: false` sends the path to /m/home until then).
 */

/** Agent home. */
const agentHomeRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/agent/home',
  ...page({ role: 'agent', built: false }),
});

/** The agency centre. */
const agencyCentreRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/agent',
  ...page({ role: 'agent', built: false }),
});

const salaryContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getSalaryContract',
  ...page({ role: 'agent', built: false }),
});

const dividendContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getDevidendContract',
  ...page({ role: 'agent', built: false }),
});

const hourContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getHourContract',
  ...page({ role: 'agent', built: false }),
});

export const agentRoutes = [agentHomeRoute, agencyCentreRoute, salaryContractRoute, dividendContractRoute, hourContractRoute] as const;
