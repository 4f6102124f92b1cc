import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORGOT_EMAIL_RULE, LOGIN_RULES, registerFormRules } from '@contract/field-validation';
import type { FieldRule, RegisterField } from '@contract/site';
import { ChangePasswordPage } from '@/features/account/components/ChangePasswordPage';
import { ForgetPage } from '@/features/account/components/ForgetPage';
import { LoginPage } from '@/features/account/components/LoginPage';
import { RegisterPage } from '@/features/account/components/RegisterPage';
import { issueMessage, type FormIssue } from '@/features/account/messages';
import { translator } from '@/lib/translator';
import { badFormInputs, type BadInput } from './bad-inputs';
import { platformWithSettings, renderScreen, settingsFixture, startTestI18n, t } from './render';

type Rule = Pick<FieldRule, 'required' | 'minLength' | 'maxLength' | 'patternId'>;

beforeAll(startTestI18n);
afterEach(() => vi.unstubAllGlobals());

const message = (issue: FormIssue, label: string, rule: Rule) => issueMessage(translator.t, issue, { label, ...rule, ageLimit: 21 });

/** The message shown for the input `label` (tied to it by aria-describedby), or null. */
function shownMessage(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const element = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('form-field__error'));
  return element?.textContent ?? null;
}

/**
 * Types each bad input into its field (the other fields keep whatever they hold) and
 * checks the message beside the field. Counts the inputs fed.
 */
function feed(
  fields: Record<string, { input: HTMLElement; label: string; rule: Rule; expect?: (input: BadInput) => string }>,
  inputs: Array<{ field: string } & BadInput>,
): number {
  let fed = 0;
  // A one-line input cannot hold a line break (the browser strips it): those values go to the server tests only.
  for (const bad of inputs.filter((input) => !/[\r\n]/.test(input.value))) {
    const target = fields[bad.field]!;
    fireEvent.change(target.input, { target: { value: bad.value } });
    fireEvent.blur(target.input);
    // An e-mail input trims what it holds, as browsers do: such a value never reaches the form as typed.
    if ((target.input as HTMLInputElement).value !== bad.value) continue;
    const expected = target.expect ? target.expect(bad) : message(bad.issue, target.label, target.rule);
    expect({ field: bad.field, label: bad.label, value: bad.value, shown: shownMessage(target.input) }).toEqual({
      field: bad.field,
      label: bad.label,
      value: bad.value,
      shown: expected,
    });
    fed++;
  }
  return fed;
}

const byLabel = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

describe('login form', () => {
  it('answers 200+ bad usernames, passwords, mobile numbers and SMS codes with the right message', async () => {
    platformWithSettings(settingsFixture());
    renderScreen(<LoginPage />);
    const username = await screen.findByLabelText(t('account:fields.username'), { selector: 'input' });
    const fields = {
      username: { input: username, label: t('account:fields.username'), rule: LOGIN_RULES.loginUsername },
      password: { input: byLabel(t('account:fields.password')), label: t('account:fields.password'), rule: LOGIN_RULES.loginPassword },
    };
    let fed = feed(fields, badFormInputs({ username: LOGIN_RULES.loginUsername, password: LOGIN_RULES.loginPassword }, 200));

    fireEvent.click(screen.getByRole('tab', { name: t('account:login.byMobile') }));
    const sms = {
      mobileNum: { input: byLabel(t('account:fields.mobileNum')), label: t('account:fields.mobileNum'), rule: LOGIN_RULES.loginMobileNum },
      verificationCode: {
        input: byLabel(t('account:fields.verificationCode')),
        label: t('account:fields.verificationCode'),
        rule: LOGIN_RULES.verificationCode,
      },
    };
    fed += feed(sms, badFormInputs({ mobileNum: LOGIN_RULES.loginMobileNum, verificationCode: LOGIN_RULES.verificationCode }, 100));
    expect(fed).toBeGreaterThanOrEqual(300);
  });

  it('focuses the first invalid field on submit and sends nothing', async () => {
    const platform = platformWithSettings(settingsFixture());
    renderScreen(<LoginPage />);
    const username = await screen.findByLabelText(t('account:fields.username'), { selector: 'input' });
    fireEvent.click(screen.getByRole('button', { name: t('account:login.submit') }));
    await waitFor(() => expect(document.activeElement).toBe(username));
    expect(shownMessage(username)).toBe(message('required', t('account:fields.username'), LOGIN_RULES.loginUsername));
    expect(platform.mock.calls.some(([url]) => String(url).includes('/wps/session/login'))).toBe(false);
  });
});

