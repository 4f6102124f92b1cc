import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '@contract/account';
import { ChangePasswordPage } from '@/features/account/components/ChangePasswordPage';
import { LoginPage } from '@/features/account/components/LoginPage';
import { RegisterPage } from '@/features/account/components/RegisterPage';
import { safeRedirectPath } from '@/features/account/redirect';
import { platformWithSettings, renderScreen, settingsFixture, startTestI18n, t } from './render';

beforeAll(startTestI18n);
afterEach(() => vi.unstubAllGlobals());

const byLabel = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function sealingKey(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey))));
}

describe('the return after logging in', () => {
  it('accepts only a path on this site', () => {
    expect(safeRedirectPath('/m/fav-games?page=2')).toBe('/m/fav-games?page=2');
    for (const unsafe of [undefined, '', 'm/home', '//evil.example/m/home', '/\\evil.example', '/m//home', 'https://evil.example/'])
      expect(safeRedirectPath(unsafe)).toBeNull();
  });

  for (const [redirect, landing] of [
    ['/m/fav-games', '/m/fav-games'],
    ['//evil.example/m/home', '/m/home'],
  ] as const) {
    it(`after logging in with redirect ${redirect}, lands on ${landing}`, async () => {
      const publicKey = await sealingKey();
      platformWithSettings(settingsFixture(), (_method, path) => {
        if (path === '/wps/session/key')
          return { envelope: { success: true, value: { keyId: 'k1', publicKey, scheme: 'RSA-OAEP-256+A256GCM', required: true } } };
        if (path === '/wps/session/login')
          return {
            envelope: { success: true, value: { token: 't', userName: 'demo', type: 1, firstTimeLogin: false, merchantCode: 'TALA' } },
          };
        return undefined;
      });
      const { router } = renderScreen(<LoginPage redirect={redirect} />);
      fireEvent.change(await screen.findByLabelText(t('account:fields.username'), { selector: 'input' }), { target: { value: 'demo' } });
      fireEvent.change(byLabel(t('account:fields.password')), { target: { value: 'Demo1234' } });
      fireEvent.click(screen.getByRole('button', { name: t('account:login.submit') }));
      await waitFor(() => expect(router.state.location.pathname).toBe(landing));
    });
  }
});

describe("the platform's refusal of a field", () => {
  it('shows "username taken" beside the username once it is left, and clears it when the username changes', async () => {
    platformWithSettings(settingsFixture(), (_method, path) =>
      path === '/wps/member/register/username' ? { envelope: { success: true, value: { available: false } } } : undefined,
    );
    renderScreen(<RegisterPage />);
    const username = await screen.findByLabelText(t('account:fields.username'), { exact: true, selector: 'input' });
    fireEvent.change(username, { target: { value: 'takenname' } });
    fireEvent.blur(username);
    await waitFor(() => expect(messageOf(username)).toBe(t('account:validation.taken')));
    expect(username.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(username, { target: { value: 'takenname2' } });
    expect(messageOf(username)).toBeNull();
  });

  it('shows a wrong old password beside the old password, focused, and clears it when that field changes', async () => {
    const platform = platformWithSettings(settingsFixture(), (_method, path) =>
      path === '/wps/member/password/v2'
        ? { status: 400, envelope: { success: false, errorCode: ACCOUNT_ERROR_CODES.oldPasswordWrong, message: 'Old password wrong' } }
        : undefined,
    );
    renderScreen(<ChangePasswordPage />);
    const old = await screen.findByLabelText(t('account:fields.oldPassword'), { exact: true, selector: 'input' });
    fireEvent.change(old, { target: { value: 'Old12345' } });
    fireEvent.change(byLabel(t('account:fields.newPassword')), { target: { value: 'New12345' } });
    fireEvent.change(byLabel(t('account:fields.confirmNewPassword')), { target: { value: 'New12345' } });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: t('account:changePsw.submit') });
    fireEvent.click(save);
    await waitFor(() => expect(messageOf(old)).toBe(t('account:validation.oldWrong')));
    expect(document.activeElement).toBe(old);
    expect(platform.mock.calls.filter(([url]) => String(url).includes('/wps/member/password/v2'))).toHaveLength(1);
    expect(save.disabled).toBe(true);
    fireEvent.change(old, { target: { value: 'Old123456' } });
    expect(messageOf(old)).toBeNull();
    expect(save.disabled).toBe(false);
  });
});
