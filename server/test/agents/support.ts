import { randomBytes } from 'node:crypto';
import type { LoginDoor } from '../../../contract/account';
import { createSessionStore } from '../../src/services/accounts/sessions';
import type { TestPlatform } from '../helpers';

export interface TestAccount {
  id: number;
  username: string;
  token: string;
}

/**
 * An account of `type` under `uplineId` with a live session through `door`, made the way the
 * accounts area makes one (row, member-created hooks, session) without a password to hash.
 */
export async function createAccount(
  platform: TestPlatform,
  options: { type: number; uplineId?: number | null; door?: LoginDoor },
): Promise<TestAccount> {
  const username = `t${randomBytes(5).toString('hex')}`;
  const sessions = createSessionStore(platform.db, platform.config);
  return platform.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO members (username, username_key, type, upline_id) VALUES ($1, $2, $3, $4) RETURNING id',
      [username, username.toLowerCase(), options.type, options.uplineId ?? null],
    );
    const id = Number(rows[0]!.id);
    await platform.app.events.emit('memberCreated', tx, { id, type: options.type, username, trial: false });
    const token = await sessions.create(tx, id, '127.0.0.1', options.door ?? 'member');
    return { id, username, token };
  });
}

/** A session through the agents' door for a seeded agent. */
export async function agentSession(platform: TestPlatform, username: string): Promise<TestAccount> {
  const { rows } = await platform.db.query<{ id: number }>('SELECT id FROM members WHERE username_key = $1', [username]);
  const id = Number(rows[0]!.id);
  const token = await platform.db.transaction((tx) =>
    createSessionStore(platform.db, platform.config).create(tx, id, '127.0.0.1', 'agent'),
  );
  return { id, username, token };
}
