import { formatMoneyText, parseMinorUnits, plainAmount, type DepositChannel } from '@contract/payments';

/** The wallet texts a channel's facts line is written from (the `wallet` namespace's `deposit.*` keys). */
export type DepositFactsKey = 'deposit.limits' | 'deposit.processingMinutes' | 'deposit.processingHours' | 'deposit.fee' | 'deposit.noFee';

export type TranslateFacts = (key: DepositFactsKey, values?: Record<string, string | number>) => string;

/**
 * A channel's line under the deposit channels: its limits, how soon the money arrives and its
 * fee ("₱100.00 to ₱50,000.00 · Arrives within 1 minute · No fee").
 */
export function depositChannelFacts(channel: DepositChannel, symbol: string, t: TranslateFacts): string {
  const money = (text: string) => formatMoneyText(text, symbol);
  const limits = t('deposit.limits', { min: money(channel.min), max: money(channel.max) });
  const arrives =
    channel.processingMinutes >= 60
      ? t('deposit.processingHours', { count: Math.round(channel.processingMinutes / 60) })
      : t('deposit.processingMinutes', { count: channel.processingMinutes });
  const fee = parseMinorUnits(channel.feePercent) ? t('deposit.fee', { percent: plainAmount(channel.feePercent) }) : t('deposit.noFee');
  return `${limits} · ${arrives} · ${fee}`;
}
