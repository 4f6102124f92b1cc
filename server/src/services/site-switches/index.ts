import { randomBytes } from 'node:crypto';
import * as z from 'zod/mini';
import { PHONE_VERIFIER_CHANNELS } from '../../../../contract/account';
import {
  SWITCH_LIMITS,
  SWITCH_NAMES,
  siteSwitchesSchema,
  switchesPatchSchema,
  type SiteSwitches,
  type SwitchesAnswer,
  type SwitchesPatch,
  type SwitchName,
} from '../../../../contract/back-office/switches';
import { GAME_TYPES, type GameType } from '../../../../contract/domain';
import { ERROR_CODES } from '../../../../contract/errors';
import { WHITELABEL_FLAGS, type WhitelabelFlag } from '../../../../contract/site';
import { phoneVerifierProblems, type ServerConfig } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { listenTo } from '../../db/listen';
import { ApiError } from '../../http/api-error';
import { describeIssues } from '../../http/request-issues';
import { identityProviderProblems } from '../../production-rules';
import { recordAudit, type AuditEntry } from '../staff/audit';

/** The channel a change to the switches is announced on; its payload is the announcing instance. */
const CHANNEL = 'tala_site_switches';
/** Every instance reads the store this often too, in case an announcement was missed (a cut connection). */
export const SWITCHES_POLL_MS = 5_000;

/** The development tools' shortcut acts as no staff member; the audit trail names it. */
export const DEV_TOOLS_STAFF: AuditEntry['staff'] = { id: null, username: 'dev-tools' };

/** The configuration's fields the switches set: every reader of the configuration sees a change. */
type SwitchTarget = Pick<
  ServerConfig,
  | 'maintenance'
  | 'regionRestriction'
  | 'restrictedIpPrefixes'
  | 'enabledGameTypes'
  | 'whitelabel'
  | 'registerFields'
  | 'phoneVerifier'
  | 'limits'
>;

/** The switches as a configuration holds them. */
function switchesOf(config: SwitchTarget): SiteSwitches {
  return {
    maintenance: config.maintenance,
    regionRestriction: config.regionRestriction,
    restrictedIpPrefixes: [...config.restrictedIpPrefixes],
    enabledGameTypes: [...config.enabledGameTypes],
    whitelabel: { ...config.whitelabel },
    registerFields: structuredClone(config.registerFields),
    phoneVerifier: { channel: config.phoneVerifier.channel },
    limits: Object.fromEntries(SWITCH_LIMITS.map((name) => [name, config.limits[name]])) as SiteSwitches['limits'],
  };
}

const storedShapes = {
  flag: z.boolean(),
  list: z.array(z.string()),
  record: z.record(z.string(), z.unknown()),
  registerFields: siteSwitchesSchema.shape.registerFields,
  phoneVerifier: z.object({ channel: z.enum(PHONE_VERIFIER_CHANNELS) }),
};

const only = <K extends string>(record: Record<string, unknown>, keys: readonly K[], value: z.ZodMiniType<unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key, v]) => (keys as readonly string[]).includes(key) && value.safeParse(v).success));

/**
 * Lays one stored switch over a configuration. A stored value this version cannot read is left
 * out (false), so the configuration keeps its own; unknown flags, game types and limits are
 * dropped, and flags or limits the store lacks keep their starting values. Objects other readers
 * hold (the whitelabel flags, the phone verifier, the limits) are changed in place.
 */
function applyStored(target: SwitchTarget, starting: SiteSwitches, name: SwitchName, value: unknown): boolean {
  const parse = <T>(schema: z.ZodMiniType<T>, set: (v: T) => void) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) set(parsed.data);
    return parsed.success;
  };
  switch (name) {
    case 'maintenance':
    case 'regionRestriction':
      return parse(storedShapes.flag, (v) => (target[name] = v));
    case 'restrictedIpPrefixes':
      return parse(storedShapes.list, (v) => (target.restrictedIpPrefixes = v));
    case 'enabledGameTypes':
      return parse(
        storedShapes.list,
        (v) => (target.enabledGameTypes = [...new Set(v)].filter((t): t is GameType => GAME_TYPES.includes(t as GameType))),
      );
    case 'whitelabel':
      return parse(storedShapes.record, (v) =>
        Object.assign(
          target.whitelabel,
          starting.whitelabel,
          only(v, WHITELABEL_FLAGS, z.boolean()) as Partial<Record<WhitelabelFlag, boolean>>,
        ),
      );
    case 'registerFields':
      return parse(storedShapes.registerFields, (v) => (target.registerFields = v));
    case 'phoneVerifier':
      return parse(storedShapes.phoneVerifier, (v) => (target.phoneVerifier.channel = v.channel));
    case 'limits':
      return parse(storedShapes.record, (v) =>
        Object.assign(target.limits, starting.limits, only(v, SWITCH_LIMITS, z.int().check(z.gte(1)))),
      );
  }
}

