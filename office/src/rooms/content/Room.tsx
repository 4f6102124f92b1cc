import './content.css';
import { useState } from 'react';
import { ANNOUNCEMENT_KINDS, type AnnouncementKind } from '@contract/back-office/content';
import { navigate } from '../../app/router';
import { useWords } from '../../app/language';
import { AnnouncementsSection } from './Announcements';
import { BannersSection } from './Banners';
import { HelpSection } from './Help';
import { CONTENT_WORDS } from './words';

const SECTIONS = [...ANNOUNCEMENT_KINDS, 'help', 'banners'] as const;
type Section = (typeof SECTIONS)[number];

/** The content room: one section per kind of content (/office/content/<kind>[/<entry>]). */
export default function ContentRoom({ path }: { path: string[] }) {
  const t = useWords(CONTENT_WORDS);
  const section: Section = (SECTIONS as readonly string[]).includes(path[0] ?? '') ? (path[0] as Section) : 'Promotion';
  const [saved, setSaved] = useState(false);
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <nav aria-label={t.kinds} className="content-kinds">
        <ul>
          {SECTIONS.map((kind) => (
            <li key={kind}>
              <a
                href={`/office/content/${kind}`}
                aria-current={kind === section ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setSaved(false);
                  navigate('content', kind);
                }}
              >
                {t[kind]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {saved ? (
        <p className="ok" role="status">
          {t.saved}
        </p>
      ) : null}
      {section === 'help' ? (
        <HelpSection entryKey={path[1]} onSaved={() => setSaved(true)} />
      ) : section === 'banners' ? (
        <BannersSection group={path[1]} />
      ) : (
        <AnnouncementsSection key={section} kind={section as AnnouncementKind} entryKey={path[1]} onSaved={() => setSaved(true)} />
      )}
    </>
  );
}
