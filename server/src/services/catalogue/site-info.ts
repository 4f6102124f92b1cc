import { DEFAULT_LANGUAGE, LANGUAGE_LABELS } from '../../../../contract/domain';
import type { SiteInfo } from '../../../../contract/site';
import { WELCOME_OFFER } from '../../../seed/deposit-offers';
import type { ServerConfig } from '../../config';
import { CUSTOMER_SERVICE_PAGE } from '../../../../contract/customer-service';
import type { CustomerService } from './customer-service';
import { regionRestrictedFor } from './region';
import { registerFieldRules } from './register-fields';
import { primaryCdn } from './rows';

/** Bonus amounts the promotions advertise: the welcome bonus's cap, inviting a friend, installing the app. */
const BONUSES = { registration: WELCOME_OFFER.maxPesos, invite: 2222, download: 52 };

const DIALING_CODES: ReadonlyArray<readonly [code: string, country: string]> = [
  ['63', 'PH'],
  ['65', 'SG'],
  ['60', 'MY'],
  ['62', 'ID'],
  ['66', 'TH'],
  ['84', 'VN'],
  ['852', 'HK'],
  ['81', 'JP'],
  ['82', 'KR'],
  ['1', 'US'],
];

type StaticPart = Omit<SiteInfo, 'whitelabel' | 'maintenance' | 'regionRestriction' | 'location' | 'enabledGameTypes' | 'mainDomain'>;

/**
 * Builds the part of the site info that does not change while the server runs. The
 * switches the operator can flip at run time (maintenance, region restriction,
 * whitelabel flags, game types) are read from the configuration on every request.
 */
function buildStaticPart(config: ServerConfig, customerService: CustomerService): StaticPart {
  const cdn = primaryCdn(config.imageCDNs);
  const slug = config.siteName.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    merchantCode: config.merchantCode,
    siteName: config.siteName,
    currency: config.currency,
    ageLimit: config.ageLimit,
    defaultLanguage: DEFAULT_LANGUAGE,
    languages: [...LANGUAGE_LABELS],
    customerService: customerService.entries(),
    domainRoute: [1, 2, 3].map((n) => ({ domainName: `https://m.${slug}${n}.ph`, rootDomainName: `${slug}${n}.ph` })),
    mobileTemplate: { ...SITE_MOBILE_TEMPLATE },
    paths: {
      home: '/m/home',
      login: '/m/login',
      register: '/m/register',
      promotion: '/m/activity',
      notice: '/m/notice',
      help: '/m/help',
      download: '/m/download',
      deposit: '/m/voucherCenter',
      withdraw: '/m/withdraw',
      invite: '/m/inviteFriends',
      customerService: CUSTOMER_SERVICE_PAGE,
    },
    register: {
      fields: registerFieldRules(config.registerFields),
      captcha: { enabled: true },
      smsExpirationSeconds: config.smsCodeValiditySeconds,
      dialingCodes: DIALING_CODES.map(([code, country]) => ({ code, country, flag: `${cdn}/flags/${country}.svg` })),
    },
    resources: [
      { resourceType: 'IOS', url: '/m/download?os=ios', labelNameEn: 'iOS' },
      { resourceType: 'Android', url: '/m/download?os=android', labelNameEn: 'Android' },
      { resourceType: 'MOBILECONFIG', url: '/m/download?os=ios&profile=1', labelNameEn: 'iOS profile' },
      { resourceType: 'AppDownloadIcon', url: '/icons/icon-192.png', labelNameEn: 'App icon' },
      { resourceType: 'FACEBOOK', url: `https://www.facebook.com/${slug}ph`, labelNameEn: 'Facebook' },
      { resourceType: 'TELEGRAM', url: `https://t.me/${slug}_official`, labelNameEn: 'Telegram' },
      { resourceType: 'TELEGRAM2', url: `https://t.me/${slug}_promos`, labelNameEn: 'Telegram promotions' },
      { resourceType: 'TELEGRAM3', url: `https://t.me/${slug}_support`, labelNameEn: 'Telegram 24h support' },
    ],
    imageCDNs: [...config.imageCDNs],
    bonuses: BONUSES,
    // No provider is connected: every other provider's game opens on the vendor demo page.
    providerGames: 'demo',
  };
}

/** The layouts the site uses for the member centre and the deposit detail; a member may choose their own (setTemplate). */
export const SITE_MOBILE_TEMPLATE: SiteInfo['mobileTemplate'] = { mem_cen: 1, dep_func: 1 };

export interface SiteInfoRequest {
  ip: string;
  hostname: string;
}

export function createSiteInfoService(config: ServerConfig, customerService: CustomerService) {
  const staticPart = buildStaticPart(config, customerService);
  return {
    get({ ip, hostname }: SiteInfoRequest): SiteInfo {
      return {
        ...staticPart,
        whitelabel: { ...config.whitelabel },
        mainDomain: hostname,
        maintenance: config.maintenance,
        regionRestriction: regionRestrictedFor(config, ip),
        location: { ip },
        enabledGameTypes: [...config.enabledGameTypes],
      };
    },
  };
}
