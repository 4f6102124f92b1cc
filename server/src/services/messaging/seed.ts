import { hostAvatar } from '../../art/host-avatar';
import type { Database } from '../../db/database';
import { postInboxMessage, WELCOME_MESSAGES } from './inbox';
import { seedSupportStaff } from '../staff/seed';

/** The chat launch's live-stream hosts: name, languages, whether live or online, a place in the hot, promotion and live-model lists, followers. */
const HOSTS: readonly {
  code: string;
  name: string;
  languages: string;
  live: boolean;
  online: boolean;
  hot: number | null;
  promo: number | null;
  model: number | null;
  followers: number;
  colors: [string, string];
}[] = [
  {
    code: 'bea',
    name: 'Bea Santos',
    languages: 'TL,EN',
    live: true,
    online: true,
    hot: 1,
    promo: 2,
    model: null,
    followers: 12840,
    colors: ['#ff7aa8', '#7a1040'],
  },
  {
    code: 'migs',
    name: 'Migs Reyes',
    languages: 'TL',
    live: true,
    online: true,
    hot: 2,
    promo: null,
    model: null,
    followers: 9312,
    colors: ['#58b6ff', '#0b3a6b'],
  },
  {
    code: 'kaye',
    name: 'Kaye Dela Cruz',
    languages: 'TL,EN',
    live: false,
    online: true,
    hot: 3,
    promo: 1,
    model: 3,
    followers: 8705,
    colors: ['#ffc857', '#7a4a00'],
  },
  {
    code: 'joanna',
    name: 'Joanna Lim',
    languages: 'EN,ZH',
    live: true,
    online: true,
    hot: 4,
    promo: null,
    model: 1,
    followers: 7420,
    colors: ['#b18cff', '#3b1a7a'],
  },
  {
    code: 'rico',
    name: 'Rico Bautista',
    languages: 'TL,CEB',
    live: false,
    online: false,
    hot: 5,
    promo: 4,
    model: null,
    followers: 6150,
    colors: ['#5ce0a8', '#0c5a3a'],
  },
  {
    code: 'angel',
    name: 'Angel Villanueva',
    languages: 'TL,EN',
    live: true,
    online: true,
    hot: null,
    promo: 3,
    model: 2,
    followers: 5984,
    colors: ['#ff9a5c', '#7a2e00'],
  },
  {
    code: 'trish',
    name: 'Trish Garcia',
    languages: 'EN',
    live: false,
    online: true,
    hot: 6,
    promo: null,
    model: 4,
    followers: 4410,
    colors: ['#ff6b6b', '#6b0f0f'],
  },
  {
    code: 'nikki',
    name: 'Nikki Aquino',
    languages: 'TL,CEB',
    live: true,
    online: true,
    hot: null,
    promo: null,
    model: 5,
    followers: 3877,
    colors: ['#4dd0e1', '#04454d'],
  },
  {
    code: 'paolo',
    name: 'Paolo Mendoza',
    languages: 'TL,EN',
    live: false,
    online: false,
    hot: 7,
    promo: 5,
    model: null,
    followers: 2950,
    colors: ['#9ccc65', '#2f4a0e'],
  },
  {
    code: 'lovely',
    name: 'Lovely Ramos',
    languages: 'CEB,TL',
    live: false,
    online: false,
    hot: null,
    promo: 6,
    model: 6,
    followers: 2208,
    colors: ['#f48fb1', '#5a1030'],
  },
  {
    code: 'mei',
    name: 'Mei Tan',
    languages: 'ZH,EN',
    live: true,
    online: true,
    hot: 8,
    promo: null,
    model: 7,
    followers: 1933,
    colors: ['#ffd54f', '#6b5000'],
  },
  {
    code: 'jessa',
    name: 'Jessa Flores',
    languages: 'TL',
    live: false,
    online: true,
    hot: null,
    promo: 7,
    model: 8,
    followers: 1402,
    colors: ['#7986cb', '#1a2366'],
  },
];

/** The support account, the live-stream hosts, and the welcome messages in the inbox of every member who has none yet. */
export async function seedMessaging(db: Database, staffPassword: string): Promise<void> {
  for (const host of HOSTS) {
    await db.query(
      `INSERT INTO live_hosts (code, name, languages, avatar_svg, live, online, hot_rank, promo_rank, model_rank, followers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (code) DO NOTHING`,
      [
        host.code,
        host.name,
        host.languages,
        hostAvatar(host.name, host.colors),
        host.live,
        host.online,
        host.hot,
        host.promo,
        host.model,
        host.followers,
      ],
    );
  }
  await seedSupportStaff(db, staffPassword);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: unknown }>(
      `SELECT id FROM members m WHERE type <> 4 AND NOT EXISTS (SELECT 1 FROM inbox_messages i WHERE i.member_id = m.id) ORDER BY id`,
    );
    for (const row of rows) {
      for (const [at, welcome] of WELCOME_MESSAGES.entries()) {
        await postInboxMessage(tx, Number(row.id), welcome.kind, welcome.text, `welcome:${String(row.id)}:${at}`);
      }
    }
  });
}
