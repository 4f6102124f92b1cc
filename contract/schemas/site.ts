import * as z from 'zod/mini';
import { LANGUAGE_LABELS } from '../domain';
import { PATTERN_IDS, type PatternId } from '../patterns';
import { REGISTER_FIELDS, RESOURCE_TYPES, WHITELABEL_FLAGS } from '../site';
import { emptyRequest } from './define';
import { gameTypeSchema, languageSchema } from './domain';

const templateChoice = z.union([z.literal(0), z.literal(1)]);
/** Which layouts the member centre (`mem_cen`) and the deposit detail (`dep_func`) use: 1 the new one, 0 the base one. */
export const mobileTemplateSchema = z.object({ mem_cen: templateChoice, dep_func: templateChoice });
/** A member's choice of layouts: either or both. */
export const templateChoiceSchema = z.strictObject({ mem_cen: z.optional(templateChoice), dep_func: z.optional(templateChoice) });

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.int().check(z.gte(0)),
  maxLength: z.int().check(z.gte(1)),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;
export const siteInfoSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.int() }),
  ageLimit: z.int().check(z.gte(18)),
  defaultLanguage: languageSchema,
  languages: z.array(z.enum(LANGUAGE_LABELS)),
  customerService: z.array(z.object({ csType: z.string(), title: z.string(), path: z.string() })),
  domainRoute: z.array(z.object({ domainName: z.string(), rootDomainName: z.string() })),
  mobileTemplate: mobileTemplateSchema,
  paths: z.record(z.string(), z.string()),
  register: z.object({
    fields: z.record(z.enum(REGISTER_FIELDS), fieldRuleSchema),
    captcha: z.object({ enabled: z.boolean() }),
    smsExpirationSeconds: z.int().check(z.positive()),
    dialingCodes: z.array(z.object({ code: z.string(), country: z.string(), flag: z.string() })),
  }),
  resources: z.array(z.object({ resourceType: z.enum(RESOURCE_TYPES), url: z.string(), labelNameEn: z.string() })),
  whitelabel: z.record(z.enum(WHITELABEL_FLAGS), z.boolean()),
  mainDomain: z.string(),
  imageCDNs: z.array(z.string()).check(z.minLength(1)),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: z.object({ ip: z.string() }),
  enabledGameTypes: z.array(gameTypeSchema),
  bonuses: z.object({ registration: z.number(), invite: z.number(), download: z.number() }),
  /**
   * How other providers' games open: at the provider (`live`), or on the platform's own demo page, where no
   * money moves (`demo`: a platform with no provider connections, like the reference platform). The platform's
   * own games (INHOUSE_VENDORS) always play for real.
   */
  providerGames: z.enum(['live', 'demo']),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
/** 0 normal, 1 maintenance (also when both flags are set), 2 region restricted. */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  message: z.nullable(z.string()),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Each call's request and response. */
export const siteSchemas = {
  getSiteInfo: {
    request: z.strictObject({ language: z.optional(languageSchema) }),
    response: siteInfoSchema,
  },
  getSystemStatus: {
    request: emptyRequest,
    response: systemStatusSchema,
  },
};
