/**
 * The values the repository ships so that `npm start` works out of the box. Anyone can read
 * them, so a production server never runs on one of them.
 */
export const DEVELOPMENT_SECRETS = {
  gatewaySecret: 'tala-development-gateway-secret',
  staffPassword: 'Staff1234',
} as const;

/** Every password written in the repository's seed and README: none of them guards a production account. */
const PUBLISHED_PASSWORDS = new Set(['Staff1234', 'Demo1234', 'Agent1234', 'Player1234']);

/** The settings production checks, as the operator sets them. */
export interface ProductionSettings {
  gatewaySecret?: string | undefined;
  staffPassword?: string | undefined;
  encryption: boolean;
  identityProviders: IdentityProviderSettings;
  whitelabel: { FACEBOOKLOGIN3: boolean; GOOGLELOGIN3: boolean };
}

interface ProviderClient {
  clientId?: string | undefined;
  clientSecret?: string | undefined;
}

export interface IdentityProviderSettings {
  google: ProviderClient;
  facebook: ProviderClient;
}

/** A provider login flag on without the client the operator registered with that provider: one line per setting missing. */
export function identityProviderProblems(settings: Pick<ProductionSettings, 'identityProviders' | 'whitelabel'>): string[] {
  const problems: string[] = [];
  const check = (on: boolean, client: ProviderClient, what: string, flag: string, id: string, secret: string) => {
    if (!on) return;
    if (!client.clientId) problems.push(`${id} is unset while ${what} login (${flag}) is on`);
    if (!client.clientSecret) problems.push(`${secret} is unset while ${what} login (${flag}) is on`);
  };
  const { google, facebook } = settings.identityProviders;
  check(
    settings.whitelabel.GOOGLELOGIN3,
    google,
    'Google',
    'GOOGLELOGIN3',
    'TALA_GOOGLE_CLIENT_ID (identityProviders.google.clientId)',
    'TALA_GOOGLE_CLIENT_SECRET (identityProviders.google.clientSecret)',
  );
  check(
    settings.whitelabel.FACEBOOKLOGIN3,
    facebook,
    'Facebook',
    'FACEBOOKLOGIN3',
    'TALA_FACEBOOK_APP_ID (identityProviders.facebook.clientId)',
    'TALA_FACEBOOK_APP_SECRET (identityProviders.facebook.clientSecret)',
  );
  return problems;
}

/** A production server that would start on a secret from the source: the message names every setting to fix. */
export class ProductionRefusal extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Tala refuses to start in production (NODE_ENV=production) on a secret from the source:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    this.name = 'ProductionRefusal';
  }
}

/** What is wrong with the settings for production, one line per setting; empty when nothing is. */
export function productionProblems(settings: ProductionSettings): string[] {
  const problems: string[] = [];
  if (settings.gatewaySecret === undefined || settings.gatewaySecret === DEVELOPMENT_SECRETS.gatewaySecret) {
    problems.push(
      `TALA_GATEWAY_SECRET (gatewaySecret) is ${settings.gatewaySecret === undefined ? 'unset' : 'the development default'}: set the secret your payment gateway signs its callbacks with`,
    );
  }
  if (settings.staffPassword === undefined || PUBLISHED_PASSWORDS.has(settings.staffPassword)) {
    problems.push(
      `TALA_STAFF_PASSWORD (staffPassword) is ${settings.staffPassword === undefined ? 'unset' : 'a published demo password'}: set the support console's first password (account support01)`,
    );
  }
  if (!settings.encryption) {
    problems.push('TALA_ENCRYPTION (encryption) is off: logins and registrations are sealed in production');
  }
  // Production never serves a login from the development provider, development tools or not.
  problems.push(...identityProviderProblems(settings));
  return problems;
}
