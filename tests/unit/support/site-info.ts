import { WHITELABEL_FLAGS, type SiteInfo, type WhitelabelFlag } from '@contract/site';
import { REGISTER_FIELDS } from '@contract/site';

/** A complete, schema-valid site info; tests override what they look at. */
export function siteInfoFixture(
  overrides: Partial<Omit<SiteInfo, 'whitelabel'>> & { whitelabel?: Partial<Record<WhitelabelFlag, boolean>> } = {},
): SiteInfo {
  const { whitelabel, ...rest } = overrides;
  return {
    merchantCode: 'TALA',
    siteName: 'Tala',
    currency: { code: 'PHP', symbol: '₱', decimals: 2 },
    ageLimit: 21,
    defaultLanguage: 'TY',
    languages: ['EN', 'TY'],
    customerService: [{ csType: 'LIVECHAT', title: 'CS', path: 'LIVECHAT/CS/Ab3dE9xZ' }],
    domainRoute: [],
    mobileTemplate: { mem_cen: 1, dep_func: 1 },
    paths: {},
    register: {
      fields: Object.fromEntries(
        REGISTER_FIELDS.map((field) => [field, { enabled: false, required: false, minLength: 0, maxLength: 20, patternId: 'USERNAME' }]),
      ) as SiteInfo['register']['fields'],
      captcha: { enabled: false },
      smsExpirationSeconds: 60,
      dialingCodes: [],
    },
    resources: [],
    whitelabel: {
      ...(Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Record<WhitelabelFlag, boolean>),
      ...whitelabel,
    },
    mainDomain: 'tala.example',
    imageCDNs: ['/cdn'],
    maintenance: false,
    regionRestriction: false,
    location: { ip: '127.0.0.1' },
    enabledGameTypes: ['RNG', 'FISH', 'LIVE'],
    bonuses: { registration: 22222, invite: 2222, download: 52 },
    providerGames: 'live',
    ...rest,
  };
}
