import * as z from 'zod/mini';
import { defineCall, emptyRequest } from './define';
import { gameTypeSchema, languageSchema, LANGUAGE_LABELS } from './domain';
import { PATTERN_IDS, type PatternId } from './patterns';

/** Registration fields in the order the form shows them. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confimpsw',
  'mobileNum',
  'messageCode',
  'identifying',
  'affiliateCode',
  'nickname',
  'payeeName',
  'email',
  'paymentPassword',
  'recommenderId',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  minLength: z.int().check(z.gte(0)),
  maxLength: z.int().check(z.gte(1)),
  patternId: z.enum(PATTERN_IDS as [PatternId, ...PatternId[]]),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

/** Whitelabel flags the product reads; the operator turns each on or off. */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'CBS3',
  'TRANSBETREPMEM3',
  'MAILCEN',
  'FEEDBACK3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'DIRECTREG3',
  'MAILRECOVER3',
  'PHONERECOVER3',
  'MOBILELOGIN3',
  'AFFILIATE3',
  'REFERRAL',
  'MISSION',
  'VIPBENEFIT',
  'FREEPLAY3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

export const RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'FACEBOOK',
  'TELEGRAM',
  'TELEGRAM2',
  'TELEGRAM3',
] as const;

export const siteInfoSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.int() }),
  ageLimit: z.int().check(z.gte(18)),
  defaultLanguage: languageSchema,
  languages: z.array(z.enum(LANGUAGE_LABELS)),
  customerService: z.array(z.object({ csType: z.string(), title: z.string(), path: z.string() })),
  domainRoute: z.array(z.object({ domainName: z.string(), rootDomainName: z.string() })),
  mobileTemplate: z.object({ mem_cen: z.union([z.literal(0), z.literal(1)]), dep_func: z.union([z.literal(0), z.literal(1)]) }),
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

export const siteCalls = {
  getSiteInfo: defineCall({
    name: 'getSiteInfo',
    method: 'GET',
    path: '/wps/system/siteInfo',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: z.strictObject({ language: z.optional(languageSchema) }),
    response: siteInfoSchema,
  }),
  getSystemStatus: defineCall({
    name: 'getSystemStatus',
    method: 'GET',
    path: '/wps/system/status',
    moduleId: 'COMM3',
    auth: 'none',
    encoding: 'query',
    request: emptyRequest,
    response: systemStatusSchema,
  }),
};
