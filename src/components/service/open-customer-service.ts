import { customerServiceCalls } from '@contract/calls/customer-service';
import { ApiFailure, callApi } from '@/lib/api-client';
import { translator } from '@/lib/i18n';
import { refreshSiteInfo } from '@/lib/site';
import { showToast, TOAST_MS } from '../ui/toast';

// The app's router is loaded by then: this asks for the module already there.
const navigateInApp = async (href: string) => (await import('@/app/router')).router.navigate({ href });

/**
 * Opens the desk a customer-service path leads to: a page of the app in the app, another site in the
 * window opened for it on the tap.
 */
export async function openCustomerService(path: string, popup: Window | null, navigate = navigateInApp): Promise<void> {
  try {
    const link = await callApi(customerServiceCalls.getCustomerServiceLink, { path });
    const address = new URL(link.url, window.location.origin);
    if (address.origin === window.location.origin) {
      popup?.close();
      await navigate(address.pathname + address.search);
    } else if (popup) {
      popup.opener = null;
      popup.location.href = address.href;
    } else {
      window.open(address.href, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    popup?.close();
    if (!(error instanceof ApiFailure)) throw error;
    // Refused (customerService.pathRefused), the path came with site info the platform has since changed: the next tap uses the new one.
    if (error.kind === 'server') void refreshSiteInfo();
    await translator.loadNamespaces('errors');
    showToast(translator.t(error.kind === 'offline' ? 'errors:noInternet' : 'errors:loadFailed'), {
      kind: 'error',
      durationMs: TOAST_MS.short,
    });
  }
}
