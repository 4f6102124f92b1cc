import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { STAFF_ROLES, type StaffRole } from '../../contract/back-office/define';
import { STAFF_PASSWORD_PATTERN, STAFF_USERNAME_PATTERN } from '../../contract/back-office/staff';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { hashPassword } from './services/accounts/passwords';
import { insertStaff } from './services/staff/admin';
import { recordAudit } from './services/staff/audit';

/*
 * The operator's staff commands, on the database the server is configured with (DATABASE_URL, else the
 * embedded database under TALA_DATA_DIR or data/), migrated first:
 *
 *   npm run staff -- add <username> <role> [--name "Display name"]
 *       Adds a staff account (roles: support, cashier, content, admin) and prints its password once: a random
 *       one, or TALA_STAFF_NEW_PASSWORD when set. The first admin of a production platform is made this way.
 *   npm run staff -- reset-second-factor <username>
 *       Forgets the account's authenticator (a lost phone when no other admin is there to reset it); it
 *       enrols again at its next sign-in.
 *
 * Each change is written to the audit trail as done from the command line.
 */

const USAGE = `Usage:
  npm run staff -- add <username> <role> [--name "Display name"]   roles: ${STAFF_ROLES.join(', ')}
  npm run staff -- reset-second-factor <username>`;

const COMMAND_LINE = { id: null, username: 'command line' } as const;
const HERE = 'local';

class UsageError extends Error {}

/** Random, and always within the staff password rule (letters and digits, 16 characters). */
function randomPassword(): string {
  for (;;) {
    const password = randomBytes(12).toString('base64url').replace(/[-_]/g, '');
    if (password.length >= 14 && STAFF_PASSWORD_PATTERN.test(password)) return password.slice(0, 16);
  }
}

async function add(db: Database, args: string[]): Promise<string> {
  const nameAt = args.indexOf('--name');
  const displayName = nameAt >= 0 ? args[nameAt + 1]?.trim() : undefined;
  const [rawUsername, role] = args.filter((_, i) => nameAt < 0 || (i !== nameAt && i !== nameAt + 1));
  const username = rawUsername?.trim().toLowerCase() ?? '';
  if (!STAFF_USERNAME_PATTERN.test(username)) {
    throw new UsageError('The username takes 3 to 20 lower-case letters, digits or underscores, starting with a letter.');
  }
  if (!STAFF_ROLES.includes(role as StaffRole)) throw new UsageError(`The role is one of: ${STAFF_ROLES.join(', ')}.`);
  if (displayName !== undefined && (displayName.length < 1 || displayName.length > 40)) {
    throw new UsageError('The display name takes 1 to 40 characters.');
  }
  const given = process.env.TALA_STAFF_NEW_PASSWORD;
  if (given !== undefined && !STAFF_PASSWORD_PATTERN.test(given)) {
    throw new UsageError('TALA_STAFF_NEW_PASSWORD needs 10 to 64 characters with at least one letter and one digit.');
  }
  const password = given ?? randomPassword();
  const staff = { username, displayName: displayName ?? username, role: role as StaffRole, password };
  const passwordHash = await hashPassword(password);
  const entry = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, staff, passwordHash);
    const after = { username, displayName: created.displayName, role: created.role, disabled: false, secondFactor: false };
    await recordAudit(tx, { staff: COMMAND_LINE, action: 'staff.create', subject: `staff:${created.id}`, before: null, after, ip: HERE });
    return created;
  });
  const factor = entry.role === 'cashier' || entry.role === 'admin' ? ' It sets up its authenticator app at its first sign-in.' : '';
  return given
    ? `Added ${entry.username} (${entry.role}) with the password from TALA_STAFF_NEW_PASSWORD.${factor}`
    : `Added ${entry.username} (${entry.role}).${factor}\nIts password, shown only now:\n${password}`;
}

async function resetSecondFactor(db: Database, args: string[]): Promise<string> {
  const username = args[0]?.trim().toLowerCase() ?? '';
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: unknown; totp_confirmed: boolean }>(
      'SELECT id, totp_confirmed FROM support_staff WHERE username = $1 FOR UPDATE',
      [username],
    );
    const row = rows[0];
    if (!row) throw new UsageError(`No staff account is called ${username || '(nothing)'}.`);
    await tx.query('UPDATE support_staff SET totp_secret = NULL, totp_confirmed = false, totp_last_step = NULL WHERE id = $1', [row.id]);
    await tx.query('DELETE FROM support_sessions WHERE staff_id = $1', [row.id]);
    await recordAudit(tx, {
      staff: COMMAND_LINE,
      action: 'staff.secondFactor.reset',
      subject: `staff:${Number(row.id)}`,
      before: { secondFactor: row.totp_confirmed },
      after: { secondFactor: false },
      ip: HERE,
    });
    return `${username} enrols an authenticator app again at its next sign-in; its sessions have ended.`;
  });
}

const COMMANDS: Record<string, (db: Database, args: string[]) => Promise<string>> = {
  add,
  'reset-second-factor': resetSecondFactor,
};

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(USAGE);
    return 2;
  }
  // Only where the database is matters here: the production checks are the server's to make when it starts.
  const config = loadConfig({ production: false, devTools: true });
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  try {
    console.log(await run(db, args));
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof Error && 'errorCode' in error)) throw error;
    console.error(error.message);
    if (error instanceof UsageError) console.error(USAGE);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
