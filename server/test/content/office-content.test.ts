import { createHash, randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { StaffRole } from '../../../contract/back-office/define';
import type { OfficeAnnouncement, OfficeBanner, OfficeHelp } from '../../../contract/back-office/content';
import type { Announcement } from '../../../contract/domain';
import { describeOnEachDatabase, envelope, type TestPlatform } from '../helpers';

/** A signed-in staff member of `role` (cashiers and admins past their second factor): the console's cookie. */
async function staffCookie(platform: TestPlatform, role: StaffRole): Promise<string> {
  const username = `${role}-${randomUUID().slice(0, 8)}`;
  const { rows } = await platform.db.query<{ id: number }>(
    `INSERT INTO support_staff (username, display_name, password_hash, role)
     SELECT $1, $1, password_hash, $2 FROM support_staff WHERE username = 'support01' RETURNING id`,
    [username, role],
  );
  const token = randomBytes(24).toString('base64url');
  await platform.db.query(
    `INSERT INTO support_sessions (token_hash, staff_id, expires_at, second_factor) VALUES ($1, $2, now() + interval '1 hour', true)`,
    [createHash('sha256').update(token).digest('hex'), rows[0]!.id],
  );
  return `tala_support=${token}`;
}

/** A multipart form with one file field `image`, as a browser sends it. */
function multipart(bytes: Buffer, type = 'image/png') {
  const boundary = `----tala${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const text = (title: string, content = `<p>${title}</p>`) => ({ title, content });
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const HOSTILE = [
  '<p>Fair play</p>',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<a href="javascript:window.__pwned=1">claim</a>',
  '<svg onload="window.__pwned=1"><circle/></svg>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<p style="color: red; background: url(https://evil.example/x)" onclick="window.__pwned=1">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1"></style></mglyph></table></mtext></math>',
].join('');

describeOnEachDatabase('the back office’s content room', (platform) => {
  const office = async (cookie: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    platform().app.inject({ method, url, headers: { cookie }, ...(method === 'POST' ? { payload: payload as object } : {}) });
  const save = async (cookie: string, body: Record<string, unknown>) =>
    office(cookie, 'POST', '/office/api/content/announcements/save', body);
  const promotions = async (language: 'EN' | 'TY') =>
    envelope<{ promotion: Announcement[] }>(
      await platform().app.inject({ url: `/wps/announcement/list?types=Promotion&language=${language}` }),
    ).value.promotion;
  const promotionBody = (overrides: Record<string, unknown> = {}) => ({
    kind: 'Promotion',
    texts: { EN: text('Midweek Boost'), TY: text('Midweek na Dagdag') },
    startDate: day(0),
    endDate: day(30),
    published: true,
    publishAt: null,
    unpublishAt: null,
    categoryIds: [2],
    bonusCode: 'RELOAD10',
    ...overrides,
  });

  it('publishes a promotion players see in their language, then unpublishes it so it disappears', async () => {
    const editor = await staffCookie(platform(), 'content');
    const saved = await save(editor, promotionBody());
    expect(saved.statusCode).toBe(200);
    const entry = envelope<OfficeAnnouncement>(saved).value;
    expect(entry).toMatchObject({ kind: 'Promotion', published: true, live: true, bonusCode: 'RELOAD10', categoryIds: [2] });

    const en = (await promotions('EN')).find((p) => p.id === entry.texts.EN!.id);
    const ty = (await promotions('TY')).find((p) => p.id === entry.texts.TY!.id);
    expect(en).toMatchObject({ title: 'Midweek Boost', promoAnnouncementCategoryIds: [2] });
    expect(ty).toMatchObject({ title: 'Midweek na Dagdag' });
    expect((await promotions('EN')).some((p) => p.title === 'Midweek na Dagdag')).toBe(false);

    // The office lists the pair with the bonus the cashier pays.
    const listed = envelope<{ entries: OfficeAnnouncement[]; bonuses: { code: string; percent: number }[] }>(
      await office(editor, 'GET', '/office/api/content/announcements?kind=Promotion'),
    ).value;
    expect(listed.entries.find((e) => e.key === entry.key)?.texts.TY?.title).toBe('Midweek na Dagdag');
    expect(listed.bonuses.find((b) => b.code === 'RELOAD10')).toMatchObject({ percent: 50 });
    // The seeded welcome promotion promises the cashier's welcome bonus.
    expect(listed.entries.find((e) => e.key === 'welcome-22222')?.bonusCode).toBe('FIRST100');

    const off = await office(editor, 'POST', '/office/api/content/announcements/publish', {
      kind: 'Promotion',
      key: entry.key,
      published: false,
    });
    expect(envelope<OfficeAnnouncement>(off).value).toMatchObject({ published: false, live: false });
    expect((await promotions('EN')).some((p) => p.id === entry.texts.EN!.id)).toBe(false);
    expect((await promotions('TY')).some((p) => p.id === entry.texts.TY!.id)).toBe(false);
  });

  it('shows a scheduled notice only from its publishing time, and edits keep both languages together', async () => {
    const editor = await staffCookie(platform(), 'content');
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const saved = envelope<OfficeAnnouncement>(
      await save(editor, {
        kind: 'PL',
        texts: { EN: text('Server upgrade tonight'), TY: text('Upgrade ng server mamayang gabi') },
        startDate: day(0),
        endDate: null,
        published: true,
        publishAt: later,
        unpublishAt: null,
      }),
    ).value;
    expect(saved).toMatchObject({ live: false, publishAt: later, endDate: null });
    const notices = async (language: 'EN' | 'TY') =>
      envelope<{ player: Announcement[] }>(await platform().app.inject({ url: `/wps/announcement/list?types=PL&language=${language}` }))
        .value.player;
    const pages = async () =>
      envelope<{ list: Announcement[] }>(await platform().app.inject({ url: '/wps/announcement/notices?language=EN&pageSize=100' })).value
        .list;
    expect((await notices('EN')).some((n) => n.title === 'Server upgrade tonight')).toBe(false);
    expect((await pages()).some((n) => n.title === 'Server upgrade tonight')).toBe(false);

    // Its time comes: moved into the past, as the clock would.
    await platform().db.query(`UPDATE announcements SET publish_at = now() - interval '1 minute' WHERE entry_key = $1`, [saved.key]);
    const edited = envelope<OfficeAnnouncement>(
      await save(editor, {
        key: saved.key,
        kind: 'PL',
        texts: { EN: text('Server upgrade done'), TY: text('Tapos na ang upgrade ng server') },
        startDate: day(0),
        endDate: null,
        published: true,
        publishAt: new Date(Date.now() - 60_000).toISOString(),
        unpublishAt: null,
      }),
    ).value;
    expect(edited).toMatchObject({ key: saved.key, live: true });
    expect(edited.texts.EN!.id).toBe(saved.texts.EN!.id);
    expect((await notices('EN')).some((n) => n.title === 'Server upgrade done')).toBe(true);
    expect((await notices('TY')).some((n) => n.title === 'Tapos na ang upgrade ng server')).toBe(true);
    expect((await pages()).some((n) => n.title === 'Server upgrade done')).toBe(true);
  });

  it('stores hostile HTML inert: what the player call answers runs nothing and loads nothing from elsewhere', async () => {
    const editor = await staffCookie(platform(), 'admin');
    const entry = envelope<OfficeAnnouncement>(
      await save(
        editor,
        promotionBody({ texts: { EN: text('Safe Promo', HOSTILE), TY: text('Ligtas na Promo', HOSTILE) }, bonusCode: null }),
      ),
    ).value;
    const shown = (await promotions('EN')).find((p) => p.id === entry.texts.EN!.id)!;
    expect(shown.content).toContain('<p>Fair play</p>');
    expect(shown.content).toContain('styled');
    expect(shown.content).toContain('style="color: red"');
    for (const danger of [
      '<script',
      'onerror',
      'onclick',
      'onload',
      'javascript:',
      '<svg',
      '<iframe',
      '<math',
      '<style',
      'evil.example',
      '__pwned',
    ]) {
      expect(shown.content.toLowerCase()).not.toContain(danger.toLowerCase());
    }
    // The preview shows the same cleaned body before anything is saved.
    const preview = envelope<{ content: string }>(await office(editor, 'POST', '/office/api/content/preview', { content: HOSTILE })).value;
    expect(preview.content).toBe(shown.content);
  });

  it('writes an audit row for every change, in the change’s transaction', async () => {
    const editor = await staffCookie(platform(), 'content');
    const entry = envelope<OfficeAnnouncement>(
      await save(editor, promotionBody({ texts: { EN: text('Audited'), TY: text('Na-audit') } })),
    ).value;
    await office(editor, 'POST', '/office/api/content/announcements/publish', { kind: 'Promotion', key: entry.key, published: false });
    const help = envelope<OfficeHelp>(
      await office(editor, 'POST', '/office/api/content/help/save', {
        tag: 'account',
        texts: { EN: text('How do I change my name?'), TY: text('Paano palitan ang pangalan ko?') },
        published: true,
      }),
    ).value;
    await office(editor, 'POST', '/office/api/content/help/publish', { key: help.key, published: false });
    const helpList = envelope<{ list: { title: string }[] }>(
      await platform().app.inject({ url: '/wps/help/center?language=EN&device=MOBILE' }),
    ).value.list;
    expect(helpList.some((h) => h.title === 'How do I change my name?')).toBe(false);

    const { rows } = await platform().db.query<{ action: string; subject: string; before: unknown; after: { published?: boolean } | null }>(
      `SELECT action, subject, before, after FROM staff_audit WHERE subject IN ($1, $2) ORDER BY id`,
      [`announcement:Promotion:${entry.key}`, `help:${help.key}`],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'content.announcement.create',
      'content.announcement.unpublish',
      'content.help.create',
      'content.help.unpublish',
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.after?.published).toBe(false);

    // A change refused part-way leaves neither the change nor an audit row.
    const count = async () => Number((await platform().db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_audit')).rows[0]!.n);
    const before = await count();
    const refused = await save(editor, promotionBody({ bonusCode: 'NO_SUCH_BONUS' }));
    expect(refused.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps banners of a group in the order the editor gives, and removes one', async () => {
    const editor = await staffCookie(platform(), 'content');
    const group = 'm_fish_TY';
    const list = async () =>
      envelope<{ banners: OfficeBanner[] }>(await office(editor, 'GET', `/office/api/content/banners?group=${group}`)).value.banners;
    const added = envelope<OfficeBanner>(
      await office(editor, 'POST', '/office/api/content/banners/save', {
        group,
        title: 'Bagong isda',
        url: '/cdn/banner/m_fish_TY_1.svg',
        link: '/m/activity',
      }),
    ).value;
    const ids = (await list()).map((b) => b.id);
    expect(ids.at(-1)).toBe(added.id);
    const reversed = [...ids].reverse();
    const reordered = await office(editor, 'POST', '/office/api/content/banners/reorder', { group, ids: reversed });
    expect(envelope<{ banners: OfficeBanner[] }>(reordered).value.banners.map((b) => b.id)).toEqual(reversed);
    const players = async () =>
      envelope<{ banners: { id: number }[] }>(
        await platform().app.inject({ url: `/wps/announcement/list?types=B&groupName=${group}&language=TY` }),
      ).value.banners;
    expect((await players()).map((b) => b.id)).toEqual(reversed);
    // A reorder must name every banner of the group once.
    expect((await office(editor, 'POST', '/office/api/content/banners/reorder', { group, ids: reversed.slice(1) })).statusCode).toBe(400);
    expect((await office(editor, 'POST', '/office/api/content/banners/remove', { id: added.id })).statusCode).toBe(200);
    expect((await players()).some((b) => b.id === added.id)).toBe(false);
  });

  it('takes PNG and JPEG pictures by their bytes, serves them, and refuses anything else', async () => {
    const editor = await staffCookie(platform(), 'content');
    const upload = (bytes: Buffer, type?: string) => {
      const form = multipart(bytes, type);
      return platform().app.inject({
        method: 'POST',
        url: '/office/api/content/pictures',
        headers: { cookie: editor, 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const png = await sharp({ create: { width: 750, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const ok = await upload(png);
    expect(ok.statusCode).toBe(200);
    const { url } = envelope<{ url: string }>(ok).value;
    expect(url).toMatch(/^\/media\/content\/[A-Za-z0-9_-]{32}\.png$/);
    const served = await platform().app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(750);

    // A script named and typed as a picture is refused by its bytes; so is an SVG or a GIF.
    for (const [bytes, type] of [
      [Buffer.from('<script>alert(1)</script>'), 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        'image/png',
      ],
    ] as const) {
      const refused = await upload(bytes, type);
      expect(refused.statusCode).toBe(400);
      expect(envelope(refused).success).toBe(false);
    }
    // More than 5 MB is refused.
    const big = await upload(Buffer.concat([png, randomBytes(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);

    // The uploaded cover is what the promotion shows.
    const entry = envelope<OfficeAnnouncement>(
      await save(editor, promotionBody({ texts: { EN: text('Pictured'), TY: text('May Larawan') }, cover: url })),
    ).value;
    expect((await promotions('EN')).find((p) => p.id === entry.texts.EN!.id)?.announcementImages).toEqual([{ sequence: 1, url }]);
  });

  it('refuses support and cashier sessions, and visitors, before reading anything', async () => {
    for (const role of ['support', 'cashier'] as const) {
      const cookie = await staffCookie(platform(), role);
      for (const [method, url, payload] of [
        ['GET', '/office/api/content/announcements?kind=PL', undefined],
        ['POST', '/office/api/content/announcements/save', promotionBody()],
        ['POST', '/office/api/content/banners/remove', { id: 1 }],
        ['POST', '/office/api/content/pictures', {}],
      ] as const) {
        const answer = await office(cookie, method, url, payload);
        expect(answer.statusCode, `${role} ${url}`).toBe(403);
        expect(envelope(answer).errorCode).toBe('office.wrongRole');
      }
    }
    expect((await platform().app.inject({ url: '/office/api/content/help' })).statusCode).toBe(401);
  });

  it('answers malformed requests with 400 and an error code', async () => {
    const editor = await staffCookie(platform(), 'content');
    const cases: [string, unknown][] = [
      ['/office/api/content/announcements/save', { ...promotionBody(), kind: 'B' }],
      ['/office/api/content/announcements/save', { ...promotionBody(), texts: { EN: text('Only English') } }],
      ['/office/api/content/announcements/save', { ...promotionBody(), startDate: '2026-13-40' }],
      ['/office/api/content/announcements/save', { ...promotionBody(), endDate: day(-5) }],
      ['/office/api/content/announcements/save', { ...promotionBody(), cover: 'https://evil.example/x.png' }],
      ['/office/api/content/announcements/save', { ...promotionBody(), kind: 'PL' }],
      ['/office/api/content/announcements/save', { ...promotionBody(), publishAt: 'tomorrow' }],
      ['/office/api/content/banners/save', { group: 'm_home_FR', title: 'x', url: '/cdn/banner/a.svg' }],
      ['/office/api/content/banners/save', { group: 'm_home_EN', title: 'x', url: '/cdn/banner/a.svg', link: 'javascript:alert(1)' }],
      ['/office/api/content/announcements/publish', { kind: 'PL', key: 'Not A Key', published: false }],
    ];
    for (const [url, payload] of cases) {
      const answer = await office(editor, 'POST', url, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(answer).errorCode).toBe('request.invalid');
    }
    expect((await office(editor, 'GET', '/office/api/content/announcements?kind=nope')).statusCode).toBe(400);
    const missing = await office(editor, 'POST', '/office/api/content/announcements/publish', {
      kind: 'PL',
      key: 'no-such-entry',
      published: false,
    });
    expect(missing.statusCode).toBe(404);
  });
});