/** One switch's value after a change: flags, the phone verifier and limits merge; the rest replace. */
function changedValue<K extends SwitchName>(name: K, current: SiteSwitches, patch: SwitchesPatch): SiteSwitches[K] {
  const next: Partial<SiteSwitches> = {
    ...(patch.maintenance !== undefined && { maintenance: patch.maintenance }),
    ...(patch.regionRestriction !== undefined && { regionRestriction: patch.regionRestriction }),
    ...(patch.restrictedIpPrefixes && { restrictedIpPrefixes: [...new Set(patch.restrictedIpPrefixes)] }),
    ...(patch.enabledGameTypes && { enabledGameTypes: [...new Set(patch.enabledGameTypes)] }),
    ...(patch.whitelabel && { whitelabel: { ...current.whitelabel, ...patch.whitelabel } }),
    ...(patch.registerFields && { registerFields: patch.registerFields }),
    ...(patch.phoneVerifier && { phoneVerifier: { ...current.phoneVerifier, channel: patch.phoneVerifier.channel } }),
    ...(patch.limits && { limits: { ...current.limits, ...patch.limits } }),
  };
  return (next[name] ?? current[name]) as SiteSwitches[K];
}

/** JSON with object keys in order, so two equal values compare equal whatever order their keys came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** For the audit trail: of a merged record (flags, limits), only the entries that changed; any other value whole. */
function narrowed(name: SwitchName, before: unknown, after: unknown): [unknown, unknown] {
  if (name !== 'whitelabel' && name !== 'limits') return [before, after];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((key) => b[key] !== a[key]);
  return [Object.fromEntries(keys.map((key) => [key, b[key]])), Object.fromEntries(keys.map((key) => [key, a[key]]))];
}

/** What a change would newly break: a login flag on without its provider's client, Firebase without its project. */
function ruleProblems(config: ServerConfig, switches: SiteSwitches): string[] {
  const problems = phoneVerifierProblems({
    ...config,
    phoneVerifier: { ...config.phoneVerifier, channel: switches.phoneVerifier.channel },
  });
  // Development tools stand in for a provider the operator has not registered with, outside production.
  if (config.production || !config.devTools) {
    problems.push(...identityProviderProblems({ identityProviders: config.identityProviders, whitelabel: switches.whitelabel }));
  }
  return problems;
}

/** Instances on one embedded database live in this process: an announcement reaches the others' reload directly. */
const embeddedFollowers = new WeakMap<Database, Map<string, () => void>>();

/**
 * The site's switches, stored in the database (table site_switches, one row per switch) and laid
 * over the running configuration, which every reader keeps reading. On start a switch the store
 * lacks is filled from the configuration (environment, config file); one it has wins. A change
 * is written with its audit row in one transaction and announced (NOTIFY on PostgreSQL); every
 * instance listens, and reads the store every few seconds in case an announcement was missed.
 */
