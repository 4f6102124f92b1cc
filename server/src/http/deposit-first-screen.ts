import { depositChannelFacts, type TranslateFacts } from '../../../contract/deposit-facts';
import type { Language } from '../../../contract/domain';
import type { DepositChannel } from '../../../contract/payments';
import enWallet from '../../../src/locales/en/wallet.json';
import tyWallet from '../../../src/locales/ty/wallet.json';
import type { FirstScreen } from './first-screen';

/** What the deposit page shows first that is the same for every member: the operator's open channels. */
export interface DepositFirstView {
  channels: readonly DepositChannel[];
  currencySymbol: string;
  /** The site's `dep_func` template: the new one lays the channels out as tiles. */
  layout: 'new' | 'base';
}

type DepositTexts = typeof enWallet.deposit;
const TEXTS: Record<Language, DepositTexts> = { EN: enWallet.deposit, TY: tyWallet.deposit };

/**
 * The wallet texts as the app's i18next reads them: `{{name}}` filled in, and a `count` picking
 * the `_one` / `_other` form by the language's plural rules.
 */
function translator(language: Language): TranslateFacts & ((key: string) => string) {
  const texts = TEXTS[language] as unknown as Record<string, unknown>;
  const plural = new Intl.PluralRules(language.toLowerCase());
  const lookup = (path: string) =>
    path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], { deposit: texts });
  return (key: string, values: Record<string, string | number> = {}) => {
    const count = values.count;
    const text = (typeof count === 'number' ? lookup(`${key}_${plural.select(count)}`) : undefined) ?? lookup(key);
    if (typeof text !== 'string') throw new Error(`deposit first screen: no text ${key} in ${language}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * The deposit page's first screen: the header bars' outlines, the channels and the first one's
 * limits line, with the page's own classes, in the structure the app draws (DepositForm), so the
 * app draws the same boxes in the same places when it takes over. Only what is the same for every
 * member is painted: no balance, name or bonus. The limits line is the page's largest paint:
 * painted from the HTML, it no longer waits for the scripts, the page's code and the options call.
 */
export function depositFirstScreen(view: DepositFirstView, language: Language): FirstScreen | null {
  const channels = view.channels.filter((channel) => channel.enabled);
  const [first] = channels;
  if (!first) return null;
  const t = translator(language);
  const logoSize = view.layout === 'new' ? 40 : 32;
  const tiles = channels
    .map(
      (channel) =>
        `<div class="channel${channel === first ? ' channel--on' : ''}">` +
        `<img src="${escapeAttribute(channel.logo)}" alt="" width="${logoSize}" height="${logoSize}">` +
        `<span class="channel__name">${escapeText(channel.name)}</span>` +
        `<span class="channel__group">${escapeText(t(`deposit.groups.${channel.group}`))}</span></div>`,
    )
    .join('');
  const page =
    `<div class="wallet-page"><div class="form"><fieldset class="wallet-fieldset">` +
    `<legend class="wallet-legend">${escapeText(t('deposit.channel'))}</legend>` +
    `<div class="${view.layout === 'new' ? 'channel-grid' : 'channel-list'}">${tiles}</div></fieldset>` +
    `<p class="wallet-facts">${escapeText(depositChannelFacts(first, view.currencySymbol, t))}</p></div></div>`;
  return {
    markup: `<div class="boot" aria-busy="true" data-language="${language}"><div class="boot__header"></div><div class="member-strip"></div>${page}</div>`,
    bannerUrl: null,
  };
}
