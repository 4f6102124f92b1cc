import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBirthday, checkField, registerFormRules } from '../../../contract/field-validation';
import { registerFieldRules } from '../../src/services/catalogue/register-fields';
import { hashPassword, verifyPassword } from '../../src/services/accounts/passwords';
import { DEMO_ACCOUNTS } from '../../src/services/accounts/seed';
import { HASHING_THREAD_NICE_STEP } from '../../src/services/accounts/hashing-threads';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and a fresh salt, and verifies only the right password', async () => {
    const [a, b] = await Promise.all([hashPassword('Secret123'), hashPassword('Secret123')]);
    expect(a).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Secret123', a)).toBe(true);
    expect(await verifyPassword('Secret124', a)).toBe(false);
    expect(await verifyPassword('Secret123', 'plain')).toBe(false);
    expect(await verifyPassword('Secret123', 'scrypt$30$8$1$AAAA$AAAA')).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    "hashes on threads a little below the server's priority, never the lowest, so a busy host cannot starve logins",
    async () => {
      const niceOfThreads = () =>
        readdirSync('/proc/self/task').map((tid) => {
          // Fields after the command name: state is 3rd, nice is the 19th field of the whole line.
          const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
        });
      await Promise.all([hashPassword('Secret123'), hashPassword('Secret456')]);
      const serverNice = niceOfThreads()[0]!;
      const hashingThreads = niceOfThreads().filter((nice) => nice === serverNice + HASHING_THREAD_NICE_STEP);
      expect(hashingThreads.length).toBeGreaterThanOrEqual(2);
      expect(HASHING_THREAD_NICE_STEP).toBeLessThanOrEqual(10);
      expect(niceOfThreads()).not.toContain(19);
    },
  );

  it('seeds the demo accounts with hashes of their published passwords', async () => {
    const demo = DEMO_ACCOUNTS.find((a) => a.username === 'demo')!;
    const agent = DEMO_ACCOUNTS.find((a) => a.username === 'agent01')!;
    expect(await verifyPassword('Demo1234', demo.passwordHash!)).toBe(true);
    expect(await verifyPassword('Agent1234', agent.passwordHash!)).toBe(true);
    expect(demo.type).toBe(0);
    expect(agent.type).toBe(3);
  });
});

describe('field rules shared by the forms and the server', () => {
  const rule = { required: true, minLength: 6, maxLength: 16, patternId: 'USERNAME' as const };
  it('names the first broken rule', () => {
    expect(checkField(rule, '')).toBe('required');
    expect(checkField({ ...rule, required: false }, '')).toBeNull();
    expect(checkField(rule, '   ')).toBe('blank');
    expect(checkField(rule, 'abc')).toBe('minLength');
    expect(checkField(rule, 'a'.repeat(17))).toBe('maxLength');
    expect(checkField(rule, '1abcdef')).toBe('pattern');
    expect(checkField(rule, 'abc123')).toBeNull();
  });

  it('checks birthdays from 1900 to the end of this year and the minimum age', () => {
    const today = new Date(2025, 5, 15);
    expect(checkBirthday('1990-02-30', 21, today)).toBe('date');
    expect(checkBirthday('1899-12-31', 21, today)).toBe('range');
    expect(checkBirthday('2026-01-01', 21, today)).toBe('range');
    expect(checkBirthday('2004-06-16', 21, today)).toBe('age');
    expect(checkBirthday('2004-06-15', 21, today)).toBeNull();
  });

  it('builds the form per registration kind and switches', () => {
    // The fields an operator may turn on (the default form leaves them out).
    const rules = registerFieldRules({
      mobileNum: { enabled: true },
      affiliateCode: { enabled: true },
      email: { enabled: true },
      birthday: { enabled: true },
    });
    const all = { USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true, AFFILIATE3: true };
    const byName = registerFormRules('username', rules, { flags: all, captchaEnabled: true });
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['username', 'password', 'confimpsw', 'identifying', 'affiliateCode', 'email', 'birthday']),
    );
    expect(byName.messageCode).toBeUndefined();
    expect(byName.mobileNum?.required).toBe(false);
    const byMobile = registerFormRules('mobile', rules, { flags: all, captchaEnabled: true });
    expect(byMobile.username).toBeUndefined();
    expect(byMobile.mobileNum?.required).toBe(true);
    expect(byMobile.messageCode?.required).toBe(true);
    expect(byMobile.identifying).toBeUndefined();
    const noPassword = registerFormRules('mobile', rules, {
      flags: { ...all, MOBILENUMPASSREG3: false, REGMOBVERF3: false },
      captchaEnabled: true,
    });
    expect(noPassword.password).toBeUndefined();
    expect(noPassword.messageCode).toBeUndefined();
    expect(noPassword.identifying?.required).toBe(true);
  });
});
