import { createRoute } from '@tanstack/react-router';
import { page } from '../guards';
import { agentLayout } from '../layouts';

/*
 * Agent pages (under the agent layout: anyone else goes home with the platform's message).
 */

/** Agent home. */
const agentHomeRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/agent/home',
  ...page({ role: 'agent', title: 'agentHome' }),
}).lazy(() => import('./home.lazy').then((m) => m.Route));

/** The agency centre. */
const agencyCentreRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/agent',
  ...page({ role: 'agent', title: 'agencyCentre' }),
}).lazy(() => import('./agency-centre.lazy').then((m) => m.Route));

const salaryContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getSalaryContract',
  ...page({ role: 'agent', title: 'salaryContract' }),
}).lazy(() => import('./salary-contract.lazy').then((m) => m.Route));

const dividendContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getDevidendContract',
  ...page({ role: 'agent', title: 'dividendContract' }),
}).lazy(() => import('./dividend-contract.lazy').then((m) => m.Route));

const hourContractRoute = createRoute({
  getParentRoute: () => agentLayout,
  path: '/m/member/agent/getHourContract',
  ...page({ role: 'agent', title: 'hourContract' }),
}).lazy(() => import('./hour-contract.lazy').then((m) => m.Route));

export const agentRoutes = [agentHomeRoute, agencyCentreRoute, salaryContractRoute, dividendContractRoute, hourContractRoute] as const;
