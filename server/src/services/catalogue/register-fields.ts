import { REGISTER_FIELDS, type FieldRule, type RegisterField } from '../../../../contract/site';

const rule = (enabled: boolean, required: boolean, minLength: number, maxLength: number, patternId: FieldRule['patternId']): FieldRule => ({
  enabled,
  required,
  minLength,
  maxLength,
  patternId,
});

/**
 * The registration form the platform asks for out of the box: only what the spec requires.
 * Username registration asks username, password and its confirmation (plus the captcha when it
 * is on); mobile registration the number (and its SMS code or password by the site's switches).
 * Every other field is off until the operator turns it on (`registerFields` in the settings);
 * an invitation link still brings its code (the form shows the field filled in).
 */
export const DEFAULT_FIELD_RULES: Record<RegisterField, FieldRule> = {
  username: rule(true, true, 6, 16, 'USERNAME'),
  password: rule(true, true, 6, 20, 'PASSWORD'),
  confimpsw: rule(true, true, 6, 20, 'PASSWORD'),
  mobileNum: rule(false, false, 7, 20, 'MOBILE'),
  messageCode: rule(true, false, 4, 10, 'DIGITS'),
  identifying: rule(true, true, 1, 6, 'DIGITS'),
  affiliateCode: rule(false, false, 4, 20, 'ALNUM'),
  nickname: rule(false, false, 2, 20, 'TEXT'),
  payeeName: rule(false, false, 2, 50, 'NAME'),
  email: rule(false, false, 5, 254, 'EMAIL'),
  paymentPassword: rule(false, false, 6, 6, 'DIGITS'),
  recommenderId: rule(false, false, 4, 20, 'ALNUM'),
  idNumber: rule(false, false, 5, 30, 'ALNUM'),
  qqNum: rule(false, false, 5, 15, 'DIGITS'),
  facebook: rule(false, false, 1, 100, 'TEXT'),
  wechat: rule(false, false, 1, 50, 'TEXT'),
  line: rule(false, false, 1, 50, 'TEXT'),
  whatsapp: rule(false, false, 7, 20, 'MOBILE'),
  zalo: rule(false, false, 7, 20, 'MOBILE'),
  birthday: rule(false, false, 10, 10, 'DATE'),
};

/** The operator's rules: the defaults with any field the configuration overrides (partially) laid over them. */
export function registerFieldRules(overrides: Partial<Record<string, Partial<FieldRule>>> = {}): Record<RegisterField, FieldRule> {
  return Object.fromEntries(
    REGISTER_FIELDS.map((field) => {
      const merged = { ...DEFAULT_FIELD_RULES[field], ...overrides[field] };
      // A rule whose bounds cross would reject every value; keep the maximum at least the minimum.
      return [field, { ...merged, maxLength: Math.max(merged.maxLength, merged.minLength, 1) }];
    }),
  ) as Record<RegisterField, FieldRule>;
}
