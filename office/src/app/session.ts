import { officeSessionCalls as calls, type OfficeSession } from '@contract/back-office/session';
import { callOffice } from './api';

/** Who is signed in, and what the second factor still asks of them. */
export type { OfficeSession };

export const readSession = () => callOffice(calls.getSession, {});
export const signIn = (username: string, password: string) => callOffice(calls.signIn, { username, password });
export const signOut = () => callOffice(calls.signOut, {});
export const startEnrolment = () => callOffice(calls.startEnrolment, {});
export const confirmSecondFactor = (code: string) => callOffice(calls.confirmSecondFactor, { code });
export const verifySecondFactor = (code: string) => callOffice(calls.verifySecondFactor, { code });
