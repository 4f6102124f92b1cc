import { useCallback, useEffect, useState } from 'react';
import { OfficeError, onSessionLost } from './api';
import { useWords } from './language';
import { readSession, type OfficeSession } from './session';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { SHELL_WORDS } from './words';

type SessionState = { kind: 'reading' } | { kind: 'signedOut'; ended: boolean } | { kind: 'signedIn'; session: OfficeSession };

/** The console: the sign-in until a staff session holds (its second factor given), then the rooms of the staff member's role. */
export function App() {
  const t = useWords(SHELL_WORDS);
  const [state, setState] = useState<SessionState>({ kind: 'reading' });
  const refresh = useCallback(() => {
    readSession().then(
      (session) => setState({ kind: 'signedIn', session }),
      (error: unknown) => setState({ kind: 'signedOut', ended: false, ...(error instanceof OfficeError ? {} : {}) }),
    );
  }, []);
  useEffect(refresh, [refresh]);
  useEffect(() => onSessionLost(() => setState({ kind: 'signedOut', ended: true })), []);

  if (state.kind === 'reading') {
    return (
      <main className="centre" aria-busy="true">
        <p>{t.loading}</p>
      </main>
    );
  }
  if (state.kind === 'signedOut' || state.session.secondFactor !== 'none') {
    return (
      <SignIn
        ended={state.kind === 'signedOut' && state.ended}
        pending={state.kind === 'signedIn' ? state.session : null}
        onSignedIn={(session) => setState({ kind: 'signedIn', session })}
        onSignedOut={() => setState({ kind: 'signedOut', ended: false })}
      />
    );
  }
  return <Shell session={state.session} onSignedOut={() => setState({ kind: 'signedOut', ended: false })} />;
}
