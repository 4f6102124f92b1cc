import { PROVIDER_FLAGS, type AccountSettings } from '../../../../contract/account';
import type { FieldRule, RegisterField, SiteInfo } from '../../../../contract/site';
import type { ServerConfig } from '../../config';
import { registerFieldRules } from '../catalogue/register-fields';

/** The registration field rules the operator configured (read on every call: the operator may change them). */
export const currentFieldRules = (config: ServerConfig): Record<RegisterField, FieldRule> => registerFieldRules(config.registerFields);

export function accountMethods(config: ServerConfig): AccountSettings['methods'] {
  const flags = config.whitelabel;
  return {
    usernameRegister: flags.USERNAMEREG3,
    mobileRegister: flags.MOBILENUMREG3,
    mobileVerify: flags.REGMOBVERF3,
    mobilePassword: flags.MOBILENUMPASSREG3,
    mobileLogin: flags.MOBILELOGIN3,
    mailRecovery: flags.MAILRECOVER3,
    phoneRecovery: flags.PHONERECOVER3,
    affiliate: flags.AFFILIATE3,
    freePlay: flags.FREEPLAY3,
    facebookLogin: flags[PROVIDER_FLAGS.facebook],
    googleLogin: flags[PROVIDER_FLAGS.google],
  };
}

/** Everything the login, registration and recovery screens need, taken from the site settings. */
export function accountSettings(config: ServerConfig, site: SiteInfo, phoneVerifier: AccountSettings['phoneVerifier']): AccountSettings {
  return {
    fields: currentFieldRules(config),
    captcha: site.register.captcha,
    smsExpirationSeconds: site.register.smsExpirationSeconds,
    dialingCodes: site.register.dialingCodes,
    defaultDialingCode: site.register.dialingCodes[0]?.code ?? '63',
    ageLimit: config.ageLimit,
    methods: accountMethods(config),
    customerServicePath: site.paths.customerService ?? '/m/help',
    encryption: config.encryption,
    phoneVerifier,
  };
}
