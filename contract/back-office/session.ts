import * as z from 'zod/mini';
import { officeCalls, STAFF_ROLES } from './define';

/** What a signed-in session still has to give before the console opens its rooms. */
export const SECOND_FACTOR_STEPS = ['none', 'enrol', 'verify'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

const officeStaffSchema = z.object({
  id: z.int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
});

export const officeSessionSchema = z.object({
  staff: officeStaffSchema,
  /**
   * 'none': nothing left to give, the rooms of the role are open; 'enrol': the role needs a second factor
   * and this staff member has none yet (startEnrolment, then confirmSecondFactor); 'verify': enter the
   * authenticator's code (verifySecondFactor).
   */
  secondFactor: z.enum(SECOND_FACTOR_STEPS),
});
export type OfficeSession = z.infer<typeof officeSessionSchema>;

/** Six digits, as authenticator apps show them (spaces the person may type are the console's to remove). */
const code = z.string().check(z.regex(/^\d{6}$/));

/**
 * Signing in to the back office: the password, then the second factor (TOTP) for the roles that need
 * one. The session lives in the HttpOnly `tala_support` cookie the support console shares.
 */
export const officeSessionCalls = officeCalls({
  signIn: {
    method: 'POST',
    path: '/office/api/session',
    roles: STAFF_ROLES,
    signIn: 'none',
    request: z.strictObject({
      username: z.string().check(z.minLength(1), z.maxLength(40)),
      password: z.string().check(z.minLength(1), z.maxLength(100)),
    }),
    response: officeSessionSchema,
  },
  getSession: {
    method: 'GET',
    path: '/office/api/session',
    roles: STAFF_ROLES,
    signIn: 'password',
    request: z.object({}),
    response: officeSessionSchema,
  },
  signOut: {
    method: 'POST',
    path: '/office/api/session/sign-out',
    roles: STAFF_ROLES,
    signIn: 'password',
    request: z.object({}),
    response: z.object({ signedOut: z.boolean() }),
  },
  /** A fresh secret for the authenticator app; replaces an unconfirmed one. Refused once a factor is confirmed. */
  startEnrolment: {
    method: 'POST',
    path: '/office/api/session/enrol',
    roles: STAFF_ROLES,
    signIn: 'password',
    request: z.object({}),
    response: z.object({ secret: z.string(), otpauthUri: z.string() }),
  },
  /** The first code from the new secret: the factor is confirmed and this session has given it. */
  confirmSecondFactor: {
    method: 'POST',
    path: '/office/api/session/enrol/confirm',
    roles: STAFF_ROLES,
    signIn: 'password',
    request: z.strictObject({ code }),
    response: officeSessionSchema,
  },
  verifySecondFactor: {
    method: 'POST',
    path: '/office/api/session/verify',
    roles: STAFF_ROLES,
    signIn: 'password',
    request: z.strictObject({ code }),
    response: officeSessionSchema,
  },
});
