import { describe, expect, it } from 'vitest';
import enCommon from '@/locales/en/common.json';
import tyCommon from '@/locales/ty/common.json';
import { translator, type NamespaceTexts } from './translator';

const loads: string[] = [];
const files: Record<string, Record<string, NamespaceTexts>> = {
  en: {
    wallet: { balance: 'Balance {{amount}}', bets_one: '{{count}} bet', bets_other: '{{count}} bets' },
    common: { ok: 'OK', greeting: 'Hello {{name}}' },
  },
  ty: {
    wallet: { balance: 'Balanse {{amount}}', bets_one: '{{count}} taya', bets_other: '{{count}} na taya' },
    common: { ok: 'Sige', greeting: 'Kumusta {{name}}' },
  },
};

translator.start('en', { common: files.en!.common! }, (language, namespace) => {
  loads.push(`${language}/${namespace}`);
  const tree = files[language]?.[namespace];
  return tree ? Promise.resolve(tree) : Promise.reject(new Error('no such file'));
});

describe('the translator', () => {
  it('draws a text through the namespaces a t was made for, in their order, with its values', async () => {
    await translator.loadNamespaces('wallet');
    const t = translator.getFixedT(['wallet', 'common']);
    expect(t('balance', { amount: '₱1,000.00' })).toBe('Balance ₱1,000.00');
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana');
    expect(t('common:ok')).toBe('OK');
    expect(t('ok', { ns: 'common' })).toBe('OK');
  });

  it('chooses the plural form by the count, and shows a count given as text as it is', () => {
    const t = translator.getFixedT('wallet');
    expect(t('bets', { count: 1 })).toBe('1 bet');
    expect(t('bets', { count: 3 })).toBe('3 bets');
    expect(t('balance', { count: '99+', amount: 5 })).toBe('Balance 5');
  });

  it('draws a missing text by its key, or by the default it was given', () => {
    const t = translator.getFixedT('wallet');
    expect(t('wallet:nothing.here')).toBe('nothing.here');
    expect(t('nothing', { defaultValue: '{{count}} left', count: 2 })).toBe('2 left');
    expect(t('greeting', { ns: 'common' })).toBe('Hello {{name}}');
    expect(t('greeting', { ns: 'common', name: undefined })).toBe('Hello ');
  });

  it('loads the namespaces in use in the new language before switching to it', async () => {
    const heard: string[] = [];
    const stop = translator.subscribe(() => heard.push(translator.language));
    await translator.changeLanguage('ty');
    stop();
    expect(loads).toEqual(expect.arrayContaining(['ty/common', 'ty/wallet']));
    expect(translator.getFixedT('wallet')('bets', { count: 2 })).toBe('2 na taya');
    expect(translator.t('ok')).toBe('Sige');
    expect(heard.at(-1)).toBe('ty');
    await translator.changeLanguage('en');
  });

  it('draws a namespace that failed to load by its keys, and loads each namespace once', async () => {
    await translator.loadNamespaces(['missing', 'missing']);
    expect(translator.hasLoadedNamespace('missing')).toBe(true);
    expect(translator.getFixedT('missing')('title')).toBe('title');
    expect(loads.filter((load) => load === 'en/missing')).toHaveLength(1);
  });

  it('gives a namespace that failed (offline) its texts once the browser is back online', async () => {
    await translator.loadNamespaces('late');
    expect(translator.getFixedT('late')('title')).toBe('title');
    files.en!.late = { title: 'Promotions' };
    const redrawn = new Promise<void>((resolve) => {
      const stop = translator.subscribe(() => {
        stop();
        resolve();
      });
    });
    window.dispatchEvent(new Event('online'));
    await redrawn;
    expect(translator.getFixedT('late')('title')).toBe('Promotions');
  });

  it('asks again for a namespace that failed when an action next needs its texts', async () => {
    await translator.loadNamespaces('later');
    files.en!.later = { title: 'Wallet' };
    await translator.loadNamespaces('later');
    expect(translator.getFixedT('later')('title')).toBe('Wallet');
  });

  it("reads the app's own files in both languages, nested keys and all", () => {
    translator.addTexts('en', 'app-common', enCommon);
    translator.addTexts('ty', 'app-common', tyCommon);
    expect(translator.getFixedT('app-common', 'en')('favourite.add', { name: 'Fortune Gems' })).toBe(
      enCommon.favourite.add.replace('{{name}}', 'Fortune Gems'),
    );
    expect(translator.getFixedT('app-common', 'ty')('loading')).toBe(tyCommon.loading);
    expect(tyCommon.loading).not.toBe(enCommon.loading);
  });
});
