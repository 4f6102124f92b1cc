import { randomInt } from 'node:crypto';
import type { CaptchaValue } from '../../../../contract/account';
import type { Queryable } from '../../db/database';
import { newChallenge, renderCaptchaSvg } from './captcha-image';
import { newId } from './secrets';

const CAPTCHA_TTL_SECONDS = 300;
const EXPIRED_BATCH = 50;

export type CaptchaPurpose = 'login' | 'register' | 'sms';

/** Server-made image captchas, numeric or equation; each is answered once and then gone. */
export function createCaptchaService(db: Queryable) {
  return {
    async issue(purpose: CaptchaPurpose): Promise<CaptchaValue> {
      // Expired captchas go a small batch at a time, never by a table-wide delete on every issue.
      await db.query(`DELETE FROM captchas WHERE id IN (SELECT id FROM captchas WHERE expires_at < now() LIMIT ${EXPIRED_BATCH})`);
      const challenge = newChallenge(randomInt(0, 2) === 0 ? 'numeric' : 'equation');
      const id = newId();
      await db.query(`INSERT INTO captchas (id, answer, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        id,
        challenge.answer,
        purpose,
        CAPTCHA_TTL_SECONDS,
      ]);
      const svg = renderCaptchaSvg(challenge.text);
      return {
        captchaId: id,
        image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        kind: challenge.kind,
        maxLength: 6,
      };
    },

    /** True when the answer is right; the captcha is used up either way (outside any caller's transaction). */
    async check(purpose: CaptchaPurpose, id: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!id || !answer) return false;
      const { rows } = await db.query<{ answer: string; purpose: string }>(
        'DELETE FROM captchas WHERE id = $1 AND expires_at > now() RETURNING answer, purpose',
        [id],
      );
      const row = rows[0];
      return !!row && row.purpose === purpose && row.answer === answer.trim();
    },

    /** Development tools only: the answer, so end-to-end tests can pass the captcha. */
    async peek(id: string): Promise<string | null> {
      const { rows } = await db.query<{ answer: string }>('SELECT answer FROM captchas WHERE id = $1', [id]);
      return rows[0]?.answer ?? null;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