describe('register form', () => {
  for (const kind of ['username', 'mobile'] as const) {
    it(`answers 200+ bad inputs by ${kind} with the server rule's message`, async () => {
      const settings = settingsFixture();
      platformWithSettings(settings);
      renderScreen(<RegisterPage />);
      await screen.findByRole('tab', { name: t('account:register.byMobile') });
      if (kind === 'mobile') fireEvent.click(screen.getByRole('tab', { name: t('account:register.byMobile') }));
      const rules = registerFormRules(kind, settings.fields, {
        flags: { REGMOBVERF3: true, MOBILENUMPASSREG3: true, AFFILIATE3: true },
        captchaEnabled: true,
      }) as Record<RegisterField, FieldRule>;
      const fields = Object.fromEntries(
        (Object.keys(rules) as RegisterField[]).map((field) => [
          field,
          { input: byLabel(t(`account:fields.${field}`)), label: t(`account:fields.${field}`), rule: rules[field] },
        ]),
      );
      const fed = feed(fields, badFormInputs(rules, 200));
      expect(fed).toBeGreaterThanOrEqual(200);
    });
  }

  it('re-checks the confirmation when the password changes, and refuses an under-age birthday', async () => {
    platformWithSettings(settingsFixture());
    renderScreen(<RegisterPage />);
    const password = await screen.findByLabelText(t('account:fields.password'), { exact: true, selector: 'input' });
    const confirm = byLabel(t('account:fields.confimpsw'));
    fireEvent.change(password, { target: { value: 'Secret123' } });
    fireEvent.change(confirm, { target: { value: 'Secret123' } });
    expect(shownMessage(confirm)).toBeNull();
    fireEvent.change(password, { target: { value: 'Secret124' } });
    expect(shownMessage(confirm)).toBe(t('account:validation.mismatch'));

    const birthday = byLabel(t('account:fields.birthday'));
    fireEvent.change(birthday, { target: { value: `${new Date().getFullYear() - 18}-01-01` } });
    expect(shownMessage(birthday)).toBe(t('account:validation.age', { age: 21 }));
    fireEvent.change(birthday, { target: { value: '1899-12-31' } });
    expect(shownMessage(birthday)).toBe(t('account:validation.range', { year: new Date().getFullYear() }));
  });

  it('keeps submit disabled until the required fields are filled and the disclaimer is ticked', async () => {
    platformWithSettings(settingsFixture());
    renderScreen(<RegisterPage />);
    const submit = await screen.findByRole('button', { name: t('account:register.submit') });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(byLabel(t('account:fields.username')), { target: { value: 'newplayer1' } });
    fireEvent.change(byLabel(t('account:fields.password')), { target: { value: 'Secret123' } });
    fireEvent.change(byLabel(t('account:fields.confimpsw')), { target: { value: 'Secret123' } });
    fireEvent.change(byLabel(t('account:fields.identifying')), { target: { value: '1234' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('forgot password forms', () => {
  it('answers 200+ bad inputs on the phone form and the e-mail form', async () => {
    const settings = settingsFixture();
    platformWithSettings(settings);
    renderScreen(<ForgetPage />);
    await screen.findByRole('tab', { name: t('account:forget.byEmail') });
    const passwordRule = { ...settings.fields.password, required: true };
    const phone = {
      mobileNum: { input: byLabel(t('account:fields.mobileNum')), label: t('account:fields.mobileNum'), rule: LOGIN_RULES.loginMobileNum },
      verificationCode: {
        input: byLabel(t('account:fields.verificationCode')),
        label: t('account:fields.verificationCode'),
        rule: LOGIN_RULES.verificationCode,
      },
      newPassword: { input: byLabel(t('account:fields.newPassword')), label: t('account:fields.newPassword'), rule: passwordRule },
    };
    let fed = feed(
      phone,
      badFormInputs(
        { mobileNum: LOGIN_RULES.loginMobileNum, verificationCode: LOGIN_RULES.verificationCode, newPassword: passwordRule },
        200,
      ),
    );
    expect(fed).toBeGreaterThanOrEqual(200);

    fireEvent.click(screen.getByRole('tab', { name: t('account:forget.byEmail') }));
    // The e-mail form sends its fields trimmed: surrounding spaces alone are fine, spaces only are empty.
    const trimmed = (rule: Rule, label: string) => (bad: BadInput) =>
      bad.value.trim() === '' ? message('required', label, rule) : message(bad.issue, label, rule);
    const email = {
      username: {
        input: byLabel(t('account:fields.username')),
        label: t('account:fields.username'),
        rule: LOGIN_RULES.loginUsername,
        expect: trimmed(LOGIN_RULES.loginUsername, t('account:fields.username')),
      },
      email: {
        input: byLabel(t('account:fields.email')),
        label: t('account:fields.email'),
        rule: FORGOT_EMAIL_RULE,
        expect: (bad: BadInput) =>
          bad.value.trim() === ''
            ? message('required', t('account:fields.email'), FORGOT_EMAIL_RULE)
            : t('account:validation.emailIncorrect'),
      },
    };
    const inputs = badFormInputs({ username: LOGIN_RULES.loginUsername, email: FORGOT_EMAIL_RULE }, 260).filter(
      (bad) => bad.issue !== 'pattern' || bad.value.trim() === bad.value,
    );
    fed = feed(email, inputs);
    expect(fed).toBeGreaterThanOrEqual(200);
    expect((screen.getByRole('button', { name: t('account:forget.retrieve') }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('change password form', () => {
  it('answers 200+ bad new passwords and confirmations, and stays disabled until all have a value', async () => {
    const settings = settingsFixture();
    platformWithSettings(settings);
    renderScreen(<ChangePasswordPage />);
    const save = await screen.findByRole('button', { name: t('account:changePsw.submit') });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    const rule = { ...settings.fields.password, required: true };
    const fields = {
      newPassword: { input: byLabel(t('account:fields.newPassword')), label: t('account:fields.newPassword'), rule },
      confirmNewPassword: { input: byLabel(t('account:fields.confirmNewPassword')), label: t('account:fields.confirmNewPassword'), rule },
    };
    const fed = feed(fields, badFormInputs({ newPassword: rule, confirmNewPassword: rule }, 200));
    expect(fed).toBeGreaterThanOrEqual(200);
    fireEvent.change(byLabel(t('account:fields.oldPassword')), { target: { value: 'Old12345' } });
    fireEvent.change(fields.newPassword.input, { target: { value: 'New12345' } });
    fireEvent.change(fields.confirmNewPassword.input, { target: { value: 'New12345' } });
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});
