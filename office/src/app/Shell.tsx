import { Suspense, useMemo } from 'react';
import type { StaffRole } from '@contract/back-office/define';
import { LanguagePicker } from '../components/LanguagePicker';
import { fill, useLanguage, useWords } from './language';
import { roomsFor } from './rooms';
import { navigate, useOfficePath } from './router';
import { signOut, type OfficeSession } from './session';
import { SHELL_WORDS } from './words';

const ROLE_WORD = { support: 'roleSupport', cashier: 'roleCashier', content: 'roleContent', admin: 'roleAdmin' } as const;
/** Staff who answer players reach the live chat and feedback, which keep their own console. */
const SUPPORT_CONSOLE_ROLES: readonly StaffRole[] = ['support', 'admin'];

/** The console's frame: who is signed in, the rooms of their role, and the room open now. */
export function Shell({ session, onSignedOut }: { session: OfficeSession; onSignedOut: () => void }) {
  const t = useWords(SHELL_WORDS);
  const language = useLanguage();
  const [roomId, ...rest] = useOfficePath();
  const rooms = useMemo(() => roomsFor(session.staff.role), [session.staff.role]);
  const room = rooms.find((candidate) => candidate.id === roomId);

  return (
    <div className="shell">
      <header className="bar">
        <p className="bar__product">{t.product}</p>
        <p className="bar__who">{fill(t.signedInAs, { name: session.staff.displayName, role: t[ROLE_WORD[session.staff.role]] })}</p>
        <LanguagePicker />
        <button type="button" className="secondary" onClick={() => void signOut().finally(onSignedOut)}>
          {t.signOut}
        </button>
      </header>
      <nav className="rooms" aria-label={t.rooms}>
        <ul>
          <li>
            <a
              href="/office/"
              aria-current={room ? undefined : 'page'}
              onClick={(event) => {
                event.preventDefault();
                navigate();
              }}
            >
              {t.overview}
            </a>
          </li>
          {rooms.map((candidate) => (
            <li key={candidate.id}>
              <a
                href={`/office/${candidate.id}`}
                aria-current={candidate === room ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(candidate.id);
                }}
              >
                {candidate.title[language]}
              </a>
            </li>
          ))}
          {SUPPORT_CONSOLE_ROLES.includes(session.staff.role) ? (
            <li>
              <a href="/support/">{t.supportConsole}</a>
            </li>
          ) : null}
        </ul>
      </nav>
      <main className="room">
        {room ? (
          <Suspense fallback={<p aria-busy="true">{t.loading}</p>}>
            <room.Screen path={rest} />
          </Suspense>
        ) : (
          <>
            <h1>{t.overview}</h1>
            <p>{t.overviewIntro}</p>
            <ul className="tiles">
              {rooms.map((candidate) => (
                <li key={candidate.id}>
                  <button type="button" onClick={() => navigate(candidate.id)}>
                    {candidate.title[language]}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </main>
    </div>
  );
}
