import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_HEADER, LANGUAGE_HEADER } from '../../../contract/define';
import { paymentCalls } from '../../../contract/payments';
import { walletCalls } from '../../../contract/wallet';
import { clientIp, type AppContext } from '../http/context';
import { handle, handleMember } from '../http/handle';
import { readIdempotencyKey } from '../services/lobby/idempotency';
import type { WalletService } from '../services/wallet';
import { ledgerRecords } from '../services/wallet/ledger-records';
import type { PaymentServices } from '../services/wallet/payments';
import { profitAndLoss } from '../services/wallet/profit-and-loss';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService, payments: PaymentServices): void {
  handleMember(app, ctx, walletCalls.getBalance, ({ session }) => wallet.balance(session));
  handleMember(app, ctx, walletCalls.getLedger, ({ input, session }) => wallet.ledger(session, input));

  const key = (headers: Record<string, string | string[] | undefined>) => readIdempotencyKey(headers[IDEMPOTENCY_HEADER]);
  const { deposits, withdrawals, passwords } = payments;
  handle(app, ctx, paymentCalls.getDepositChannels, () => deposits.channels());
  handleMember(app, ctx, paymentCalls.getDepositOptions, ({ session }) => deposits.options(session));
  handleMember(app, ctx, paymentCalls.createDeposit, ({ input, session, request }) =>
    deposits.create(session, input, key(request.headers)),
  );
  handleMember(app, ctx, paymentCalls.getDeposit, ({ input, session }) => deposits.get(session, input.id));
  handleMember(app, ctx, paymentCalls.getWithdrawInfo, ({ session }) => withdrawals.info(session));
  handleMember(app, ctx, paymentCalls.setPaymentPassword, ({ input, session }) =>
    passwords.set(session.memberId, input.currentPassword, input.newPaymentPassword, input.verificationCode),
  );
  // The code goes out in the language the page was in.
  handleMember(app, ctx, paymentCalls.sendPaymentPasswordCode, ({ session, request }) =>
    passwords.sendCode(session.memberId, clientIp(request), request.headers[LANGUAGE_HEADER] === 'EN' ? 'EN' : 'TY'),
  );
  handleMember(app, ctx, paymentCalls.addPayee, ({ input, session, request }) =>
    withdrawals.addPayee(session, input, key(request.headers)),
  );
  handleMember(app, ctx, paymentCalls.removePayee, ({ input, session }) => withdrawals.removePayee(session, input));
  handleMember(app, ctx, paymentCalls.createWithdrawal, ({ input, session, request }) =>
    withdrawals.create(session, input, key(request.headers)),
  );
  handleMember(app, ctx, paymentCalls.cancelWithdrawal, ({ input, session }) => withdrawals.cancel(session, input.id));
  handleMember(app, ctx, paymentCalls.getDepositRecords, ({ input, session }) => deposits.records(session, input));
  handleMember(app, ctx, paymentCalls.getWithdrawalRecords, ({ input, session }) => withdrawals.records(session, input));
  handleMember(app, ctx, paymentCalls.getLedgerRecords, ({ input, session }) => ledgerRecords(ctx.db, session, input));
  handleMember(app, ctx, paymentCalls.getProfitAndLoss, ({ input, session }) => profitAndLoss(ctx.db, session, input));
}
