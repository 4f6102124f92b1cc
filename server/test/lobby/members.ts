import { randomBytes } from 'node:crypto';
import { createSessionStore } from '../../src/services/accounts/sessions';
import type { TestPlatform } from '../helpers';

export interface TestMember {
  id: number;
  username: string;
  type: number;
  token: string;
}

/**
 * A member of the given type with a live session, created the way the accounts area
 * creates one (member row, member-created hooks, session), without the password hashing
 * a login would cost: tests here need many members, not logins.
 */
export async function createMember(platform: TestPlatform, type = 0): Promise<TestMember> {
  const username = `t${randomBytes(5).toString('hex')}`;
  const sessions = createSessionStore(platform.db, platform.config);
  return platform.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO members (username, username_key, type) VALUES ($1, $2, $3) RETURNING id', [
      username,
      username.toLowerCase(),
      type,
    ]);
    const id = Number(rows[0]!.id);
    await platform.app.events.emit('memberCreated', tx, { id, type, username, trial: type === 4 });
    const token = await sessions.create(tx, id, '127.0.0.1');
    return { id, username, type, token };
  });
}

/** Headers of a member call. */
export const as = (member: TestMember, extra: Record<string, string> = {}) => ({ token: member.token, ...extra });
