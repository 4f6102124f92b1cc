import { randomInt } from 'node:crypto';
import { expect, it } from 'vitest';
import { accountCalls, type LoginValue } from '../../../contract/account';
import { allOfficeCalls, STAFF_ROLES, type OfficeCallDef } from '../../../contract/back-office';
import { playersOfficeCalls as calls, type PlayerLedgerPage, type PlayerSummary } from '../../../contract/back-office/players';
import { ACCOUNT_ERROR_CODES } from '../../../contract/account';
import { KEPT_SIGN_IN_COOKIE } from '../../../contract/domain';
import { ERROR_CODES } from '../../../contract/errors';
import { loginRequest, memberHeaders, randomAddress } from '../accounts/login-helper';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';
import { freshSession, login, memberWithPassword, PASSWORD } from '../protection/support';
import { answer, auditOf, office, staffOf } from './players-support';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A member call the app makes on every page: 200 with a live session, 401 sessionExpired without. */
const memberInfo = (platform: TestPlatform, member: TestMember) =>
  platform.app.inject({ method: 'GET', url: accountCalls.getMemberInfo.path, headers: as(member) });

/** A player with a password, a mobile number of their own and an e-mail address. */
async function playerWithContacts(platform: TestPlatform) {
  const member = await memberWithPassword(platform);
  const mobile = `9${String(randomInt(100_000_000, 999_999_999))}`;
  await platform.db.query(`UPDATE members SET country_dialing_code = '63', mobile_num = $2, email = $3, payee_name = $4 WHERE id = $1`, [
    member.id,
    mobile,
    `juan.${member.username}@example.com`,
    'Juan Dela Cruz',
  ]);
  return { ...member, mobile };
}

const search = (platform: TestPlatform, staff: Awaited<ReturnType<typeof staffOf>>, input: Record<string, unknown>) =>
  answer<{ list: PlayerSummary[]; page: number; hasMore: boolean }>(office(platform, staff, calls.searchPlayers, input));

