import { expect, it } from 'vitest';
import { memberCentreCalls } from '../../../contract/member-centre';
import { ERROR_CODES } from '../../../contract/errors';
import { describeOnEachDatabase, envelope } from '../helpers';
import { loginAs, memberHeaders } from './login-helper';

type Templates = { mem_cen: 0 | 1; dep_func: 0 | 1 };

describeOnEachDatabase('a member choosing layouts (setTemplate)', (platform) => {
  const info = async (token: string) => {
    const answer = await platform().app.inject({ method: 'GET', url: '/wps/member/info', headers: memberHeaders(token) });
    return envelope<{ mobileTemplate: Templates }>(answer).value.mobileTemplate;
  };
  const choose = (token: string | null, payload: unknown) =>
    platform().app.inject({
      method: 'POST',
      url: memberCentreCalls.setTemplate.path,
      headers: { ...(token ? memberHeaders(token) : {}), 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it("follows the site's layouts until the member chooses, then keeps each choice, the other layout left as it was", async () => {
    const token = await loginAs(platform().app, 'player01', 'Player1234');
    const site = envelope<{ mobileTemplate: Templates }>(await platform().app.inject({ method: 'GET', url: '/wps/system/siteInfo' })).value;
    expect(await info(token)).toEqual(site.mobileTemplate);

    const first = await choose(token, { mem_cen: 0 });
    expect(first.statusCode, first.body).toBe(200);
    expect(envelope<{ mobileTemplate: Templates }>(first).value.mobileTemplate).toEqual({
      mem_cen: 0,
      dep_func: site.mobileTemplate.dep_func,
    });
    await choose(token, { dep_func: 0 });
    expect(await info(token)).toEqual({ mem_cen: 0, dep_func: 0 });

    // Kept by the platform: a new session of the same member sees it; another member does not.
    expect(await info(await loginAs(platform().app, 'player01', 'Player1234'))).toEqual({ mem_cen: 0, dep_func: 0 });
    expect(await info(await loginAs(platform().app, 'player03', 'Player1234'))).toEqual(site.mobileTemplate);
  });

  it('refuses a visitor, and answers a choice that is no layout with 400', async () => {
    const visitor = await choose(null, { mem_cen: 1 });
    expect(visitor.statusCode).toBe(401);
    const token = await loginAs(platform().app, 'player01', 'Player1234');
    for (const payload of [{}, { mem_cen: 2 }, { dep_func: 'new' }, { mem_cen: 1, theme: 'dark' }, [1]]) {
      const refused = await choose(token, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(refused).errorCode).toBe(ERROR_CODES.badRequest);
    }
  });
});
