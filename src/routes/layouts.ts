import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { requireAgent, requireMember } from './guards';

/**
 * The one pathless layout of every member page: a visitor is sent to /m/login with the page
 * they wanted (and its search) as `redirect`, and logging in brings them back there.
 */
export const memberLayout = createRoute({ getParentRoute: () => rootRoute, id: 'member', beforeLoad: requireMember });

/** The one pathless layout of every agent page: anyone who is not an agent goes home with the platform's message. */
export const agentLayout = createRoute({ getParentRoute: () => rootRoute, id: 'agent', beforeLoad: requireAgent });
