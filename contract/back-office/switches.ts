import * as z from 'zod/mini';
import { PHONE_VERIFIER_CHANNELS } from '../account';
import { REGISTER_FIELDS, WHITELABEL_FLAGS } from '../site';
import { gameTypeSchema } from '../schemas/domain';
import { fieldRuleSchema } from '../schemas/site';
import { officeCalls } from './define';

/*
 * The site's switches: maintenance, region restriction, game types, whitelabel flags, registration
 * fields, the phone verifier's channel and the abuse limits. Stored by the platform, changed by an
 * admin, and in force on every server instance within a few seconds of a change.
 */

/** Every switch by name, as the store keeps them (one row each) and the audit trail names them. */
export const SWITCH_NAMES = [
  'maintenance',
  'regionRestriction',
  'restrictedIpPrefixes',
  'enabledGameTypes',
  'whitelabel',
  'registerFields',
  'phoneVerifier',
  'limits',
] as const;
export type SwitchName = (typeof SWITCH_NAMES)[number];

/** The abuse limits the operator tunes at run time: how often one address (or the whole site) may ask. */
export const SWITCH_LIMITS = [
  'smsPerAddressPerHour',
  'smsPerMinute',
  'checkUsernamePerMinutePerAddress',
  'checkAffiliatePerMinutePerAddress',
  'captchasPerMinutePerAddress',
  'registrationsPerAddressPerHour',
] as const;
export type SwitchLimit = (typeof SWITCH_LIMITS)[number];

const limitValue = z.int().check(z.gte(1), z.lte(1_000_000));
/** An address refused as region restricted: exact, or a prefix ending in '.' (IPv4) or ':' (IPv6). */
const ipPrefix = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[0-9A-Fa-f.:]+$/));

/**
 * A change to the switches: only the switches named change. Whitelabel flags, the phone verifier
 * and the limits are merged into the current ones; a list or the registration fields replace theirs.
 */
export const switchesPatchSchema = z.strictObject({
  maintenance: z.optional(z.boolean()),
  regionRestriction: z.optional(z.boolean()),
  restrictedIpPrefixes: z.optional(z.array(ipPrefix).check(z.maxLength(100))),
  enabledGameTypes: z.optional(z.array(gameTypeSchema).check(z.maxLength(20))),
  whitelabel: z.optional(z.partialRecord(z.enum(WHITELABEL_FLAGS), z.boolean())),
  /** The operator's registration field rules (on, required, lengths, pattern) laid over the defaults; replaces the current set. */
  registerFields: z.optional(z.partialRecord(z.enum(REGISTER_FIELDS), z.strictObject(z.partial(fieldRuleSchema).shape))),
  /** Who proves phone numbers: the platform's SMS codes, or the outside verifier (Firebase, or the development one). */
  phoneVerifier: z.optional(z.strictObject({ channel: z.enum(PHONE_VERIFIER_CHANNELS) })),
  limits: z.optional(z.strictObject(Object.fromEntries(SWITCH_LIMITS.map((name) => [name, z.optional(limitValue)])) as LimitPatchShape)),
});
type LimitPatchShape = Record<SwitchLimit, z.ZodMiniOptional<typeof limitValue>>;
export type SwitchesPatch = z.infer<typeof switchesPatchSchema>;

/** Every switch's value in force. */
export const siteSwitchesSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  restrictedIpPrefixes: z.array(z.string()),
  enabledGameTypes: z.array(gameTypeSchema),
  whitelabel: z.record(z.enum(WHITELABEL_FLAGS), z.boolean()),
  /** Rules laid over the platform's defaults (a configuration file may set lengths and patterns too). */
  registerFields: z.partialRecord(z.enum(REGISTER_FIELDS), z.partial(fieldRuleSchema)),
  phoneVerifier: z.object({ channel: z.enum(PHONE_VERIFIER_CHANNELS) }),
  limits: z.object(Object.fromEntries(SWITCH_LIMITS.map((name) => [name, z.int()])) as Record<SwitchLimit, z.ZodMiniInt>),
});
export type SiteSwitches = z.infer<typeof siteSwitchesSchema>;

/** The switches in force, and for each the last change: when, and by whom (null: the configuration's starting value). */
const switchesAnswerSchema = z.object({
  switches: siteSwitchesSchema,
  changed: z.partialRecord(z.enum(SWITCH_NAMES), z.object({ at: z.string(), by: z.nullable(z.string()) })),
});
export type SwitchesAnswer = z.infer<typeof switchesAnswerSchema>;

export const switchCalls = officeCalls({
  getSwitches: {
    method: 'GET',
    path: '/office/api/switches',
    roles: ['admin'],
    request: z.object({}),
    response: switchesAnswerSchema,
  },
  /** Changes the switches named (written with its audit row, announced to every instance); answers them all. */
  updateSwitches: {
    method: 'POST',
    path: '/office/api/switches',
    roles: ['admin'],
    request: switchesPatchSchema,
    response: switchesAnswerSchema,
  },
});
