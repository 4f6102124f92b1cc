import { expect, it } from 'vitest';
import { pesos, RELOAD_OFFER, WELCOME_OFFER, type DepositOffer } from '../../seed/deposit-offers';
import { describeOnEachDatabase, envelope } from '../helpers';
import { as, createMember } from '../lobby/members';
import { createDeposit } from './payments-support';

interface Bonus {
  code: string;
  percent: number;
  max: string;
  minDeposit: string;
  turnoverMultiple: number;
}

const cents = (pesos: number) => `${pesos}.00`;

describeOnEachDatabase('what the platform promises is what the cashier pays', (platform) => {
  it('the cashier offers each deposit bonus exactly as written in the promises', async () => {
    const member = await createMember(platform());
    const { bonuses } = envelope<{ bonuses: Bonus[] }>(
      await platform().app.inject({ url: '/wps/deposit/options', headers: as(member) }),
    ).value;
    for (const offer of [WELCOME_OFFER, RELOAD_OFFER]) {
      expect(bonuses.find((b) => b.code === offer.code)).toMatchObject({
        percent: offer.percent,
        max: cents(offer.maxPesos),
        minDeposit: cents(offer.minDepositPesos),
        turnoverMultiple: offer.turnoverMultiple,
      });
    }
    // A first deposit large enough meets the welcome bonus's cap, and is paid it.
    const deposit = await createDeposit(platform(), member, { channelCode: 'INSTAPAY', amount: '30000', bonusCode: WELCOME_OFFER.code });
    expect(deposit.value.bonus).toBe(cents(WELCOME_OFFER.maxPesos));
  });

  it.each(['EN', 'TY'] as const)('the promotions, banners, popup and site info promise the same figures (%s)', async (language) => {
    const read = async (url: string) => JSON.stringify((await platform().app.inject({ url })).json());
    const home = await read(`/wps/announcement/list?types=B,PU,PR,Promotion&groupName=m_home_${language}&language=${language}`);
    // The registration banner's words are drawn on its picture.
    const registrationBanners = envelope<{ banners: { url: string }[] }>(
      await platform().app.inject({ url: `/wps/announcement/list?types=B&groupName=m_reg_${language}&language=${language}` }),
    ).value.banners;
    const registration = (await platform().app.inject({ url: registrationBanners[0]!.url })).body;
    const upTo = language === 'EN' ? 'up to' : 'hanggang';
    const promised = (offer: DepositOffer) => [`${offer.percent}% ${upTo} ${pesos(offer.maxPesos)}`, `${offer.turnoverMultiple}×`];
    for (const phrase of [...promised(WELCOME_OFFER), ...promised(RELOAD_OFFER), pesos(WELCOME_OFFER.minDepositPesos)]) {
      expect(home).toContain(phrase);
    }
    // The Home banner, the registration banner and the welcome popup name the welcome bonus's cap.
    expect(home.split(pesos(WELCOME_OFFER.maxPesos)).length).toBeGreaterThan(3);
    expect(registration).toContain(pesos(WELCOME_OFFER.maxPesos));
    const site = envelope<{ bonuses: { registration: number } }>(await platform().app.inject({ url: '/wps/system/siteInfo' })).value;
    expect(site.bonuses.registration).toBe(WELCOME_OFFER.maxPesos);
  });
});
