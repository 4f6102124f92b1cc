import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startI18n } from '@/lib/i18n';
import errors from '@/locales/en/errors.json';
import { ToastHost } from '../ui/toast';
import { openCustomerService } from './open-customer-service';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The window the tap opened before the platform answered, as far as the app touches it. */
const openedWindow = () => ({ close: vi.fn(), opener: {} as unknown, location: { href: 'about:blank' } });

beforeAll(async () => {
  await startI18n('EN');
});

describe('opening a customer-service entry', () => {
  it("asks the platform where the entry's sealed path leads and opens the live chat in the app", async () => {
    const fetched = vi.fn(async (_url: string) => answer({ success: true, value: { csType: 'LIVECHAT', title: 'CS', url: '/m/chat' } }));
    vi.stubGlobal('fetch', fetched);
    const navigate = vi.fn();
    await openCustomerService('LIVECHAT/CS/Ab3dE9xZ', null, navigate);
    expect(String(fetched.mock.calls[0]![0])).toContain(`path=${encodeURIComponent('LIVECHAT/CS/Ab3dE9xZ')}`);
    expect(navigate).toHaveBeenCalledWith('/m/chat');
    vi.unstubAllGlobals();
  });

  it('sends the window opened on the tap to WhatsApp, cut off from the app', async () => {
    vi.stubGlobal('fetch', async () =>
      answer({ success: true, value: { csType: 'WHATSAPP', title: 'whatsapp', url: 'https://wa.me/639171234567' } }),
    );
    const popup = openedWindow();
    const navigate = vi.fn();
    await openCustomerService('WHATSAPP/whatsapp/Zx9Ed3bA', popup as unknown as Window, navigate);
    expect(popup.location.href).toBe('https://wa.me/639171234567');
    expect(popup.opener).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('closes the window and says so when the platform refuses the path, and fetches the site info again', async () => {
    const fetched = vi.fn(async (url: string) =>
      String(url).includes('customerServiceLink')
        ? answer({ success: false, errorCode: 'customerService.pathRefused', message: 'refused' }, 400)
        : answer({ success: false, errorCode: 'system.error' }, 500),
    );
    vi.stubGlobal('fetch', fetched);
    render(<ToastHost />);
    const popup = openedWindow();
    await openCustomerService('WHATSAPP/whatsapp/AAAAAAAA', popup as unknown as Window, vi.fn());
    expect(popup.close).toHaveBeenCalled();
    expect(await screen.findByText(errors.loadFailed)).toBeTruthy();
    expect(fetched.mock.calls.some(([url]) => String(url).includes('/wps/system/siteInfo'))).toBe(true);
    vi.unstubAllGlobals();
  });
});
