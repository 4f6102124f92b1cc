import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage } from '../components/ErrorMessage';
import { LanguagePicker } from '../components/LanguagePicker';
import { QrCode } from '../components/QrCode';
import { OfficeError, UNREACHABLE } from './api';
import { useWords } from './language';
import { confirmSecondFactor, signIn, signOut, startEnrolment, verifySecondFactor, type OfficeSession } from './session';
import { SHELL_WORDS } from './words';

interface SignInProps {
  /** The session ended (idle, signed out elsewhere): say so above the form. */
  ended: boolean;
  /** A session that still owes its second factor. */
  pending: OfficeSession | null;
  onSignedIn: (session: OfficeSession) => void;
  /** Back to the password (the pending session given up). */
  onSignedOut: () => void;
}

const asOfficeError = (caught: unknown) => (caught instanceof OfficeError ? caught : new OfficeError(0, UNREACHABLE, String(caught)));

/** Runs one step of signing in: busy while it runs, its refusal kept to show. */
function useStep() {
  const [error, setError] = useState<OfficeError | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(asOfficeError(caught));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, run };
}

/** Username and password; then, for roles that hold money or the platform, the authenticator's code (set up first when new). */
export function SignIn({ ended, pending, onSignedIn, onSignedOut }: SignInProps) {
  const t = useWords(SHELL_WORDS);
  return (
    <main className="centre sign-in">
      <LanguagePicker />
      {pending?.secondFactor === 'enrol' ? (
        <EnrolStep onSignedIn={onSignedIn} onSignedOut={onSignedOut} />
      ) : pending?.secondFactor === 'verify' ? (
        <CodeStep title={t.codeTitle} intro={t.codeIntro} send={verifySecondFactor} onSignedIn={onSignedIn} onSignedOut={onSignedOut} />
      ) : (
        <PasswordStep ended={ended} onSignedIn={onSignedIn} />
      )}
    </main>
  );
}

function PasswordStep({ ended, onSignedIn }: { ended: boolean; onSignedIn: (session: OfficeSession) => void }) {
  const t = useWords(SHELL_WORDS);
  const { error, busy, run } = useStep();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => onSignedIn(await signIn(String(form.get('username') ?? ''), String(form.get('password') ?? ''))));
  };
  return (
    <>
      <h1>{t.signInTitle}</h1>
      {ended && !error ? (
        <p className="notice" role="status">
          {t.sessionEnded}
        </p>
      ) : null}
      <form onSubmit={submit} className="stack">
        <ErrorMessage error={error} />
        <label htmlFor="username">{t.username}</label>
        <input id="username" name="username" autoComplete="username" required maxLength={40} />
        <label htmlFor="password">{t.password}</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required maxLength={100} />
        <button type="submit" disabled={busy}>
          {busy ? t.signingIn : t.signIn}
        </button>
      </form>
    </>
  );
}

interface CodeStepProps {
  title: string;
  intro: string;
  send: (code: string) => Promise<OfficeSession>;
  onSignedIn: (session: OfficeSession) => void;
  onSignedOut: () => void;
  /** Shown between the introduction and the code field (the key to set up). */
  children?: ReactNode;
}

/** The six digits of the authenticator app. A refusal (wrong or used code, locked) is said above the field. */
function CodeStep({ title, intro, send, onSignedIn, onSignedOut, children }: CodeStepProps) {
  const t = useWords(SHELL_WORDS);
  const { error, busy, run } = useStep();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const code = String(new FormData(form).get('code') ?? '').replace(/\s+/g, '');
    void run(async () => {
      try {
        onSignedIn(await send(code));
      } catch (caught) {
        // A wrong code is typed again from scratch; a lock ends the session (the next call says so).
        (form.elements.namedItem('code') as HTMLInputElement | null)?.select();
        throw caught;
      }
    });
  };
  return (
    <>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
      <form onSubmit={submit} className="stack">
        <ErrorMessage error={error} />
        <label htmlFor="code">{t.code}</label>
        <input
          id="code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\s*(\d\s*){6}"
          required
          maxLength={9}
          aria-describedby="code-hint"
        />
        <p id="code-hint" className="hint">
          {t.codeHint}
        </p>
        <button type="submit" disabled={busy}>
          {busy ? t.checking : t.continue}
        </button>
      </form>
      <SignOutLink onSignedOut={onSignedOut} />
    </>
  );
}

function EnrolStep({ onSignedIn, onSignedOut }: { onSignedIn: (session: OfficeSession) => void; onSignedOut: () => void }) {
  const t = useWords(SHELL_WORDS);
  const { error, busy, run } = useStep();
  const [key, setKey] = useState<{ secret: string; otpauthUri: string } | null>(null);
  if (!key) {
    return (
      <>
        <h1>{t.enrolTitle}</h1>
        <p>{t.enrolIntro}</p>
        <ErrorMessage error={error} />
        <div className="stack">
          <button type="button" disabled={busy} onClick={() => void run(async () => setKey(await startEnrolment()))}>
            {t.enrolStart}
          </button>
        </div>
        <SignOutLink onSignedOut={onSignedOut} />
      </>
    );
  }
  return (
    <CodeStep title={t.enrolTitle} intro={t.enrolScan} send={confirmSecondFactor} onSignedIn={onSignedIn} onSignedOut={onSignedOut}>
      <figure className="enrol-key">
        <QrCode text={key.otpauthUri} label={t.qrLabel} className="enrol-key__qr" />
        <figcaption>
          {t.secretKey}: <code className="enrol-key__secret">{key.secret.replace(/(.{4})(?=.)/g, '$1 ')}</code>
        </figcaption>
      </figure>
    </CodeStep>
  );
}

function SignOutLink({ onSignedOut }: { onSignedOut: () => void }) {
  const t = useWords(SHELL_WORDS);
  return (
    <p>
      <button
        type="button"
        className="secondary"
        onClick={() =>
          void signOut()
            .catch(() => undefined)
            .finally(onSignedOut)
        }
      >
        {t.useAnotherAccount}
      </button>
    </p>
  );
}
