import type { MemberInfo } from '../../../../contract/account';
import type { CallRequest } from '../../../../contract/define';
import type { memberCentreCalls } from '../../../../contract/member-centre';
import type { SiteInfo } from '../../../../contract/site';
import type { Queryable } from '../../db/database';
import { SITE_MOBILE_TEMPLATE } from '../catalogue/site-info';

type TemplateChoice = CallRequest<typeof memberCentreCalls.setTemplate>;

export interface MemberRow {
  id: number;
  username: string;
  password_hash: string | null;
  type: number;
  status: 'active' | 'disabled';
  nickname: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  upline_id: number | null;
  club_label: string | null;
  first_login_at: string | null;
  created_at: string | Date;
  template_mem_cen: number | null;
  template_dep_func: number | null;
}

const COLUMNS = `id, username, password_hash, type, status, nickname, email, country_dialing_code, mobile_num, upline_id,
  club_label, first_login_at, created_at, template_mem_cen, template_dep_func`;

/** Usernames are unique regardless of case; the key is what lookups use. */
export const usernameKey = (username: string) => username.trim().toLowerCase();
export const mobileKey = (countryDialingCode: string, mobileNum: string) => `+${countryDialingCode}${mobileNum}`;

export interface NewMember {
  username: string;
  passwordHash: string | null;
  paymentPasswordHash?: string | null;
  type: number;
  nickname?: string | null;
  payeeName?: string | null;
  email?: string | null;
  countryDialingCode?: string | null;
  mobileNum?: string | null;
  idNumber?: string | null;
  qqNum?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  line?: string | null;
  whatsapp?: string | null;
  zalo?: string | null;
  birthday?: string | null;
  affiliateCode?: string | null;
  uplineId?: number | null;
  recommenderId?: string | null;
  clubLabel?: string | null;
  registerMethod?: string | null;
  registerUrl?: string | null;
  registerDomain?: string | null;
  registerIp?: string | null;
}

export function createMemberRepository(db: Queryable) {
  const normalise = (row: MemberRow | undefined): MemberRow | null => (row ? { ...row, id: Number(row.id), type: Number(row.type) } : null);
  return {
    async byUsername(username: string, q: Queryable = db): Promise<MemberRow | null> {
      const { rows } = await q.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE username_key = $1`, [usernameKey(username)]);
      return normalise(rows[0]);
    },

    async byMobile(countryDialingCode: string, mobileNum: string, q: Queryable = db): Promise<MemberRow | null> {
      const { rows } = await q.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE country_dialing_code = $1 AND mobile_num = $2`, [
        countryDialingCode,
        mobileNum,
      ]);
      return normalise(rows[0]);
    },

    async byId(id: number, q: Queryable = db): Promise<MemberRow | null> {
      const { rows } = await q.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
      return normalise(rows[0]);
    },

    async byAffiliateCode(code: string): Promise<{ id: number; type: number } | null> {
      const { rows } = await db.query<{ id: number; type: number }>(
        `SELECT id, type FROM members WHERE upper(affiliate_code) = upper($1) AND status = 'active'`,
        [code.trim()],
      );
      return rows[0] ? { id: Number(rows[0].id), type: Number(rows[0].type) } : null;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM members WHERE username_key = $1', [usernameKey(username)]);
      return rows.length > 0;
    },

    /** Inserts a member; null when the username or mobile number is already taken. */
    async insert(tx: Queryable, m: NewMember): Promise<number | null> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO members (username, username_key, password_hash, payment_password_hash, type, nickname, payee_name, email,
           country_dialing_code, mobile_num, id_number, qq_num, facebook, wechat, line, whatsapp, zalo, birthday,
           affiliate_code, upline_id, recommender_id, club_label, register_method, register_url, register_domain, register_ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18::date, $19, $20, $21, $22, $23, $24, $25, $26)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          m.username,
          usernameKey(m.username),
          m.passwordHash,
          m.paymentPasswordHash ?? null,
          m.type,
          m.nickname ?? null,
          m.payeeName ?? null,
          m.email ?? null,
          m.countryDialingCode ?? null,
          m.mobileNum ?? null,
          m.idNumber ?? null,
          m.qqNum ?? null,
          m.facebook ?? null,
          m.wechat ?? null,
          m.line ?? null,
          m.whatsapp ?? null,
          m.zalo ?? null,
          m.birthday ?? null,
          m.affiliateCode ?? null,
          m.uplineId ?? null,
          m.recommenderId ?? null,
          m.clubLabel ?? null,
          m.registerMethod ?? null,
          m.registerUrl ?? null,
          m.registerDomain ?? null,
          m.registerIp ?? null,
        ],
      );
      return rows[0] ? Number(rows[0].id) : null;
    },

    /** Keeps the member's choice of layouts; a layout left out keeps its earlier choice. */
    async setTemplates(memberId: number, choice: TemplateChoice): Promise<MemberRow | null> {
      const { rows } = await db.query<MemberRow>(
        `UPDATE members SET template_mem_cen = coalesce($2, template_mem_cen), template_dep_func = coalesce($3, template_dep_func)
          WHERE id = $1 RETURNING ${COLUMNS}`,
        [memberId, choice.mem_cen ?? null, choice.dep_func ?? null],
      );
      return rows[0] ?? null;
    },

    async setPassword(tx: Queryable, memberId: number, passwordHash: string): Promise<void> {
      await tx.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, passwordHash]);
    },

    /** Marks the first login; true when this was it. */
    async markLoggedIn(tx: Queryable, memberId: number): Promise<boolean> {
      const { rows } = await tx.query('UPDATE members SET first_login_at = now() WHERE id = $1 AND first_login_at IS NULL RETURNING id', [
        memberId,
      ]);
      return rows.length > 0;
    },
  };
}

export type MemberRepository = ReturnType<typeof createMemberRepository>;

/** The member as the header and member centre see it. */
export function toMemberInfo(row: MemberRow): MemberInfo {
  const created = row.created_at instanceof Date ? row.created_at : new Date(row.created_at);
  return {
    id: row.id,
    nickname: row.nickname,
    account: row.username,
    regDate: created.toISOString(),
    type: row.type,
    toUpline: row.upline_id !== null,
    clubLabel: row.club_label ? { labelName: row.club_label } : null,
    hasPassword: row.password_hash !== null,
    mobileTemplate: memberTemplates(row),
  };
}

/** The layouts a member sees: their own choice, else the site's. */
export function memberTemplates(row: Pick<MemberRow, 'template_mem_cen' | 'template_dep_func'>): SiteInfo['mobileTemplate'] {
  return {
    mem_cen: row.template_mem_cen === 0 || row.template_mem_cen === 1 ? row.template_mem_cen : SITE_MOBILE_TEMPLATE.mem_cen,
    dep_func: row.template_dep_func === 0 || row.template_dep_func === 1 ? row.template_dep_func : SITE_MOBILE_TEMPLATE.dep_func,
  };
}
