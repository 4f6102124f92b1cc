import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ERROR_CODES } from '../../../contract/errors';
import { formatMinorUnits, MONEY_PATTERN, parseMinorUnits } from '../../../contract/payments';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../http/context';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyCallback } from '../services/wallet/gateway-signature';
import { NOTIFY_PATH, SIMULATOR_PAGE, type SimPayment } from '../services/wallet/gateway-simulator';
import type { SettleOutcome, SettleRefusal } from '../services/wallet/deposits';
import type { CashierService } from '../services/cashier';
import { DEV_TOOLS_ACTOR_NAME } from '../services/cashier/decisions';
import type { PaymentServices } from '../services/wallet/payments';

const noticeSchema = z
  .object({
    ref: z.string().min(1).max(64),
    orderId: z.string().max(32).optional(),
    status: z.enum(['PAID', 'FAILED', 'EXPIRED']),
    amount: z.string().regex(MONEY_PATTERN).nullable(),
    currency: z.string().max(8).optional(),
  })
  .strict();

/** What the gateway is told when its callback contradicts the deposit it names. */
const REFUSALS: Record<SettleRefusal, string> = {
  'refused-currency': 'currency: not the deposit’s currency',
  'refused-amount': 'amount: a paid deposit states an amount above zero and no more than was asked',
  'refused-state': 'status: the deposit was declared failed',
};
const isRefusal = (outcome: SettleOutcome): outcome is SettleRefusal => outcome in REFUSALS;

/** Brand colours for the channel logos drawn here, so no third-party image is needed. */
const LOGO_COLOURS: Record<string, [string, string]> = {
  gcash: ['#0070e0', 'G'],
  maya: ['#00b464', 'M'],
  grabpay: ['#00a651', 'GP'],
  instapay: ['#1d3b8b', 'IP'],
  pesonet: ['#6b2fa0', 'PN'],
  qrph: ['#d6262c', 'QR'],
  otc: ['#ee7a00', '7'],
};

/** What the development shortcut records for its decisions: it pays no one and has no reason of its own. */
const DEV_PAYOUT_REFERENCE = 'DEV-TOOLS';
const DEV_REJECT_REASON = 'Not approved by the cashier.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function htmlPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:32rem;padding:1rem;color:#111;background:#f4f6fb}` +
        `h1{font-size:1.3rem}button,input{font-size:1rem;min-height:44px;padding:.5rem 1rem;border-radius:8px}button{border:0;background:#0a5ad4;color:#fff;margin:.25rem 0;width:100%}` +
        `button.secondary{background:#525a66}table{width:100%;border-collapse:collapse}td,th{border-bottom:1px solid #ccd;padding:.4rem;text-align:left}` +
        `.card{background:#fff;border-radius:12px;padding:1rem;margin:1rem 0}label{display:block;margin:.5rem 0}</style></head><body>${body}</body></html>`,
    );
}

/**
 * The platform's payment webhook (always on) and, with the development tools, the gateway
 * simulator's hosted payment page and a development shortcut to the cashier: the back office's
 * cashier decisions, made as the "dev-tools" pseudo staff member (no staff id) in the audit trail.
 */
