import type { AccountSettings } from '@contract/account';
import { verifierFailure } from './phone-verifier';

type VerifierSettings = AccountSettings['phoneVerifier'];

interface RecaptchaWidget {
  sitekey: string;
  size: 'invisible';
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
}
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: RecaptchaWidget): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const unreachable = () => verifierFailure('unreachable', 'The phone verifier cannot be reached');
const refused = () => verifierFailure('refused', 'The phone verifier did not confirm a person asked');

const scripts = new Map<string, Promise<Grecaptcha>>();

/** reCAPTCHA's script, loaded once per page life; a failed load is tried again next time. */
function loadScript(url: string): Promise<Grecaptcha> {
  let loading = scripts.get(url);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => (window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(unreachable()));
      script.onerror = () => {
        script.remove();
        scripts.delete(url);
        reject(unreachable());
      };
      document.head.append(script);
    });
    scripts.set(url, loading);
  }
  return loading;
}

/** The site key the verifier renders reCAPTCHA with (`recaptchaParams`, as Firebase's own SDK asks). */
async function siteKey(settings: VerifierSettings): Promise<string> {
  let answer: { recaptchaSiteKey?: unknown } | null;
  try {
    const response = await fetch(`${settings.verifierApi}/recaptchaParams?key=${encodeURIComponent(settings.apiKey ?? '')}`);
    answer = response.ok ? ((await response.json()) as { recaptchaSiteKey?: unknown }) : null;
  } catch {
    throw unreachable();
  }
  if (typeof answer?.recaptchaSiteKey !== 'string') throw refused();
  return answer.recaptchaSiteKey;
}

/**
 * The proof Firebase asks of a web app before it texts a code: reCAPTCHA's answer, from an invisible widget (it shows
 * a challenge only when it doubts a person is there). Nothing where the verifier names no challenge script.
 */
export async function proveAPersonAsks(settings: VerifierSettings): Promise<Record<string, string>> {
  if (!settings.challengeScript) return {};
  const [grecaptcha, sitekey] = await Promise.all([loadScript(settings.challengeScript), siteKey(settings)]);
  const container = document.createElement('div');
  document.body.append(container);
  let widgetId: number | undefined;
  try {
    const token = await new Promise<string>((resolve, reject) => {
      widgetId = grecaptcha.render(container, {
        sitekey,
        size: 'invisible',
        callback: resolve,
        'error-callback': () => reject(unreachable()),
        'expired-callback': () => reject(refused()),
      });
      grecaptcha.execute(widgetId);
    });
    return { recaptchaToken: token };
  } finally {
    if (widgetId !== undefined) grecaptcha.reset(widgetId);
    container.remove();
  }
}
