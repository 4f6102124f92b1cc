import { formatMinorUnits } from '../../../../contract/payments';
import type { Database, Queryable } from '../../db/database';
import type { PaymentGateway } from './deposits';
import { signCallback, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './gateway-signature';
import { int } from './rows';

export const NOTIFY_PATH = '/pay/gateway/notify';
export const SIMULATOR_PAGE = '/dev/gateway/pay';
/** Attempts before the simulator gives up on an unacknowledged callback, and the first wait between them. */
export const MAX_ATTEMPTS = 8;
export const FIRST_RETRY_MS = 1_000;

export type SimulatorChoice = 'approve' | 'decline' | 'expire' | 'pay';

/** What a delivery answered: the platform acknowledges with a 2xx. */
export type Send = (request: { path: string; headers: Record<string, string>; body: string }) => Promise<number>;

export interface SimPayment {
  ref: string;
  orderId: string;
  amountCents: number;
  currency: string;
  status: 'OPEN' | 'PAID' | 'FAILED' | 'EXPIRED';
  paidCents: number | null;
  attempts: number;
  acked: boolean;
  returnPath: string;
}

interface SimRow {
  ref: string;
  order_id: string;
  amount_cents: unknown;
  currency: string;
  status: SimPayment['status'];
  paid_cents: unknown;
  attempts: unknown;
  acked_at: unknown;
  return_path: string;
  notify_path: string;
}

const toPayment = (row: SimRow): SimPayment => ({
  ref: row.ref,
  orderId: row.order_id,
  amountCents: int(row.amount_cents),
  currency: row.currency,
  status: row.status,
  paidCents: row.paid_cents === null ? null : int(row.paid_cents),
  attempts: int(row.attempts),
  acked: row.acked_at !== null,
  returnPath: row.return_path,
});

/**
 * The development payment gateway: it hosts a payment page where the tester decides the
 * outcome, then tells the platform through its webhook, signed with the shared secret, and
 * keeps retrying with doubling waits until the platform acknowledges. A real gateway does
 * the same from outside; this one lives in the server so tests and testers need nothing else.
 */
export function createGatewaySimulator(db: Database, secret: string, send: Send, firstRetryMs = FIRST_RETRY_MS) {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const gateway: PaymentGateway = {
    async openPayment(tx: Queryable, payment) {
      await tx.query(
        `INSERT INTO gateway_sim_payments (ref, order_id, amount_cents, currency, notify_path, return_path, status, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'OPEN', $7)`,
        [
          payment.ref,
          payment.orderId,
          payment.amountCents,
          payment.currency,
          NOTIFY_PATH,
          `/m/voucherCenter?deposit=${payment.orderId}`,
          payment.expiresAt,
        ],
      );
    },
    paymentUrl: (ref) => `${SIMULATOR_PAGE}/${ref}`,
  };

  async function find(ref: string): Promise<SimPayment | null> {
    const { rows } = await db.query<SimRow>('SELECT * FROM gateway_sim_payments WHERE ref = $1', [ref]);
    return rows[0] ? toPayment(rows[0]) : null;
  }

  /** The callback body for a decided payment. */
  const bodyOf = (payment: SimPayment) =>
    JSON.stringify({
      ref: payment.ref,
      orderId: payment.orderId,
      status: payment.status,
      amount: payment.paidCents === null ? null : formatMinorUnits(payment.paidCents),
      currency: payment.currency,
    });

  /** Sends one signed copy of the payment's callback; true when the platform acknowledged it. */
  async function deliverOnce(payment: SimPayment): Promise<boolean> {
    const body = bodyOf(payment);
    const timestamp = Math.floor(Date.now() / 1000);
    await db.query('UPDATE gateway_sim_payments SET attempts = attempts + 1 WHERE ref = $1', [payment.ref]);
    const status = await send({
      path: NOTIFY_PATH,
      headers: {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signCallback(secret, timestamp, body),
      },
      body,
    }).catch(() => 0);
    const acked = status >= 200 && status < 300;
    if (acked) await db.query('UPDATE gateway_sim_payments SET acked_at = coalesce(acked_at, now()) WHERE ref = $1', [payment.ref]);
    return acked;
  }

  /** Delivers until acknowledged: at once, then after 1 s, 2 s, 4 s … up to MAX_ATTEMPTS. */
  async function deliverWithRetries(ref: string, attempt = 1): Promise<void> {
    if (closed) return;
    const payment = await find(ref);
    if (!payment || payment.status === 'OPEN') return;
    if (await deliverOnce(payment)) return;
    if (attempt >= MAX_ATTEMPTS || closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        void deliverWithRetries(ref, attempt + 1).catch(() => undefined);
      },
      firstRetryMs * 2 ** (attempt - 1),
    );
    timers.add(timer);
  }

  /** The tester's choice on the payment page. A payment is decided once; later choices change nothing. */
  async function decide(ref: string, choice: SimulatorChoice, paidCents?: number): Promise<SimPayment | null> {
    const status = { approve: 'PAID', pay: 'PAID', decline: 'FAILED', expire: 'EXPIRED' }[choice];
    const paid = choice === 'approve' ? null : choice === 'pay' ? (paidCents ?? null) : null;
    const { rows } = await db.query<SimRow>(
      `UPDATE gateway_sim_payments SET status = $2, paid_cents = CASE WHEN $2 = 'PAID' THEN coalesce($3, amount_cents) END
       WHERE ref = $1 AND status = 'OPEN' RETURNING *`,
      [ref, status, paid],
    );
    if (rows[0]) await deliverWithRetries(ref);
    return find(ref);
  }

  /** Sends `times` copies of a decided payment's callback at once, as a gateway retrying in a burst would. */
  async function redeliver(ref: string, times: number): Promise<number[]> {
    const payment = await find(ref);
    if (!payment || payment.status === 'OPEN') return [];
    const body = bodyOf(payment);
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = signCallback(secret, timestamp, body);
    return Promise.all(
      Array.from({ length: times }, () =>
        send({
          path: NOTIFY_PATH,
          headers: { 'content-type': 'application/json', [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature },
          body,
        }),
      ),
    );
  }

  async function openPayments(): Promise<SimPayment[]> {
    const { rows } = await db.query<SimRow>(`SELECT * FROM gateway_sim_payments WHERE status = 'OPEN' ORDER BY created_at DESC LIMIT 50`);
    return rows.map(toPayment);
  }

  return {
    gateway,
    find,
    decide,
    redeliver,
    openPayments,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
