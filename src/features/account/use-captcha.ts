import { useCallback, useState } from 'react';
import type { CaptchaValue } from '@contract/account';
import { getCaptcha, type CaptchaPurpose } from './api/get-captcha';

/** A captcha picture from the platform, fetched on demand and again on every refresh. */
export function useCaptcha(purpose: CaptchaPurpose) {
  const [captcha, setCaptcha] = useState<CaptchaValue | null>(null);
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await getCaptcha(purpose));
    } catch {
      setCaptcha(null);
    }
  }, [purpose]);
  return { captcha, refresh };
}
