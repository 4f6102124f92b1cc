import type { CallTable } from '../define';
import type { protectionSchemas } from '../schemas/protection';

/** Player protection: limits, reality checks and breaks from play (time-out, self-exclusion). */
export const protectionCalls: CallTable<typeof protectionSchemas> = {
  getProtection: { name: 'getProtection', method: 'GET', path: '/protection/state', auth: 'member', duringBreak: true, encoding: 'query' },
  setProtectionLimit: {
    name: 'setProtectionLimit',
    method: 'POST',
    path: '/protection/limit',
    auth: 'member',
    encoding: 'json',
  },
  confirmProtectionLimit: {
    name: 'confirmProtectionLimit',
    method: 'POST',
    path: '/protection/limit/confirm',
    auth: 'member',
    encoding: 'json',
  },
  setRealityCheck: {
    name: 'setRealityCheck',
    method: 'POST',
    path: '/protection/reality-check',
    auth: 'member',
    encoding: 'json',
  },
  getRealityCheck: {
    name: 'getRealityCheck',
    method: 'GET',
    path: '/protection/reality-check/status',
    auth: 'member',
    encoding: 'query',
  },
  answerRealityCheck: {
    name: 'answerRealityCheck',
    method: 'POST',
    path: '/protection/reality-check/answer',
    auth: 'member',
    encoding: 'json',
  },
  takeBreak: { name: 'takeBreak', method: 'POST', path: '/protection/break', auth: 'member', duringBreak: true, encoding: 'json' },
};
