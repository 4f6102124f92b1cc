import type { DepositBonus, DepositChannel } from '../../../../contract/payments';
import { formatMinorUnits, type CHANNEL_GROUPS } from '../../../../contract/payments';
import type { Queryable } from '../../db/database';
import { int } from './rows';

export interface ChannelRow {
  code: string;
  group_code: string;
  name: string;
  min_cents: unknown;
  max_cents: unknown;
  preset_cents: unknown;
  fee_basis_points: unknown;
  processing_minutes: unknown;
  enabled: boolean;
}

export interface BonusRow {
  code: string;
  name: string;
  percent: unknown;
  max_cents: unknown;
  min_deposit_cents: unknown;
  turnover_multiple: unknown;
  first_deposit_only: boolean;
}

const presets = (value: unknown): number[] => (typeof value === 'string' ? (JSON.parse(value) as number[]) : (value as number[]));

export function toChannel(row: ChannelRow): DepositChannel {
  return {
    code: row.code,
    group: row.group_code as (typeof CHANNEL_GROUPS)[number],
    name: row.name,
    logo: `/pay/logos/${row.code.toLowerCase()}.svg`,
    min: formatMinorUnits(int(row.min_cents)),
    max: formatMinorUnits(int(row.max_cents)),
    presets: presets(row.preset_cents).map(formatMinorUnits),
    feePercent: formatMinorUnits(int(row.fee_basis_points)),
    processingMinutes: int(row.processing_minutes),
    enabled: row.enabled,
  };
}

export function toBonus(row: BonusRow): DepositBonus {
  return {
    code: row.code,
    name: row.name,
    percent: int(row.percent),
    max: formatMinorUnits(int(row.max_cents)),
    minDeposit: formatMinorUnits(int(row.min_deposit_cents)),
    turnoverMultiple: int(row.turnover_multiple),
    firstDepositOnly: row.first_deposit_only,
  };
}

/** The fee on an amount, rounded up to the centavo so the platform never pays a fraction out of its own pocket. */
export const feeOf = (amountCents: number, basisPoints: number) => Math.ceil((amountCents * basisPoints) / 10_000);

/** The bonus a deposit earns: a percentage up to the cap, nothing under the bonus's minimum deposit. */
export function bonusOf(amountCents: number, bonus: { percent: number; maxCents: number; minDepositCents: number }): number {
  if (amountCents < bonus.minDepositCents) return 0;
  return Math.min(Math.floor((amountCents * bonus.percent) / 100), bonus.maxCents);
}

export async function channelRows(db: Queryable): Promise<ChannelRow[]> {
  return (await db.query<ChannelRow>('SELECT * FROM payment_channels ORDER BY sort_order, code')).rows;
}

/** Bonuses the member may choose now: first-deposit ones only until a deposit has been paid. */
export async function bonusRowsFor(db: Queryable, memberId: number): Promise<BonusRow[]> {
  const paid = await db.query('SELECT 1 FROM deposits WHERE member_id = $1 AND status = $2 LIMIT 1', [memberId, 'PAID']);
  const { rows } = await db.query<BonusRow>('SELECT * FROM deposit_bonuses WHERE enabled ORDER BY first_deposit_only DESC, code');
  return rows.filter((row) => !row.first_deposit_only || paid.rows.length === 0);
}