describeOnEachDatabase('the back office’s players room', (use, kind) => {
  it('finds a player by the beginning of the username in any case, by mobile number and by id, and says who is locked', async () => {
    const platform = use();
    const support = await staffOf(platform, 'support');
    const player = await playerWithContacts(platform);

    const byName = await search(platform, support, { q: player.username.slice(0, 7).toUpperCase() });
    expect(byName.status).toBe(200);
    expect(byName.value.list.map((p) => p.username)).toContain(player.username);
    const found = byName.value.list.find((p) => p.id === player.id)!;
    expect(found).toMatchObject({ type: 0, locked: false, createdAt: expect.any(String) });
    // The test member's session was made without a login: it counts as their last sign-in.
    expect(found.lastLoginAt).not.toBeNull();

    for (const typed of [player.mobile, `63${player.mobile}`, `+63 ${player.mobile}`, `0${player.mobile}`]) {
      const byMobile = await search(platform, support, { q: typed, by: 'mobile' });
      expect(
        byMobile.value.list.map((p) => p.id),
        typed,
      ).toEqual([player.id]);
    }
    expect((await search(platform, support, { q: player.mobile.slice(0, 6), by: 'mobile' })).value.list).toEqual([]);

    const byId = await search(platform, support, { q: String(player.id), by: 'id' });
    expect(byId.value.list.map((p) => p.id)).toEqual([player.id]);
    // Typed as it is, an id comes first among everything else the number matches.
    expect((await search(platform, support, { q: String(player.id) })).value.list[0]?.id).toBe(player.id);

    // A username search reads % and _ as letters.
    expect((await search(platform, support, { q: '%', by: 'username' })).value.list).toEqual([]);
    expect((await search(platform, support, { q: 'nobody-by-this-name' })).value).toEqual({ list: [], page: 1, hasMore: false });

    const admin = await staffOf(platform, 'admin');
    await office(platform, admin, calls.lockPlayer, { id: player.id, reason: 'Chargeback under review' });
    expect((await search(platform, support, { q: player.username })).value.list[0]).toMatchObject({ id: player.id, locked: true });
  });

  it('pages through a search', async () => {
    const platform = use();
    const cashier = await staffOf(platform, 'cashier');
    const prefix = `pg${randomInt(100_000, 999_999)}`;
    for (let i = 0; i < 23; i++) {
      await platform.db.query('INSERT INTO members (username, username_key, type) VALUES ($1, $1, 0)', [
        `${prefix}${String(i).padStart(2, '0')}`,
      ]);
    }
    const first = await search(platform, cashier, { q: prefix });
    expect(first.value.list).toHaveLength(20);
    expect(first.value.hasMore).toBe(true);
    const second = await search(platform, cashier, { q: prefix, page: 2 });
    expect(second.value.list.map((p) => p.username)).toEqual([`${prefix}20`, `${prefix}21`, `${prefix}22`]);
    expect(second.value.hasMore).toBe(false);
  });

  it('shows a player’s page: contacts in full to an admin and masked to support, wallets, the newest ledger lines, live sessions', async () => {
    const platform = use();
    const player = await playerWithContacts(platform);
    const signedIn = await loginRequest(
      platform.app,
      { type: 'username', username: player.username, password: PASSWORD, loginAs: 'member' },
      { remoteAddress: '10.9.8.7', headers: { 'user-agent': ANDROID_CHROME } },
    );
    expect(signedIn.statusCode).toBe(200);

    const admin = await staffOf(platform, 'admin');
    const full = await answer(office(platform, admin, calls.getPlayer, { id: player.id }));
    expect(full.status).toBe(200);
    expect(full.value).toMatchObject({
      id: player.id,
      username: player.username,
      realName: 'Juan Dela Cruz',
      mobile: `+63 ${player.mobile}`,
      email: `juan.${player.username}@example.com`,
      contactsMasked: false,
      type: 0,
      vip: { level: 0, name: 'VIP0' },
      upline: null,
      lock: null,
    });
    const [wallet] = full.value.wallets;
    expect(full.value.wallets).toHaveLength(1);
    expect(wallet).toEqual({ kind: expect.any(String), currency: expect.any(String), balance: expect.stringMatching(/^\d+\.\d{2}$/) });
    expect(full.value.ledger.list[0]).toMatchObject({ wallet: wallet!.kind, kind: 'DEMO_CREDIT', amount: wallet!.balance });
    expect(full.value.sessions).toContainEqual(
      expect.objectContaining({ ip: '10.9.8.7', device: 'Chrome · Android', door: 'member', kind: 'full', keptSignIn: false }),
    );
    expect(full.value.lastLoginAt).not.toBeNull();

    const support = await staffOf(platform, 'support');
    const masked = await answer(office(platform, support, calls.getPlayer, { id: player.id }));
    expect(masked.value.contactsMasked).toBe(true);
    expect(masked.value.may).toEqual({ endSessions: true, lock: true, addNote: true });
    const cashier = await staffOf(platform, 'cashier');
    expect((await answer(office(platform, cashier, calls.getPlayer, { id: player.id }))).value.may).toEqual({
      endSessions: false,
      lock: false,
      addNote: true,
    });
    expect(masked.value.mobile).toBe(`+63 ${'•'.repeat(player.mobile.length - 3)}${player.mobile.slice(-3)}`);
    expect(masked.value.email).toMatch(/^ju•+@example\.com$/);
    expect(JSON.stringify(masked.value)).not.toContain(player.mobile);

    expect((await answer(office(platform, support, calls.getPlayer, { id: 2_000_000_000 }))).errorCode).toBe('office.notFound');
  });

  it('reads the ledger of every wallet newest first, a page at a time', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const { rows } = await platform.db.query<{ id: unknown; balance: unknown }>(`SELECT id, balance FROM wallets WHERE member_id = $1`, [
      player.id,
    ]);
    const wallet = rows[0]!;
    let balance = Number(wallet.balance);
    for (let i = 1; i <= 25; i++) {
      balance += 1;
      await platform.db.query(
        `INSERT INTO ledger (wallet_id, kind, amount, balance_after, round_id, idem_key) VALUES ($1, 'WIN', 1, $2, $3, $3)`,
        [wallet.id, balance, `round-${i}`],
      );
    }
    const cashier = await staffOf(platform, 'cashier');
    const first = (await answer(office(platform, cashier, calls.getPlayer, { id: player.id }))).value.ledger;
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ kind: 'WIN', amount: '1.00', reference: 'round-25' });
    const ids = first.list.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const rest = await answer<PlayerLedgerPage>(
      office(platform, cashier, calls.getPlayerLedger, { id: player.id, before: first.nextCursor! }),
    );
    expect(rest.value.list.map((line) => line.reference)).toEqual(['round-5', 'round-4', 'round-3', 'round-2', 'round-1', null]);
    expect(rest.value.nextCursor).toBeNull();
  });

  it('locks a player: their login is refused, their live session ends, and unlocking lets them in again; each writes its audit row', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const support = await staffOf(platform, 'support');
    expect((await memberInfo(platform, player)).statusCode).toBe(200);

    const locked = await answer(office(platform, support, calls.lockPlayer, { id: player.id, reason: 'Shared account' }, '192.0.2.10'));
    expect(locked.status).toBe(200);
    expect(locked.value.lock).toMatchObject({ by: support.username, reason: 'Shared account', at: expect.any(String) });
    expect(locked.value.sessions).toEqual([]);

    const cut = await memberInfo(platform, player);
    expect(cut.statusCode).toBe(401);
    expect(envelope(cut).errorCode).toBe(ERROR_CODES.sessionExpired);
    const refused = await login(platform, player);
    expect(refused.statusCode).toBe(403);
    expect(envelope(refused).errorCode).toBe(ACCOUNT_ERROR_CODES.userDisabled);

    const twice = await answer(office(platform, support, calls.lockPlayer, { id: player.id, reason: 'Again' }));
    expect(twice).toMatchObject({ status: 409, errorCode: 'office.alreadyDecided' });

    const unlocked = await answer(office(platform, support, calls.unlockPlayer, { id: player.id, reason: 'Owner verified by phone' }));
    expect(unlocked.value.lock).toBeNull();
    // The session the lock ended stays ended; a new login works.
    expect((await memberInfo(platform, player)).statusCode).toBe(401);
    const back = await freshSession(platform, player);
    expect((await memberInfo(platform, back)).statusCode).toBe(200);
    expect((await answer(office(platform, support, calls.unlockPlayer, { id: player.id, reason: 'Again' }))).status).toBe(409);

    expect(await auditOf(platform, player.id)).toEqual([
      {
        staff_username: support.username,
        action: 'player.lock',
        before: { locked: false },
        after: { locked: true, reason: 'Shared account', sessionsEnded: 1 },
        ip: '192.0.2.10',
      },
      {
        staff_username: support.username,
        action: 'player.unlock',
        before: { locked: true, reason: 'Shared account' },
        after: { locked: false, reason: 'Owner verified by phone' },
        ip: '127.0.0.1',
      },
    ]);
    expect(unlocked.value.staffActions.map((a) => [a.action, a.reason])).toEqual([
      ['player.unlock', 'Owner verified by phone'],
      ['player.lock', 'Shared account'],
    ]);
  });

  // A race needs two connections: the embedded database has one, so this test exists on PostgreSQL only.
  if (kind === 'postgres') {
    it('refuses a login that was under way when the player was locked', async () => {
      const platform = use();
      const player = await memberWithPassword(platform);
      let racing: ReturnType<typeof login> | undefined;
      // The lock holds the player's row while it changes the account; the login reaches it meanwhile.
      await platform.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [player.id]);
        racing = login(platform, player);
        await expect
          .poll(
            async () =>
              (
                await platform.db.query<{ n: number }>(
                  `SELECT count(*)::int AS n FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FOR SHARE%'`,
                )
              ).rows[0]!.n,
            { timeout: 30_000 },
          )
          .toBe(1);
        await tx.query(`UPDATE members SET status = 'disabled' WHERE id = $1`, [player.id]);
      });
      const refused = await racing!;
      expect(refused.statusCode).toBe(403);
      expect(envelope(refused).errorCode).toBe(ACCOUNT_ERROR_CODES.userDisabled);
      const { rows } = await platform.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND id <> $2',
        [
          player.id,
          (await platform.db.query<{ id: string }>('SELECT id FROM sessions WHERE member_id = $1 ORDER BY created_at LIMIT 1', [player.id]))
            .rows[0]!.id,
        ],
      );
      expect(rows[0]!.n).toBe(0);
    });
  }

  it('ends every session of a player: each device’s next call is told the session expired, and kept devices do not come back', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const kept = await loginRequest(
      platform.app,
      { type: 'username', username: player.username, password: PASSWORD, keepSignedIn: true },
      { remoteAddress: randomAddress(), headers: { 'user-agent': ANDROID_CHROME } },
    );
    const keptToken = envelope<LoginValue>(kept).value.token;
    const keptCookie = String(kept.headers['set-cookie']).match(new RegExp(`${KEPT_SIGN_IN_COOKIE}=([^;]*)`))?.[1];

    const admin = await staffOf(platform, 'admin');
    const before = await answer(office(platform, admin, calls.getPlayer, { id: player.id }));
    expect(before.value.sessions).toHaveLength(2);
    expect(before.value.sessions.find((s) => s.keptSignIn)).toMatchObject({ device: 'Chrome · Android' });

    const ended = await answer<{ ended: number; player: { sessions: unknown[] } }>(
      office(platform, admin, calls.endPlayerSessions, { id: player.id }),
    );
    expect(ended.status).toBe(200);
    expect(ended.value.ended).toBe(2);
    expect(ended.value.player.sessions).toEqual([]);

    for (const token of [player.token, keptToken]) {
      const next = await platform.app.inject({ method: 'GET', url: accountCalls.getMemberInfo.path, headers: memberHeaders(token) });
      expect(next.statusCode).toBe(401);
      expect(envelope(next).errorCode).toBe(ERROR_CODES.sessionExpired);
    }
    expect(keptCookie).toBeTruthy();
    {
      const resumed = await platform.app.inject({
        method: 'POST',
        url: accountCalls.resumeSession.path,
        headers: { cookie: `${KEPT_SIGN_IN_COOKIE}=${keptCookie}` },
        payload: {},
      });
      expect(resumed.statusCode).toBe(401);
    }
    // The account itself stays open.
    expect((await login(platform, player)).statusCode).toBe(200);
    expect((await auditOf(platform, player.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['player.endSessions', { liveSessions: 2 }, { liveSessions: 0 }],
    ]);
  });

  it('shows a player’s break and limits read only: no staff call shortens a break, and a lock and unlock leave it running', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const limit = await platform.app.inject({
      method: 'POST',
      url: '/protection/limit',
      headers: as(player),
      payload: { key: 'DEPOSIT_DAY', value: '500' },
    });
    expect(limit.statusCode).toBe(200);
    const taken = await platform.app.inject({
      method: 'POST',
      url: '/protection/break',
      headers: as(player),
      payload: { period: '7D', password: PASSWORD },
    });
    expect(taken.statusCode).toBe(200);

    const admin = await staffOf(platform, 'admin');
    const page = await answer(office(platform, admin, calls.getPlayer, { id: player.id }));
    expect(page.value.protection.activeBreak).toMatchObject({ period: '7D', selfExclusion: false });
    expect(page.value.protection.limits.find((l) => l.key === 'DEPOSIT_DAY')?.value).toBe('500.00');
    expect(page.value.protection.history.map((h) => h.action)).toEqual(['TIME_OUT', 'LIMIT_SET']);

    // The room changes only sessions, the lock and notes: nothing of the player's protection.
    const changing = allOfficeCalls.filter((call) => call.method === 'POST' && call.path.startsWith('/office/api/players'));
    expect(changing.map((call) => call.name).sort()).toEqual(['addPlayerNote', 'endPlayerSessions', 'lockPlayer', 'unlockPlayer']);
    expect(allOfficeCalls.filter((call) => /break|protection|limit/i.test(`${call.name} ${call.path}`))).toEqual([]);

    await office(platform, admin, calls.lockPlayer, { id: player.id, reason: 'Asked to be kept away' });
    await office(platform, admin, calls.unlockPlayer, { id: player.id, reason: 'Lifted' });
    const after = await answer(office(platform, admin, calls.getPlayer, { id: player.id }));
    expect(after.value.protection.activeBreak?.endsAt).toBe(page.value.protection.activeBreak?.endsAt);
    const again = await login(platform, player);
    expect(again.statusCode).toBe(200);
    expect(envelope<LoginValue>(again).value.onBreak).toMatchObject({ period: '7D' });
  });

  it('keeps notes between staff, newest first, as the text written', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const support = await staffOf(platform, 'support');
    const cashier = await staffOf(platform, 'cashier');
    const first = await answer(office(platform, support, calls.addPlayerNote, { id: player.id, text: '  Called about a late deposit.  ' }));
    expect(first.status).toBe(200);
    const markup = '<img src=x onerror="alert(1)"> asked for the limit\nto be raised';
    const second = await answer(office(platform, cashier, calls.addPlayerNote, { id: player.id, text: markup }));
    expect(second.value.notes.map((n) => [n.staff, n.text])).toEqual([
      [cashier.username, markup],
      [support.username, 'Called about a late deposit.'],
    ]);
    const longest = await answer(office(platform, support, calls.addPlayerNote, { id: player.id, text: 'x'.repeat(1000) }));
    expect(longest.status).toBe(200);
    expect((await auditOf(platform, player.id)).map((row) => [row.staff_username, row.action])).toEqual([
      [support.username, 'player.note'],
      [cashier.username, 'player.note'],
      [support.username, 'player.note'],
    ]);
  });

  it('lets each role do only its part: content staff nothing, cashiers read and write notes, no session nothing', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const inputs: Record<string, Record<string, unknown>> = {
      searchPlayers: { q: player.username },
      getPlayer: { id: player.id },
      getPlayerLedger: { id: player.id },
      endPlayerSessions: { id: player.id },
      lockPlayer: { id: player.id, reason: 'r' },
      unlockPlayer: { id: player.id, reason: 'r' },
      addPlayerNote: { id: player.id, text: 't' },
    };
    const staff = Object.fromEntries(await Promise.all(STAFF_ROLES.map(async (role) => [role, await staffOf(platform, role)] as const)));
    for (const call of Object.values(calls) as OfficeCallDef[]) {
      expect((await answer(office(platform, null, call, inputs[call.name]))).errorCode, call.name).toBe('office.notSignedIn');
      for (const role of STAFF_ROLES) {
        if (call.roles.includes(role)) continue;
        const refused = await answer(office(platform, staff[role]!, call, inputs[call.name]));
        expect(refused, `${role} ${call.name}`).toMatchObject({ status: 403, errorCode: 'office.wrongRole' });
      }
    }
    expect(calls.lockPlayer.roles).not.toContain('cashier');
    expect(calls.getPlayer.roles).toContain('cashier');
    expect(calls.addPlayerNote.roles).toContain('cashier');
    expect((await answer(office(platform, staff.cashier!, calls.addPlayerNote, inputs.addPlayerNote!))).status).toBe(200);
    // Nothing refused was written.
    expect((await auditOf(platform, player.id)).map((row) => row.action)).toEqual(['player.note']);
    expect((await memberInfo(platform, player)).statusCode).toBe(200);
  });

  it('answers a malformed request with 400 and writes nothing', async () => {
    const platform = use();
    const player = await memberWithPassword(platform);
    const admin = await staffOf(platform, 'admin');
    const malformed: [{ method: 'GET' | 'POST'; path: string }, Record<string, unknown> | string][] = [
      [calls.searchPlayers, {}],
      [calls.searchPlayers, { q: '   ' }],
      [calls.searchPlayers, { q: 'a', page: 0 }],
      [calls.searchPlayers, { q: 'a', by: 'email' }],
      [calls.getPlayer, {}],
      [calls.getPlayer, { id: 'abc' }],
      [calls.getPlayer, { id: -1 }],
      [calls.getPlayer, { id: 99_999_999_999 }],
      [calls.getPlayerLedger, { id: player.id, before: 'x' }],
      [calls.endPlayerSessions, { id: String(player.id) }],
      [calls.endPlayerSessions, '{"id":'],
      [calls.lockPlayer, { id: player.id }],
      [calls.lockPlayer, { id: player.id, reason: '   ' }],
      [calls.lockPlayer, { id: player.id, reason: 'r'.repeat(501) }],
      [calls.lockPlayer, { id: player.id, reason: 'ok', extra: true }],
      [calls.addPlayerNote, { id: player.id, text: 'x'.repeat(1001) }],
      [calls.addPlayerNote, { id: player.id, text: 'nul\u0000byte' }],
      [calls.addPlayerNote, { id: player.id, text: ['a'] }],
    ];
    for (const [call, input] of malformed) {
      const response = await answer(office(platform, admin, call, input));
      expect(response.status, `${call.path} ${JSON.stringify(input)}`).toBe(400);
      expect(response.errorCode).toBe(ERROR_CODES.badRequest);
    }
    expect(await auditOf(platform, player.id)).toEqual([]);
    expect((await memberInfo(platform, player)).statusCode).toBe(200);
  });
});
