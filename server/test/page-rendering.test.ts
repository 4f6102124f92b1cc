import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { contentCalls } from '../../contract/content';
import { LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '../../contract/domain';
import { gameCalls } from '../../contract/games';
import { paymentCalls } from '../../contract/payments';
import { text } from '../../tests/e2e/support/locales';
import { get } from './catalogue/call';
import { describeOnEachDatabase } from './helpers';

// The app's build (dist, with its server rendering in dist/ssr) is made by the suite's global setup.
describeOnEachDatabase(
  'Pages rendered by the platform with the app’s own components',
  (platform) => {
    const page = async (url: string, cookie?: string) => {
      const response = await platform().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      const factsAt = html.indexOf('</div><script type="application/json"');
      const root = factsAt >= 0 ? html.slice(html.indexOf('<div id="root">'), factsAt) : '';
      const block = /<script type="application\/json" id="tala-page">(.*?)<\/script>/s.exec(html)?.[1];
      return {
        html,
        root,
        facts: block ? (JSON.parse(block) as { language: string; signedIn: string | null; href: string }) : null,
        link: response.headers.link,
      };
    };
    // Text the page shows, as it stands in an attribute of the markup.
    const asAttribute = (shown: string) =>
      shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
    const asText = (shown: string) => shown.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    /** The texts of one namespace as the app draws them in `language`: `textsOf('TY', 'account')('login.title')`. */
    const textsOf = (language: 'TY' | 'EN', namespace: string) => (key: string, values?: Record<string, string>) =>
      text(language === 'TY' ? 'ty' : 'en', namespace, key, values);
    const homeOf = async (language: 'EN' | 'TY') => ({
      banner: (await get(platform().app, contentCalls.getAnnouncements, { types: 'B', groupName: `m_home_${language}`, language }))
        .banners[0]!,
      hot: (await get(platform().app, gameCalls.getHotGames, { language })).list[0]!,
    });

    // First: the catalogue keeps what it read for a few seconds.
    it('writes what the operator wrote as text: no markup of theirs reaches the page', async () => {
      await platform().db.query(
        `UPDATE banners SET title = '"><img src=x onerror=alert(1)>' WHERE id = (SELECT id FROM banners WHERE group_name = 'm_home_TY' ORDER BY sort_order LIMIT 1)`,
      );
      const { html } = await page('/m/home');
      expect(html).not.toContain('<img src=x onerror');
      expect(html).toContain('alt="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    });
    it('renders the announcements with the first one open, its HTML through the app’s sanitiser', async () => {
      await platform().db.query(
        `UPDATE announcements SET content = $1 WHERE id = (SELECT id FROM announcements WHERE type = 'PL' AND language = 'TY' ORDER BY sort_order LIMIT 1)`,
        [
          '<p onclick="alert(1)">Bago <strong>ngayon</strong></p><img src=x onerror=alert(2)><script>alert(3)</script><a href="javascript:alert(4)">x</a>',
        ],
      );
      const ty = await page('/m/notice', `${LANGUAGE_COOKIE}=TY`);
      expect(ty.root).toContain('<p>Bago <strong>ngayon</strong></p>');
      for (const hostile of ['onclick', 'onerror', '<script', 'javascript:']) expect(ty.root).not.toContain(hostile);
      expect(ty.facts?.href).toBe('/m/notice?index=0');
      const { player } = await get(platform().app, contentCalls.getAnnouncements, { types: 'PL', language: 'EN' });
      const en = await page('/m/notice', `${LANGUAGE_COOKIE}=EN`);
      expect(en.root).toContain(asText(player[0]!.title));
      expect(en.root).toContain(asText(player[1]!.title));
      const firstWords = /<p>([^<]+)</.exec(player[0]!.content)![1]!;
      expect(en.root).toContain(asText(firstWords));
    });

    it('renders Home with the banner and hot games the app draws, in the language the player chose', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const home = await homeOf(language);
        const { root, facts } = await page('/m/home', `other=1; ${LANGUAGE_COOKIE}=${language}`);
        expect(root).toContain(`alt="${asAttribute(home.banner.title)}"`);
        expect(root).toContain(home.hot.gameName);
        expect(facts).toMatchObject({ language, signedIn: null, href: '/m/home' });
      }
    });

    it('renders Home for every one of its addresses, in the operator’s language on a first visit', async () => {
      const ty = await homeOf('TY');
      for (const url of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) {
        const { root, facts } = await page(url, `${LANGUAGE_COOKIE}=<script>`);
        expect(root, url).toContain(`alt="${asAttribute(ty.banner.title)}"`);
        expect(facts?.language).toBe('TY');
      }
    });

    it('renders a signed-in member’s frame without a name, a token or a balance', async () => {
      const { root, facts } = await page('/m/home', `${SIGNED_IN_COOKIE}=member`);
      expect(root).toContain('class="member-strip"');
      expect(root).not.toContain('href="/m/login"');
      expect(facts?.signedIn).toBe('member');
      const visitor = await page('/m/home', `${SIGNED_IN_COOKIE}=someone`);
      expect(visitor.root).toContain('href="/m/login"');
      expect(visitor.facts?.signedIn).toBeNull();
    });

    it('draws no message a guard raised for another page: what the next page shows is its own', async () => {
      // A trial account, a player on a break and an agent who open the deposit page are sent away and told why: in
      // the browser, which draws the page they are sent to itself.
      for (const kind of ['trial', 'break', 'agent']) {
        const sentAway = await platform().app.inject({
          method: 'GET',
          url: '/m/voucherCenter',
          headers: { cookie: `${SIGNED_IN_COOKIE}=${kind}` },
        });
        expect(sentAway.body).not.toContain('<script type="application/json" id="tala-page">');
      }
      for (const [url, cookie] of [
        ['/m/home', undefined],
        ['/m/home', `${SIGNED_IN_COOKIE}=member`],
        ['/m/mine', `${SIGNED_IN_COOKIE}=agent`],
        ['/m/help', `${LANGUAGE_COOKIE}=EN`],
      ] as const) {
        const { root } = await page(url, cookie);
        expect(root).toContain('<div class="toast-host" role="status" aria-live="polite"></div>');
        for (const language of ['TY', 'EN'] as const) {
          for (const code of ['trialNotAllowed', 'withdrawOnly'])
            expect(root).not.toContain(asText(textsOf(language, 'errors')(`codes.${code}`)));
          expect(root).not.toContain(asText(textsOf(language, 'shell')('memberPageForAgent')));
        }
      }
    });

    it('sends the page’s own code and texts with the head, and leaves a page it does not paint to the app', async () => {
      const withdraw = await page('/m/withdraw', `${LANGUAGE_COOKIE}=EN; ${SIGNED_IN_COOKIE}=member`);
      expect(withdraw.html).toContain('<div id="root"></div>');
      expect(withdraw.facts).toBeNull();
      expect(withdraw.link).toMatch(/rel=modulepreload; crossorigin/);
      // Fetched as the app's own module loads are (crossorigin): Firefox refuses a second preload of an import made otherwise.
      expect(withdraw.html).toContain('<link rel="modulepreload" crossorigin href="/assets/');
      expect(withdraw.html).not.toMatch(/<link rel="modulepreload" href=/);
      // Nothing start-up imports itself is asked for twice.
      const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(withdraw.html)![1]!;
      expect(String(withdraw.link)).not.toContain(entry);
    });

    it('sends a page it draws with the texts it drew from and the shell’s inside it, and asks for no texts’ file', async () => {
      const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
      const textsFiles = Object.entries(manifest)
        .filter(([source]) => /^src\/locales\/\w+\/[\w-]+\.json$/.test(source))
        .map(([, built]) => built.file);
      expect(textsFiles.length).toBeGreaterThan(10);
      for (const url of ['/m/home', '/m/login', '/m/slot-games']) {
        const drawn = await page(url, `${LANGUAGE_COOKIE}=TY`);
        const texts = (drawn.facts as unknown as { texts: Record<string, unknown> }).texts;
        expect(Object.keys(texts)).toEqual(expect.arrayContaining(['common', 'shell', 'home', 'errors']));
        for (const file of textsFiles) expect(String(drawn.link)).not.toContain(file);
      }
      // The app draws the withdrawal page itself: its texts' files are asked for with its code.
      const withdraw = await page('/m/withdraw', `${LANGUAGE_COOKIE}=TY; ${SIGNED_IN_COOKIE}=member`);
      expect(withdraw.facts).toBeNull();
      expect(textsFiles.some((file) => String(withdraw.link).includes(file))).toBe(true);
    });

    it('renders the login form in the player’s language, a form the browser could only post', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const words = textsOf(language, 'account');
        const { root, facts } = await page('/m/login', `${LANGUAGE_COOKIE}=${language}`);
        expect(facts).toMatchObject({ language, href: '/m/login?door=member' });
        expect(root).toContain(`aria-label="${asAttribute(words('login.title'))}"`);
        for (const key of ['fields.username', 'fields.password', 'login.remember', 'login.submit', 'login.agentDoor'])
          expect(root).toContain(asText(words(key)));
        // Sent before the app took over, what was typed goes in a body, never into an address.
        expect(root).toMatch(/<form class="form"[^>]* method="post"/);
        expect(root).not.toMatch(/<form(?![^>]*method="post")/);
      }
      const agentDoor = await page('/m/login?door=agent', `${LANGUAGE_COOKIE}=EN`);
      expect(agentDoor.root).toContain('<h2 class="acc-title">Agent login</h2>');
    });

    it('renders the registration form in the player’s language, with the invitation code a link brings', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const words = textsOf(language, 'account');
        const { root, facts } = await page('/m/register?affiliateCode=AG0001', `${LANGUAGE_COOKIE}=${language}`);
        expect(facts).toMatchObject({ language, href: '/m/register?affiliateCode=AG0001' });
        expect(root).toContain(`aria-label="${asAttribute(words('register.title'))}"`);
        for (const key of ['fields.username', 'fields.confimpsw', 'fields.affiliateCode', 'register.submit'])
          expect(root).toContain(asText(words(key)));
        expect(root).toContain('value="AG0001"');
      }
    });

    it('answers a form sent the browser’s way with its page, reading nothing of it', async () => {
      const response = await platform().app.inject({
        method: 'POST',
        url: '/m/login?redirect=%2Fm%2Fmine',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=demo&password=Demo1234',
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/m/login?redirect=%2Fm%2Fmine');
      expect(response.body).not.toContain('Demo1234');
    });

    it('renders the help centre a link opens, in the player’s language', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const help = await get(platform().app, contentCalls.getHelpCenter, { language, device: 'MOBILE' });
        const helpPage = await page('/m/help', `${LANGUAGE_COOKIE}=${language}`);
        expect(helpPage.root).toContain(help.list[0]!.title);
        // The address as the app writes it, its search defaults filled in.
        expect(helpPage.facts?.href).toMatch(/^\/m\/help\?/);
      }
    });

    it('renders the download page with the install guide for the phone and browser that asked, in the player’s language', async () => {
      const ANDROID_CHROME =
        'Mozilla/5.0 (Linux; Android 13; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
      const IPHONE_SAFARI =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
      const IPHONE_FACEBOOK =
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0]';
      const download = async (userAgent: string, language: 'TY' | 'EN') => {
        const response = await platform().app.inject({
          method: 'GET',
          url: '/m/download',
          headers: { 'user-agent': userAgent, cookie: `${LANGUAGE_COOKIE}=${language}` },
        });
        // Drawn for the device that asked: a cache in front must not give an iPhone's guide to an Android phone.
        expect(response.headers.vary).toMatch(/\buser-agent\b/);
        return response.body.slice(response.body.indexOf('<div id="root">'), response.body.indexOf('<script type="application/json"'));
      };
      for (const language of ['TY', 'EN'] as const) {
        const words = textsOf(language, 'content');
        const android = await download(ANDROID_CHROME, language);
        expect(android).toContain(asText(words('download.android.title')));
        expect(android).toContain(asText(words('download.android.menu')));
        expect(android).not.toContain(asText(words('download.ios.title')));
        const iphone = await download(IPHONE_SAFARI, language);
        expect(iphone).toContain(asText(words('download.ios.title')));
        expect(iphone).not.toContain(asText(words('download.android.title')));
        const facebook = await download(IPHONE_FACEBOOK, language);
        expect(facebook).toContain(asText(words('download.inApp.title', { app: 'Facebook' })));
      }
    });

    it('renders the member page: a visitor asked to log in, a member’s frame and entries without their name or balance', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const member = textsOf(language, 'member');
        const shell = textsOf(language, 'shell');
        const visitor = await page('/m/mine', `${LANGUAGE_COOKIE}=${language}`);
        expect(visitor.root).toContain(asText(member('guest')));
        expect(visitor.root).toContain('href="/m/login"');
        expect(visitor.root).toContain(asText(member('groups.money')));
        const signedIn = await page('/m/mine', `${LANGUAGE_COOKIE}=${language}; ${SIGNED_IN_COOKIE}=member`);
        expect(signedIn.root).not.toContain(asText(member('guest')));
        expect(signedIn.root).toContain(asText(shell('actions.logout')));
        expect(signedIn.root).toContain(asText(member('groups.money')));
        // Known to the browser only: the balance is drawn unknown, the name empty.
        expect(signedIn.root).toContain('<p class="member-card__name">\u00a0</p>');
        expect(signedIn.facts).toMatchObject({ language, signedIn: 'member', href: '/m/mine' });
      }
    });

    it('renders the deposit page for a member with the operator’s channels and the form, nothing of the member’s', async () => {
      const { channels } = await get(platform().app, paymentCalls.getDepositChannels, {});
      const words = textsOf('TY', 'wallet');
      const { root, facts } = await page('/m/voucherCenter', `${LANGUAGE_COOKIE}=TY; ${SIGNED_IN_COOKIE}=member`);
      for (const channel of channels.filter((entry) => entry.enabled)) expect(root).toContain(asText(channel.name));
      expect(root).toContain(asText(words('deposit.submit')));
      // The member's bonuses are theirs: they follow in the browser.
      expect(root).not.toContain(asText(words('deposit.bonus')));
      expect(facts).toMatchObject({ signedIn: 'member', href: '/m/voucherCenter' });
      // A visitor is sent to log in: the app draws that.
      const visitor = await page('/m/voucherCenter', `${LANGUAGE_COOKIE}=TY`);
      expect(visitor.facts).toBeNull();
    });

    it('renders the promotions list a shared link opens, in the player’s language, with the operator’s titles as text', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const { promotion } = await get(platform().app, contentCalls.getAnnouncements, { types: 'Promotion', language });
        const { root, facts } = await page('/m/activity', `${LANGUAGE_COOKIE}=${language}`);
        for (const entry of promotion.slice(0, 3)) expect(root).toContain(asText(entry.title));
        expect(facts).toMatchObject({ language, href: '/m/activity' });
      }
    });

    it('renders a shared promotion with its title and terms, in the player’s language', async () => {
      for (const language of ['TY', 'EN'] as const) {
        const [first] = (await get(platform().app, contentCalls.getAnnouncements, { types: 'Promotion', language })).promotion;
        const { root, facts } = await page(`/m/activityDetail?id=${first!.id}`, `${LANGUAGE_COOKIE}=${language}`);
        expect(root).toContain(`<h2 class="promo-detail__title">${asText(first!.title)}</h2>`);
        expect(root).toContain(asText(/<p>([^<]+)</.exec(first!.content)![1]!));
        expect(facts).toMatchObject({ language, href: `/m/activityDetail?id=${first!.id}` });
      }
    });

    it('renders a category lobby with its hot games and the first page of its games', async () => {
      const hot = (await get(platform().app, gameCalls.getHotGames, { language: 'TY' })).list.filter((game) => game.gameType === 'RNG');
      const { root, facts } = await page('/m/slot-games?vassalage=JILI');
      expect(root).toContain(hot[0]!.gameName);
      expect(facts?.href).toBe('/m/slot-games?vassalage=JILI');
    });

    it('asks only for files the build has, each served as it is', async () => {
      for (const url of ['/m/home', '/m/activity', '/m/login', '/m/register']) {
        const { link } = await page(url);
        const files = [...String(link).matchAll(/<\/([^>]+)>/g)].map((match) => match[1]!);
        expect(files.length, url).toBeGreaterThan(0);
        for (const file of files) expect((await platform().app.inject({ method: 'GET', url: `/${file}` })).statusCode, file).toBe(200);
      }
    });

    it('keeps the app’s server rendering to itself', async () => {
      const response = await platform().app.inject({ method: 'GET', url: '/ssr/render.mjs' });
      expect(response.statusCode).toBe(404);
    });
  },
  { distDir: 'dist' },
);
