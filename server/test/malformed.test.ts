import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { accountCalls } from '../../contract/account';
import { SEALED_BODY_SCHEME, sealedAad, toBase64, type PublicSealingKey } from '../../contract/crypto';
import { ENCRYPTION_HEADER } from '../../contract/define';
import { describeOnEachDatabase, envelope } from './helpers';

interface Malformed {
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: string | object;
  headers?: Record<string, string>;
  status?: 400 | 404;
}

const longText = 'a'.repeat(500);
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const json = { 'content-type': 'application/json' };

const CASES: Malformed[] = [
  // site and status
  { name: 'site info with a bad language', url: '/wps/system/siteInfo?language=XX' },
  { name: 'site info with a lower-case language', url: '/wps/system/siteInfo?language=en' },
  { name: 'site info with an unknown key', url: '/wps/system/siteInfo?debug=1' },
  { name: 'system status with any key', url: '/wps/system/status?status=0' },
  // announcements
  { name: 'announcements without types', url: '/wps/announcement/list?language=EN' },
  { name: 'announcements with an unknown type', url: '/wps/announcement/list?types=B,ZZ&language=EN' },
  { name: 'announcements with empty types', url: '/wps/announcement/list?types=,,&language=EN' },
  { name: 'announcements without language', url: '/wps/announcement/list?types=B' },
  { name: 'announcements with a bad language', url: '/wps/announcement/list?types=B&language=FR' },
  {
    name: 'announcements with a SQL-ish group',
    url: `/wps/announcement/list?types=B&language=EN&groupName=${encodeURIComponent("m_home_EN' OR '1'='1")}`,
  },
  { name: 'announcements with a wrong platform', url: '/wps/announcement/list?types=B&language=EN&platform=PC' },
  { name: 'announcements with overlong types', url: `/wps/announcement/list?types=${'B,'.repeat(40)}B&language=EN` },
  { name: 'announcements with two languages', url: '/wps/announcement/list?types=B&language=EN&language=TY' },
  // notices and help
  { name: 'notices with page 0', url: '/wps/announcement/notices?language=EN&pageNo=0' },
  { name: 'notices with page -1', url: '/wps/announcement/notices?language=EN&pageNo=-1' },
  { name: 'notices with page abc', url: '/wps/announcement/notices?language=EN&pageNo=abc' },
  { name: 'notices with page size 1000', url: '/wps/announcement/notices?language=EN&pageSize=1000' },
  { name: 'notices with a fractional page', url: '/wps/announcement/notices?language=EN&pageNo=1.5' },
  { name: 'help without device', url: '/wps/help/center?language=EN' },
  { name: 'help for a desktop', url: '/wps/help/center?language=EN&device=PC' },
  // vendors
  { name: 'vendor game types with another type id', url: '/wps/relay/vendorGameTypes?typeId=2' },
  { name: 'vendor mapping with a key', url: '/wps/relay/vendorMapping?gameType=RNG' },
  { name: 'vendor sorting with a key', url: '/wps/relay/vendorSorting?x=1' },
  // game list
  { name: 'game list with page size 0', url: '/lgw/games/mobile?pageSize=0' },
  { name: 'game list with page size 1000', url: '/lgw/games/mobile?pageSize=1000' },
  { name: 'game list with page -1', url: '/lgw/games/mobile?pageNo=-1' },
  { name: 'game list with page abc', url: '/lgw/games/mobile?pageNo=abc' },
  { name: 'game list with a bad game type', url: '/lgw/games/mobile?gameType=CASINO' },
  { name: 'game list with two game types', url: '/lgw/games/mobile?gameType=RNG&gameType=LIVE' },
  { name: 'game list with an unknown key', url: '/lgw/games/mobile?sort=name' },
  { name: 'game list with a bad data type', url: '/lgw/games/mobile?dataType=ALL2' },
  { name: 'game list with a SQL-ish vendor', url: `/lgw/games/mobile?vassalage=${encodeURIComponent("JILI'; DROP TABLE games;--")}` },
  { name: 'game list with a SQL-ish classify', url: `/lgw/games/mobile?gameClassify=${encodeURIComponent('BG OR 1=1')}` },
  { name: 'game list with an overlong name', url: `/lgw/games/mobile?gameName=${longText}` },
  { name: 'game list with a negative minimum bet', url: '/lgw/games/mobile?minBet=-1' },
  { name: 'game list with a text minimum bet', url: '/lgw/games/mobile?minBet=cheap' },
  { name: 'game list with a huge line count', url: '/lgw/games/mobile?minLine=99999999' },
  { name: 'game list with isNew=yes', url: '/lgw/games/mobile?isNew=yes' },
  { name: 'game list with a bad language', url: '/lgw/games/mobile?language=ZZ' },
  { name: 'game list with a wrong client type', url: '/lgw/games/mobile?clientType=1' },
  // hot, winners, lottery, jackpot
  { name: 'hot games with a bad game type', url: '/wps/relay/hotGames?gameType=rng' },
  { name: 'hot games with a wrong platform', url: '/wps/relay/hotGames?platform=pc' },
  { name: 'winners above the limit', url: '/wps/relay/winners?limitNum=21' },
  { name: 'winners with limit 0', url: '/wps/relay/winners?limitNum=0' },
  { name: 'winners with a bad category', url: '/wps/relay/winners?gameCategory=SLOTS' },
  { name: 'lottery list for slots', url: '/wps/relay/lotteryList?gameType=RNG' },
  { name: 'jackpot with a key', url: '/wps/relay/jackpot?value=1' },
  { name: 'jackpot of an unknown pool', url: '/wps/relay/jackpot?pool=casino' },
  // development switches
  {
    name: 'switches with bad JSON',
    method: 'POST',
    url: '/dev/site',
    payload: '{"maintenance": tru',
    headers: { 'content-type': 'application/json' },
  },
  {
    name: 'switches as plain text',
    method: 'POST',
    url: '/dev/site',
    payload: 'maintenance=true',
    headers: { 'content-type': 'text/plain' },
  },
  { name: 'switches with a wrong value type', method: 'POST', url: '/dev/site', payload: { maintenance: 1 } },
  { name: 'switches with an unknown game type', method: 'POST', url: '/dev/site', payload: { enabledGameTypes: ['BINGO'] } },
  {
    name: 'switches as a JSON array',
    method: 'POST',
    url: '/dev/site',
    payload: '[true]',
    headers: { 'content-type': 'application/json' },
  },
  {
    name: 'switches with a body over 64 KB',
    method: 'POST',
    url: '/dev/site',
    payload: JSON.stringify({ restrictedIpPrefixes: ['1.'], pad: 'x'.repeat(70 * 1024) }),
    headers: { 'content-type': 'application/json' },
  },
  // bodies nested deeper than any call's
  { name: 'a call with 10,000 nested arrays', method: 'POST', url: '/wps/session/trial', payload: nestedArrays(10_000), headers: json },
  { name: 'a call with 10,000 nested objects', method: 'POST', url: '/wps/session/trial', payload: nestedObjects(10_000), headers: json },
  { name: 'a call with 33 nested arrays', method: 'POST', url: '/wps/session/trial', payload: nestedArrays(33), headers: json },
  {
    name: 'a sealed call with 10,000 nested arrays',
    method: 'POST',
    url: '/wps/session/login',
    payload: nestedArrays(10_000),
    headers: json,
  },
  { name: 'switches with 10,000 nested arrays', method: 'POST', url: '/dev/site', payload: nestedArrays(10_000), headers: json },
  // a NUL byte anywhere in a path
  { name: 'a call with a NUL at its end', url: '/wps/system/status%00' },
  { name: 'a call with a NUL inside', url: '/wps/%00system/status' },
  { name: 'a page with a NUL', url: '/m/home%00' },
  { name: 'a file with a NUL', url: '/assets/index%00.js' },
  { name: 'an image with a NUL', url: '/cdn/game%00.png' },
  { name: 'the root with a NUL', url: '/%00' },
  { name: 'the support console with a NUL', url: '/support/%00' },
  { name: 'the chat socket with a NUL', url: '/ws/chat%00' },
  { name: 'a call with an upper-case encoded NUL and a query', method: 'POST', url: '/wps/session/trial%00?x=1', payload: {} },
  // unknown paths and methods
  { name: 'an unknown call', url: '/wps/relay/nothing', status: 404 },
  { name: 'an unknown game gateway path', url: '/lgw/games/desktop', status: 404 },
  { name: 'a known path with the wrong method', method: 'DELETE', url: '/wps/system/siteInfo', status: 404 },
];

