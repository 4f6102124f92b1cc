import type * as z from 'zod/mini';

/*
 * The back office's calls: the operator's console (its own page app, not the player app) and the
 * staff who use it. Described here once, like the player platform's calls, with the staff roles
 * that may make each; the server registers them with `handleOffice`, the console calls them by
 * these entries. Their answers use the platform's envelope ({ success, value | errorCode, message }).
 */

/** Staff roles: each sees and does only its part of the back office. */
export const STAFF_ROLES = ['support', 'cashier', 'content', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Roles that hold money or the whole platform sign in with a second factor (TOTP). */
export const SECOND_FACTOR_ROLES: readonly StaffRole[] = ['cashier', 'admin'];

/** Error codes of the back office, apart from the player platform's (the player app never meets them). */
export const OFFICE_ERROR_CODES = {
  /** No staff session, or it ended (idle too long, revoked, staff member disabled). */
  notSignedIn: 'office.notSignedIn',
  /** The session's role may not make this call. */
  wrongRole: 'office.wrongRole',
  /** The role needs its second factor and this session has not given it. */
  secondFactorNeeded: 'office.secondFactorNeeded',
  /** Another staff member changed the same thing first (the cashier race). */
  alreadyDecided: 'office.alreadyDecided',
  notFound: 'office.notFound',
  /** A wrong or already used authenticator code (it counts as a failed sign-in). */
  wrongCode: 'office.wrongCode',
  /** An admin may not disable or demote their own account (the platform would be left without one). */
  ownAccount: 'office.ownAccount',
} as const;

export type OfficeMethod = 'GET' | 'POST';

/** One back-office call: plain metadata and its schemas (the console is small enough to carry them). */
export interface OfficeCallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  name: string;
  method: OfficeMethod;
  /** Under /office/api/. */
  path: `/office/api/${string}`;
  /** The roles that may make the call. */
  roles: readonly StaffRole[];
  /**
   * What the call asks of the sign-in, when not the whole of it: 'none' for signing in (no session yet),
   * 'password' for the steps between the password and the second factor (reading the session, enrolling,
   * giving the code, signing out). Every other call needs a session past its second factor.
   */
  signIn?: 'none' | 'password';
  /** GET reads its input from the query string, POST from a JSON body. */
  request: Req;
  response: Res;
}

export type OfficeCallRequest<C extends OfficeCallDef> = z.input<C['request']>;
export type OfficeCallParsedRequest<C extends OfficeCallDef> = z.output<C['request']>;
export type OfficeCallValue<C extends OfficeCallDef> = z.output<C['response']>;

/** Declares a table of back-office calls, each named by its key. */
export const officeCalls = <T extends Record<string, Omit<OfficeCallDef, 'name'>>>(
  table: T,
): { [K in keyof T & string]: T[K] & { name: K } } =>
  Object.fromEntries(Object.entries(table).map(([name, call]) => [name, { ...call, name }])) as {
    [K in keyof T & string]: T[K] & { name: K };
  };