export function createSiteSwitches({ db, config }: { db: Database; config: ServerConfig }) {
  const origin = randomBytes(6).toString('hex');
  const starting = switchesOf(config);
  /** Each switch's stored value as this instance last laid it over its configuration. */
  const applied = new Map<SwitchName, string>();

  const storedRows = async (q: Queryable, lock = false) =>
    (
      await q.query<{ name: string; value: unknown; updated_at: Date | string; updated_by: string | null }>(
        `SELECT name, value, updated_at, updated_by FROM site_switches ORDER BY name${lock ? ' FOR UPDATE' : ''}`,
      )
    ).rows.filter((row): row is typeof row & { name: SwitchName } => (SWITCH_NAMES as readonly string[]).includes(row.name));

  async function readAndApply(): Promise<void> {
    for (const row of await storedRows(db)) {
      const text = canonical(row.value);
      if (applied.get(row.name) === text) continue;
      // A value this version cannot read leaves the configuration's own in force.
      if (applyStored(config, starting, row.name, row.value)) applied.set(row.name, text);
    }
  }
  let reloading: Promise<void> = Promise.resolve();
  /** Reads the store and lays what changed over the configuration; reloads run one after another. */
  const reload = () => (reloading = reloading.catch(() => undefined).then(readAndApply));

  async function answer(): Promise<SwitchesAnswer> {
    await reload();
    const changed: SwitchesAnswer['changed'] = {};
    for (const row of await storedRows(db)) changed[row.name] = { at: new Date(row.updated_at).toISOString(), by: row.updated_by };
    return { switches: switchesOf(config), changed };
  }

  return {
    /** Fills the switches the store lacks from the configuration, then lays the store over it: before the app serves. */
    async load(): Promise<void> {
      await db.query(`INSERT INTO site_switches (name, value) SELECT key, value FROM jsonb_each($1::jsonb) ON CONFLICT (name) DO NOTHING`, [
        JSON.stringify(starting),
      ]);
      await reload();
    },

    /** The switches in force (as stored now) and who changed each last. */
    answer,

    /**
     * Changes the switches `patch` names, as `staff` from `ip`: checked (400, nothing written), then
     * the values and the audit row (the changed switches, before → after) in one transaction,
     * announced to every instance. A patch that changes nothing writes nothing.
     */
    async update(patch: unknown, staff: AuditEntry['staff'], ip: string): Promise<SwitchesAnswer> {
      const parsed = switchesPatchSchema.safeParse(patch ?? {});
      if (!parsed.success) throw new ApiError(400, ERROR_CODES.badRequest, describeIssues(parsed.error.issues, patch));
      const names = SWITCH_NAMES.filter((name) => parsed.data[name] !== undefined);
      const wrote = await db.transaction(async (tx) => {
        // Every switch locked and read as stored: two changes at once follow each other, neither lost.
        const scratch = structuredClone(switchesOf(config)) as SwitchTarget;
        for (const row of await storedRows(tx, true)) applyStored(scratch, starting, row.name, row.value);
        const current = switchesOf(scratch);
        const next = { ...current };
        for (const name of names) Object.assign(next, { [name]: changedValue(name, current, parsed.data) });
        const changed = names.filter((name) => canonical(next[name]) !== canonical(current[name]));
        if (changed.length === 0) return false;
        const problems = ruleProblems(config, next).filter((problem) => !ruleProblems(config, current).includes(problem));
        if (problems.length > 0) throw new ApiError(400, ERROR_CODES.badRequest, problems.join('; '));
        for (const name of changed) {
          await tx.query(
            `INSERT INTO site_switches (name, value, updated_by) VALUES ($1, $2::jsonb, $3)
             ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, updated_at = now(), updated_by = EXCLUDED.updated_by`,
            [name, JSON.stringify(next[name]), staff.username],
          );
        }
        const pairs = changed.map((name) => [name, narrowed(name, current[name], next[name])] as const);
        await recordAudit(tx, {
          staff,
          action: 'switches.update',
          subject: 'switches',
          before: Object.fromEntries(pairs.map(([name, [before]]) => [name, before])),
          after: Object.fromEntries(pairs.map(([name, [, after]]) => [name, after])),
          ip,
        });
        // Delivered when the transaction commits, and only then.
        if (db.kind === 'postgres') await tx.query('SELECT pg_notify($1, $2)', [CHANNEL, origin]);
        return true;
      });
      if (wrote) {
        for (const [other, refresh] of embeddedFollowers.get(db) ?? []) if (other !== origin) refresh();
      }
      return answer();
    },

    /**
     * Follows changes made through other instances: LISTEN on PostgreSQL (or this process's other
     * instances on an embedded database), and a read of the store every SWITCHES_POLL_MS. Answers how to stop.
     */
    async follow(onError: (error: unknown) => void): Promise<() => Promise<void>> {
      const refresh = () => void reload().catch(onError);
      const timer = setInterval(refresh, SWITCHES_POLL_MS);
      timer.unref();
      const followers = embeddedFollowers.get(db) ?? new Map<string, () => void>();
      embeddedFollowers.set(db, followers);
      followers.set(origin, refresh);
      let stopListening = async () => {};
      if (db.kind === 'postgres' && config.databaseUrl) {
        // Without its connection the store is still read every few seconds.
        stopListening = await listenTo(config.databaseUrl, CHANNEL, (from) => {
          if (from !== origin) refresh();
        }).catch((error: unknown) => {
          onError(error);
          return async () => {};
        });
      }
      return async () => {
        clearInterval(timer);
        followers.delete(origin);
        await stopListening();
      };
    },
  };
}

export type SiteSwitchesService = ReturnType<typeof createSiteSwitches>;
