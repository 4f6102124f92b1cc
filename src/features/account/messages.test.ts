import { translator } from '@/lib/translator';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { schemaFieldIssues } from '@/lib/form/schema-issues';
import enAccount from '@/locales/en/account.json';
import tyAccount from '@/locales/ty/account.json';
import { ERROR_CODES } from '@contract/errors';
import { asFormIssue, issueMessage } from './messages';

const schema = z.object({ method: z.enum(['APP', 'H5', 'PWA']), age: z.number() });
const fieldOf = (key: PropertyKey) => (key === 'method' || key === 'age' ? key : undefined);

beforeAll(async () => {
  translator.start('en', { account: enAccount });
  translator.addTexts('ty', 'account', tyAccount);
});

describe("the validator's default messages", () => {
  const issues = schemaFieldIssues(schema, { method: 'WAP', age: 'twenty' }, fieldOf);

  it('name the choices of a value outside them and the kind a value should have been', () => {
    const t = translator.getFixedT('account', 'en');
    expect(issueMessage(t, issues.method!, { label: 'Method' })).toBe('Method must be one of APP, H5, PWA');
    expect(issueMessage(t, issues.age!, { label: 'Age' })).toBe('Age is not a number');
  });

  it('read in Tagalog too', () => {
    const t = translator.getFixedT('account', 'ty');
    expect(issueMessage(t, issues.method!, { label: 'Paraan' })).toBe('Ang Paraan ay dapat isa sa APP, H5, PWA');
    expect(issueMessage(t, issues.age!, { label: 'Edad' })).toBe('Ang Edad ay hindi numero');
  });

  it('leave a missing value to the required message', () => {
    const missing = schemaFieldIssues(schema, {}, fieldOf);
    expect(issueMessage(translator.getFixedT('account', 'en'), missing.method!, { label: 'Method' })).toBe('Method is required');
  });
});

describe("the platform's format refusals", () => {
  it("show beside the field in the dictionary's words, whatever rule the form checked", () => {
    const en = translator.getFixedT('account', 'en');
    const ty = translator.getFixedT('account', 'ty');
    const beside = (t: typeof en, word: string, field: string, code: string) =>
      issueMessage(t, asFormIssue(word, field, code), { label: field });
    expect(beside(en, 'minLength', 'username', ERROR_CODES.accountFormat)).toBe('Account format error');
    expect(beside(en, 'pattern', 'newPassword', ERROR_CODES.passwordFormat)).toBe('Password format error');
    expect(beside(en, 'pattern', 'email', ERROR_CODES.emailIncorrect)).toBe('E-mail format error');
    expect(beside(ty, 'pattern', 'username', ERROR_CODES.accountFormat)).toBe('Mali ang format ng account');
  });

  it('leave other refusals to their own words', () => {
    expect(asFormIssue('wrong', 'oldPassword', 'field.invalid')).toBe('oldWrong');
    expect(asFormIssue('taken', 'mobileNum')).toBe('mobileTaken');
  });
});
