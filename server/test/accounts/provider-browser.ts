import { PROVIDER_CALLBACK_PATH } from '../../../contract/account';
import { TOKEN_HEADER, type CallDef } from '../../../contract/define';

type Call = Pick<CallDef, 'path' | 'method'>;

/**
 * A browser for server tests that talk to the platform over HTTP: it keeps cookies (by name, whatever their
 * path) and never follows a redirect by itself, so each hop can be looked at.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  private store(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      const gone = value === '' || attributes.some((a) => /^max-age=0$/i.test(a) || /^expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Forgets the development provider's own session (its cookies start with an underscore), as another person would. */
  leaveProvider(): void {
    for (const name of [...this.cookies.keys()]) if (name.startsWith('_')) this.cookies.delete(name);
  }

  async request(url: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(new URL(url, this.origin), {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { ...(cookie ? { cookie } : {}), ...init.headers },
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    this.store(response);
    return response;
  }

  /** A contract call with a JSON body, as the app makes it. */
  async call<T = unknown>(
    call: Call,
    body: unknown = {},
    token?: string,
  ): Promise<{ status: number; success: boolean; value: T; errorCode?: string }> {
    const response = await this.request(call.path, {
      method: call.method,
      headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { success: boolean; value: T; errorCode?: string };
    return { status: response.status, ...json };
  }

  async get<T = unknown>(call: Call, token: string): Promise<{ status: number; success: boolean; value: T; errorCode?: string }> {
    const response = await this.request(call.path, { headers: { [TOKEN_HEADER]: token } });
    const json = (await response.json()) as { success: boolean; value: T; errorCode?: string };
    return { status: response.status, ...json };
  }
}

export const location = (response: Response) => response.headers.get('location') ?? '';

const attribute = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, '&');

/**
 * Goes through the development provider's pages as a person would: types `login` and any password on
 * "Sign-in", presses "Continue" on "Authorize", or follows "[ Cancel ]" on the page named by `cancelOn`.
 * Answers the URL the provider sends the browser back to (the platform's callback), not yet followed.
 */
export async function throughDevProvider(
  browser: TestBrowser,
  authorizationUrl: string,
  login: string,
  cancelOn?: 'Sign-in' | 'Authorize',
): Promise<string> {
  let url = authorizationUrl;
  for (let hop = 0; hop < 20; hop++) {
    let response = await browser.request(url);
    if (response.status === 200) {
      const html = await response.text();
      const title = attribute(html, /<h1>([^<]*)<\/h1>/);
      if (title === cancelOn) {
        url = attribute(html, /<a href="([^"]*)">\[ Cancel \]<\/a>/)!;
        continue;
      }
      const action = attribute(html, /<form[^>]*action="([^"]*)"/)!;
      const form: Record<string, string> =
        title === 'Sign-in' ? { prompt: 'login', login, password: 'any password' } : { prompt: 'consent' };
      response = await browser.request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    }
    if (response.status < 300 || response.status >= 400)
      throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
    const next = new URL(location(response), new URL(url, browser.origin));
    if (next.pathname === PROVIDER_CALLBACK_PATH) return next.toString();
    url = next.toString();
  }
  throw new Error('the provider never sent the browser back');
}
