import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '@/lib/session';

/**
 * A device kept signed in may resume its sign-in after start-up stopped waiting for it (a slow
 * network): the member was sent to the login form meanwhile, and goes on as soon as the resume
 * answers, or at once when it answered while the form's code was still on its way (a slow phone).
 * A session already there when the form opened with nowhere to go on to, or one this form's own
 * login opened, moves nothing. The session is the device's own, never the one a page the server
 * drew is hydrated with (the word of a cookie, which another tab may have changed).
 */
export function useLateSignIn(goOn: () => void, openedByThisForm: () => boolean, headingSomewhere: boolean): void {
  const signedIn = useSnapshot(sessionState).info !== null;
  const signedInAtOpen = useRef(signedIn && !headingSomewhere);
  useEffect(() => {
    if (signedIn && !signedInAtOpen.current && !openedByThisForm()) goOn();
    // Only the sign-in's arrival matters; the callbacks are the form's current ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
}