export function registerPaymentGatewayRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  payments: PaymentServices,
  cashier: CashierService,
): void {
  // The signature covers the exact bytes sent, so this route reads its body as text before parsing it.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(NOTIFY_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = verifyCallback(
        ctx.config.gatewaySecret,
        { timestamp: request.headers[TIMESTAMP_HEADER], signature: request.headers[SIGNATURE_HEADER] },
        raw,
      );
      let parsed: z.infer<typeof noticeSchema> | null = null;
      try {
        const result = noticeSchema.safeParse(JSON.parse(raw));
        parsed = result.success ? result.data : null;
      } catch {
        parsed = null;
      }
      if (check !== 'valid') {
        await ctx.db.query('INSERT INTO gateway_callbacks (gateway_ref, verified, outcome, body) VALUES ($1, false, $2, $3)', [
          parsed?.ref ?? null,
          check,
          raw.slice(0, 2000),
        ]);
        return reply.code(401).send({ success: false, errorCode: ERROR_CODES.noPermission, message: `Signature ${check}` });
      }
      if (!parsed) throw new ApiError(400, ERROR_CODES.badRequest, 'Not a gateway notice');
      const paidCents = parsed.amount === null ? null : parseMinorUnits(parsed.amount);
      const outcome = await payments.deposits.settle({
        ref: parsed.ref,
        status: parsed.status,
        paidCents,
        currency: parsed.currency ?? null,
      });
      await ctx.db.query('INSERT INTO gateway_callbacks (gateway_ref, verified, outcome, body) VALUES ($1, true, $2, $3)', [
        parsed.ref,
        outcome,
        raw.slice(0, 2000),
      ]);
      if (outcome === 'unknown-ref')
        return reply.code(404).send({ success: false, errorCode: ERROR_CODES.notFound, message: 'Unknown reference' });
      if (isRefusal(outcome))
        return reply.code(409).send({ success: false, errorCode: ERROR_CODES.badRequest, message: REFUSALS[outcome] });
      return { success: true, value: { outcome } };
    });
  });

  app.get<{ Params: { file: string } }>('/pay/logos/:file', async (request, reply) => {
    const match = /^([a-z]+)\.svg$/.exec(request.params.file);
    const logo = match ? LOGO_COLOURS[match[1]!] : undefined;
    if (!logo) return reply.code(404).type('text/plain').send('Not found');
    const [colour, letters] = logo;
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${colour}"/>` +
          `<text x="24" y="31" font-family="Arial,sans-serif" font-size="${letters.length > 1 ? 17 : 24}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`,
      );
  });

  const simulator = payments.simulator;
  if (!ctx.config.devTools || !simulator) return;
  payments.useSender(
    async ({ path, headers, body }) => (await app.inject({ method: 'POST', url: path, headers, payload: body })).statusCode,
  );
  app.addHook('onClose', async () => simulator.close());

  const describe = (payment: SimPayment) => `${payment.currency} ${formatMinorUnits(payment.amountCents)}`;

  app.get<{ Params: { ref: string } }>(`${SIMULATOR_PAGE}/:ref`, async (request, reply) => {
    const payment = await simulator.find(request.params.ref);
    if (!payment) return reply.code(404).type('text/plain').send('No such payment');
    const action = `${SIMULATOR_PAGE}/${encodeURIComponent(payment.ref)}`;
    const decided =
      payment.status === 'OPEN'
        ? `<form method="post" action="${action}"><input type="hidden" name="choice" value="approve"><button>Approve payment</button></form>
           <form method="post" action="${action}"><input type="hidden" name="choice" value="decline"><button class="secondary">Decline payment</button></form>
           <form method="post" action="${action}"><input type="hidden" name="choice" value="expire"><button class="secondary">Let it expire</button></form>
           <form method="post" action="${action}"><input type="hidden" name="choice" value="pay"><label>Amount paid <input name="amount" inputmode="decimal" required pattern="\\d+(\\.\\d{1,2})?"></label><button class="secondary">Pay a different amount</button></form>`
        : `<p>Payment ${escapeHtml(payment.status)}. Callbacks sent: ${payment.attempts}${payment.acked ? ', acknowledged' : ''}.</p>`;
    return htmlPage(
      reply,
      'Test payment gateway',
      `<h1>Test payment gateway</h1><div class="card"><p>Reference <strong>${escapeHtml(payment.ref)}</strong></p><p>Amount <strong>${escapeHtml(describe(payment))}</strong></p>${decided}</div>
       <p><a href="${escapeHtml(payment.returnPath)}">Return to the merchant</a></p>`,
    );
  });

  app.post<{ Params: { ref: string }; Body: Record<string, string> }>(`${SIMULATOR_PAGE}/:ref`, async (request, reply) => {
    const body = z
      .object({ choice: z.enum(['approve', 'decline', 'expire', 'pay']), amount: z.string().regex(MONEY_PATTERN).optional() })
      .safeParse(request.body ?? {});
    if (!body.success) throw new ApiError(400, ERROR_CODES.badRequest, 'choice: approve, decline, expire or pay with an amount');
    const paid = body.data.amount === undefined ? undefined : (parseMinorUnits(body.data.amount) ?? undefined);
    if (body.data.choice === 'pay' && !paid) throw new ApiError(400, ERROR_CODES.badRequest, 'amount: above zero');
    const payment = await simulator.decide(request.params.ref, body.data.choice, paid);
    if (!payment) return reply.code(404).type('text/plain').send('No such payment');
    return reply.redirect(payment.returnPath, 303);
  });

  app.get<{ Params: { ref: string } }>('/dev/gateway/payments/:ref', async (request) => {
    const payment = await simulator.find(request.params.ref);
    if (!payment) throw new ApiError(404, ERROR_CODES.notFound, 'No such payment');
    return { success: true, value: payment };
  });

  app.post<{ Params: { ref: string }; Body: { times?: unknown } }>('/dev/gateway/payments/:ref/redeliver', async (request) => {
    const times = z
      .number()
      .int()
      .min(1)
      .max(200)
      .safeParse(request.body?.times ?? 1);
    if (!times.success) throw new ApiError(400, ERROR_CODES.badRequest, 'times: 1 to 200');
    const statuses = await simulator.redeliver(request.params.ref, times.data);
    return { success: true, value: { statuses } };
  });

  app.get('/dev/cashier', async (_request, reply) => {
    const [queue, open] = await Promise.all([cashier.listWithdrawals({ status: 'PENDING', page: 1 }), simulator.openPayments()]);
    const withdrawals = queue.list;
    const rows = withdrawals
      .map(
        (
          w,
        ) => `<tr><td>${w.id}</td><td>${escapeHtml(w.member.username)}</td><td>${escapeHtml(w.amount)}</td><td>${escapeHtml(w.payee.provider)} ${escapeHtml(w.payee.maskedNumber)}<br>${escapeHtml(w.payee.accountName)}</td>
          <td><form method="post" action="/dev/cashier/withdrawals/${w.id}"><input type="hidden" name="decision" value="approve"><button aria-label="Approve withdrawal ${w.id}">Approve</button></form>
          <form method="post" action="/dev/cashier/withdrawals/${w.id}"><input type="hidden" name="decision" value="reject"><button class="secondary" aria-label="Reject withdrawal ${w.id}">Reject</button></form></td></tr>`,
      )
      .join('');
    const deposits = open
      .map(
        (p) =>
          `<tr><td>${escapeHtml(p.orderId)}</td><td>${escapeHtml(describe(p))}</td><td><a href="${SIMULATOR_PAGE}/${encodeURIComponent(p.ref)}">Open payment page</a></td></tr>`,
      )
      .join('');
    return htmlPage(
      reply,
      'Cashier',
      `<h1>Cashier</h1><h2>Pending withdrawals</h2>${rows ? `<table><tr><th>No.</th><th>Member</th><th>Amount</th><th>Payee</th><th>Decision</th></tr>${rows}</table>` : '<p>No pending withdrawals.</p>'}
       <h2>Open deposits</h2>${deposits ? `<table><tr><th>Deposit</th><th>Amount</th><th></th></tr>${deposits}</table>` : '<p>No open deposits.</p>'}`,
    );
  });

  app.post<{ Params: { id: string }; Body: Record<string, string> }>('/dev/cashier/withdrawals/:id', async (request, reply) => {
    const id = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).safeParse(request.params.id);
    const decision = z.enum(['approve', 'reject']).safeParse(request.body?.decision);
    if (!id.success || !decision.success) throw new ApiError(400, ERROR_CODES.badRequest, 'decision: approve or reject');
    const actor = { staff: { id: null, username: DEV_TOOLS_ACTOR_NAME }, ip: request.ip };
    await (decision.data === 'approve'
      ? cashier.approve(id.data, actor, DEV_PAYOUT_REFERENCE)
      : cashier.reject(id.data, actor, DEV_REJECT_REASON));
    return reply.redirect('/dev/cashier', 303);
  });
}
