import { afterEach, expect, it } from 'vitest';
import { LANGUAGE_LABELS } from '../../../contract/domain';
import { gameCalls } from '../../../contract/games';
import { REGISTER_FIELDS, siteCalls } from '../../../contract/site';
import { describeOnEachDatabase, envelope, startPlatform } from '../helpers';
import { get, setSwitches } from './call';

describeOnEachDatabase('site info and system status', (use) => {
  afterEach(async () => {
    await setSwitches(use().app, { maintenance: false, regionRestriction: false, restrictedIpPrefixes: [] });
  });

  it('answers every site-info field from the operator settings', async () => {
    const info = await get(use().app, siteCalls.getSiteInfo, { language: 'EN' }, { remoteAddress: '203.0.113.7' });
    expect(info.merchantCode).toBe('TALA');
    expect(info.currency).toEqual({ code: 'PHP', symbol: '₱', decimals: 2 });
    expect(info.ageLimit).toBe(21);
    expect(info.defaultLanguage).toBe('TY');
    expect(info.languages).toEqual([...LANGUAGE_LABELS]);
    expect(info.location.ip).toBe('203.0.113.7');
    expect(info.imageCDNs).toEqual(['/cdn']);
    expect(info.bonuses).toEqual({ registration: 22222, invite: 2222, download: 52 });
    expect(info.enabledGameTypes).not.toContain('COCKFIGHT');
    expect(info.enabledGameTypes).toContain('RNG');
    expect(info.maintenance).toBe(false);
    expect(info.regionRestriction).toBe(false);
    expect(info.mobileTemplate).toEqual({ mem_cen: 1, dep_func: 1 });
    expect(info.customerService.map((cs) => cs.csType)).toEqual(['LIVECHAT', 'WHATSAPP']);
    expect(info.domainRoute.length).toBeGreaterThanOrEqual(2);
    expect(info.resources.map((r) => r.resourceType)).toEqual(expect.arrayContaining(['IOS', 'Android', 'FACEBOOK', 'TELEGRAM']));
    expect(info.whitelabel.USERNAMEREG3).toBe(true);
    expect(info.whitelabel.FACEBOOKLOGIN3).toBe(false);
    expect(info.register.captcha.enabled).toBe(true);
    // An SMS code works five minutes unless the operator says otherwise.
    expect(info.register.smsExpirationSeconds).toBe(300);
    expect(info.register.dialingCodes[0]).toEqual({ code: '63', country: 'PH', flag: '/cdn/flags/PH.svg' });
  });

  it('gives a rule for every registration field', async () => {
    const { register } = await get(use().app, siteCalls.getSiteInfo);
    expect(Object.keys(register.fields).sort()).toEqual([...REGISTER_FIELDS].sort());
    expect(register.fields.username).toEqual({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 'USERNAME' });
    expect(register.fields.password).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 20, patternId: 'PASSWORD' });
    expect(register.fields.confimpsw).toEqual(register.fields.password);
    // Out of the box the form asks only what the spec requires; the other fields wait for the operator.
    expect(register.fields.mobileNum).toMatchObject({ enabled: false, required: false, patternId: 'MOBILE' });
    expect(register.fields.email).toMatchObject({ enabled: false, required: false, maxLength: 254, patternId: 'EMAIL' });
    expect(register.fields.qqNum.enabled).toBe(false);
  });

  it('answers status 0 normally, 1 in maintenance, 2 when region restricted and 1 when both', async () => {
    const { app } = use();
    expect(await get(app, siteCalls.getSystemStatus)).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      message: null,
    });
    await setSwitches(app, { maintenance: true });
    expect(await get(app, siteCalls.getSystemStatus)).toMatchObject({ status: 1, maintenance: true });
    expect((await get(app, siteCalls.getSiteInfo)).maintenance).toBe(true);
    await setSwitches(app, { maintenance: false, regionRestriction: true });
    expect(await get(app, siteCalls.getSystemStatus)).toMatchObject({ status: 2, maintenance: false, regionRestriction: true });
    await setSwitches(app, { maintenance: true, regionRestriction: true });
    expect(await get(app, siteCalls.getSystemStatus)).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
  });

  it('restricts a caller whose address is on the restricted list, and no one else', async () => {
    const { app } = use();
    await setSwitches(app, { restrictedIpPrefixes: ['198.51.100.'] });
    expect((await get(app, siteCalls.getSystemStatus, {}, { remoteAddress: '198.51.100.23' })).status).toBe(2);
    expect((await get(app, siteCalls.getSiteInfo, {}, { remoteAddress: '198.51.100.23' })).regionRestriction).toBe(true);
    expect((await get(app, siteCalls.getSystemStatus, {}, { remoteAddress: '198.51.10.23' })).status).toBe(0);
  });

  it('reads whitelabel flags and game types switched at run time', async () => {
    const { app } = use();
    const before = await app.inject({ method: 'GET', url: '/dev/site' });
    expect(envelope<{ maintenance: boolean }>(before).value.maintenance).toBe(false);
    await setSwitches(app, { whitelabel: { MAILCEN: false } });
    expect((await get(app, siteCalls.getSiteInfo)).whitelabel.MAILCEN).toBe(false);
    await setSwitches(app, { whitelabel: { MAILCEN: true } });
    expect((await get(app, siteCalls.getSiteInfo)).whitelabel.MAILCEN).toBe(true);
  });

  it('drops a game type switched off at run time from every list at once', async () => {
    const { app, config } = use();
    expect((await get(app, gameCalls.getGameList, { gameType: 'LIVE' })).totalCount).toBeGreaterThan(0);
    await setSwitches(app, { enabledGameTypes: config.enabledGameTypes.filter((t) => t !== 'LIVE') });
    try {
      expect((await get(app, siteCalls.getSiteInfo)).enabledGameTypes).not.toContain('LIVE');
      expect((await get(app, gameCalls.getGameList, { gameType: 'LIVE' })).totalCount).toBe(0);
      expect((await get(app, gameCalls.getVendorSorting)).list.map((e) => e.gameCategory)).not.toContain('LIVE');
      expect((await get(app, gameCalls.getVendorGameTypes)).vendors.some((v) => v.gameType === 'LIVE')).toBe(false);
      expect((await get(app, gameCalls.getHotGames)).list.some((g) => g.gameType === 'LIVE')).toBe(false);
    } finally {
      await setSwitches(app, { enabledGameTypes: config.enabledGameTypes });
    }
    expect((await get(app, gameCalls.getGameList, { gameType: 'LIVE' })).totalCount).toBeGreaterThan(0);
  });

  it('refuses malformed switches', async () => {
    const { app } = use();
    for (const payload of [{ maintenance: 'yes' }, { enabledGameTypes: ['CASINO'] }, { whitelabel: { NOPE3: true } }, { other: 1 }]) {
      const response = await app.inject({ method: 'POST', url: '/dev/site', payload });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errorCode).toBe('request.invalid');
    }
    expect((await get(app, siteCalls.getSystemStatus)).status).toBe(0);
  });
});

it('has no development switches when development tools are off', async () => {
  const platform = await startPlatform('pglite', { devTools: false });
  try {
    for (const method of ['GET', 'POST'] as const) {
      const response = await platform.app.inject({
        method,
        url: '/dev/site',
        payload: method === 'POST' ? { maintenance: true } : undefined,
      });
      expect(response.statusCode).toBe(404);
      expect(envelope(response).errorCode).toBe('request.notFound');
    }
    expect((await get(platform.app, siteCalls.getSystemStatus)).status).toBe(0);
  } finally {
    await platform.close();
  }
});

it('lays operator field rules over the defaults', async () => {
  const platform = await startPlatform('pglite', {
    registerFields: { email: { enabled: true, required: true }, qqNum: { enabled: true } },
  });
  try {
    const { register } = await get(platform.app, siteCalls.getSiteInfo);
    expect(register.fields.email).toMatchObject({ enabled: true, required: true, maxLength: 254 });
    expect(register.fields.qqNum.enabled).toBe(true);
    expect(register.fields.username.required).toBe(true);
  } finally {
    await platform.close();
  }
});
