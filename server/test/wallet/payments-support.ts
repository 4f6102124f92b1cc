import { randomUUID } from 'node:crypto';
import type { Deposit } from '../../../contract/payments';
import { signCallback } from '../../src/services/wallet/gateway-signature';
import { envelope, type TestPlatform } from '../helpers';
import { as, type TestMember } from '../lobby/members';

const cents = (v: unknown) => Math.round(Number(v) * 100);

/** The member's REAL wallet balance and the sum of its ledger, both in centavos. */
export async function balanceAndLedger(
  platform: TestPlatform,
  memberId: number,
): Promise<{ balance: number; ledgerSum: number; kinds: string[] }> {
  const wallet = (
    await platform.db.query<{ id: unknown; balance: unknown }>("SELECT id, balance FROM wallets WHERE member_id = $1 AND kind = 'REAL'", [
      memberId,
    ])
  ).rows[0]!;
  const lines = (
    await platform.db.query<{ amount: unknown; kind: string }>('SELECT amount, kind FROM ledger WHERE wallet_id = $1 ORDER BY id', [
      wallet.id,
    ])
  ).rows;
  return { balance: cents(wallet.balance), ledgerSum: lines.reduce((sum, l) => sum + cents(l.amount), 0), kinds: lines.map((l) => l.kind) };
}

export async function createDeposit(platform: TestPlatform, member: TestMember, body: Record<string, unknown>, key = randomUUID()) {
  const answer = await platform.app.inject({
    method: 'POST',
    url: '/wps/deposit/create',
    headers: as(member, { 'idempotency-key': key }),
    payload: body,
  });
  return { status: answer.statusCode, ...envelope<Deposit>(answer) };
}

/** The gateway reference behind a deposit, as the simulator's page address carries it. */
export const refOf = (deposit: Deposit) => deposit.paymentUrl!.split('/').pop()!;

/** The tester's choice on the simulator's payment page (a form post, as the browser sends it). */
export async function decide(platform: TestPlatform, ref: string, choice: string, amount?: string) {
  const form = new URLSearchParams({ choice, ...(amount ? { amount } : {}) });
  return platform.app.inject({
    method: 'POST',
    url: `/dev/gateway/pay/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
}

export async function getDeposit(platform: TestPlatform, member: TestMember, id: number): Promise<Deposit> {
  return envelope<Deposit>(await platform.app.inject({ url: `/wps/deposit/detail?id=${id}`, headers: as(member) })).value;
}

/** A callback signed the way the gateway signs, with a chosen timestamp and secret. */
export function signedCallback(platform: TestPlatform, body: object, options: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  return {
    method: 'POST' as const,
    url: '/pay/gateway/notify',
    headers: {
      'content-type': 'application/json',
      'x-gateway-timestamp': String(timestamp),
      'x-gateway-signature': signCallback(options.secret ?? platform.config.gatewaySecret, timestamp, raw),
    },
    payload: raw,
  };
}