/** Seals JSON text as the app's sealing does (contract/crypto.ts): text too deep for JSON.stringify to write. */
async function sealText(key: PublicSealingKey, method: string, path: string, text: string): Promise<string> {
  const { subtle } = globalThis.crypto;
  const rsaKey = await subtle.importKey('spki', Buffer.from(key.publicKey, 'base64'), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const additionalData = new TextEncoder().encode(sealedAad(method, path));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aesKey, new TextEncoder().encode(text));
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, await subtle.exportKey('raw', aesKey));
  return JSON.stringify({
    v: 1,
    kid: key.keyId,
    key: toBase64(new Uint8Array(wrapped)),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  });
}

describeOnEachDatabase('malformed requests', (use) => {
  it('has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES)('$name → refused with an error code', async ({ method = 'GET', url, payload, headers, status = 400 }) => {
    const response = await use().app.inject({ method, url, payload, headers });
    expect(response.statusCode).toBe(status);
    const body = response.json() as { success: boolean; errorCode?: string; message?: string; stack?: unknown };
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(status === 404 ? 'request.notFound' : 'request.invalid');
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(body.stack).toBeUndefined();
  });

  it("says what was wrong in the default validator's words, never repeating a value", async () => {
    const { app } = use();
    const told = async (url: string) => envelope(await app.inject({ method: 'GET', url })).message;
    expect(await told('/wps/system/siteInfo?language=XX')).toBe('language must be one of TY, EN');
    expect(await told('/wps/help/center?language=EN')).toBe('device is required');
    expect(await told('/wps/announcement/notices?language=EN&pageNo=abc')).toBe('pageNo is not a number');
    const sqlish = "m_home_EN' OR '1'='1";
    const pattern = await told(`/wps/announcement/list?types=B&language=EN&groupName=${encodeURIComponent(sqlish)}`);
    expect(pattern).toMatch(/^groupName /);
    expect(pattern).not.toContain(sqlish);
  });

  it('refuses a sealed body that opens to 10,000 nested arrays with 400 and an error code', async () => {
    const { app } = use();
    const key = (await app.inject({ method: 'GET', url: accountCalls.getSealingKey.path })).json() as { value: PublicSealingKey };
    const plaintext = `{"nonce":"${randomBytes(16).toString('hex')}","sealedAt":${Date.now()},"body":${nestedArrays(10_000)}}`;
    const response = await app.inject({
      method: 'POST',
      url: accountCalls.login.path,
      headers: { ...json, [ENCRYPTION_HEADER]: SEALED_BODY_SCHEME },
      payload: await sealText(key.value, 'POST', accountCalls.login.path, plaintext),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errorCode).toBe('request.invalid');
  });

  it('still answers and keeps the catalogue after the malformed requests', async () => {
    const { app, db } = use();
    const games = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
    expect(Number(games.rows[0]?.n)).toBeGreaterThan(1000);
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(status.statusCode).toBe(200);
    expect((status.json() as { value: { status: number } }).value.status).toBe(0);
  });
});
