/**
 * The error codes the app's start-up reads itself (its API client and the site's status), apart
 * from the rest so a first visit does not carry the whole list; `ERROR_CODES` includes them.
 */
export const START_UP_ERROR_CODES = {
  nonMemberLogin: 'login.nonMember',
  nonAgentLogin: 'login.nonAgent',
  maintenance: 'system.maintenance',
  regionRestricted: 'system.regionRestricted',
  internal: 'system.error',
  /** The platform is at capacity for this kind of work (password checks): try again shortly. */
  busy: 'system.busy',
} as const;
