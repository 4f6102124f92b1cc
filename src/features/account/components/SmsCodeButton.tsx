import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { AccountSettings, SmsPurpose } from '@contract/account';
import { ApiFailure } from '@/lib/api-client';
import { showToast } from '@/components/ui/toast';
import { sendSmsCode } from '../api/send-sms-code';
import { failureMessage } from '../messages';
import { e164, outsideVerifier, sendVerifierCode } from '../phone-verifier';
import { proveAPersonAsks } from '../verifier-challenge';
import { useCountdown } from '@/lib/use-countdown';

/** Default countdown when the platform does not say how long a code lives. */
const DEFAULT_EXPIRATION_SECONDS = 60;

/**
 * The get-code link beside an SMS code field. It asks only once the mobile number passes
 * its rule (`canSend` else `onInvalidMobile`), then counts down to the code's expiry,
 * ticking every 500 ms, and stays locked until the count ends. Where the site verifies phones through an outside
 * verifier (`verifier`), the verifier texts the code; a failure there ends the loading and says why.
 */
export function SmsCodeButton({
  purpose,
  countryDialingCode,
  mobileNum,
  canSend,
  onInvalidMobile,
  onSent,
  verifier,
}: {
  purpose: SmsPurpose;
  countryDialingCode: string;
  mobileNum: string;
  canSend: boolean;
  onInvalidMobile: () => void;
  onSent?: () => void;
  verifier?: AccountSettings['phoneVerifier'] | undefined;
}) {
  const { t } = useTranslation('account');
  const { remaining, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!canSend) {
      onInvalidMobile();
      return;
    }
    setSending(true);
    try {
      const outside = outsideVerifier(verifier);
      let seconds = DEFAULT_EXPIRATION_SECONDS;
      if (outside) await sendVerifierCode(outside, e164(countryDialingCode, mobileNum), await proveAPersonAsks(outside));
      else seconds = await sendSmsCode(countryDialingCode, mobileNum, purpose);
      start(seconds > 0 ? seconds : DEFAULT_EXPIRATION_SECONDS);
      showToast(t('sms.sent'), { kind: 'success' });
      onSent?.();
    } catch (error) {
      if (error instanceof ApiFailure) {
        const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
        if (typeof retryAfter === 'number' && retryAfter > 0) start(retryAfter);
        if (error.kind === 'server') showToast(failureMessage(t, error), { kind: 'error' });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <button type="button" className="form-field__action" disabled={running || sending} onClick={() => void send()} aria-live="polite">
      {running ? t('sms.resendIn', { seconds: remaining }) : t('sms.getCode')}
    </button>
  );
}
