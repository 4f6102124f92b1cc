import type { AppContext } from '../../http/context';
import type { ProtectionService } from '../protection';
import type { WalletService } from './index';
import { createDepositService } from './deposits';
import { createGatewaySimulator, type Send } from './gateway-simulator';
import { createPaymentPasswords, type PaymentPasswordCodes } from './payment-password';
import { createWithdrawalService } from './withdrawals';

/**
 * Deposits, withdrawals and the payment password over one wallet service. The development
 * gateway exists only when the development tools are on; without it no channel can open a
 * payment. Its deliveries go through `useSender`, which the routes set to the platform's own webhook.
 */
export function createPaymentServices(ctx: AppContext, wallet: WalletService, protection: ProtectionService, codes: PaymentPasswordCodes) {
  let send: Send = async () => 0;
  const simulator = ctx.config.devTools ? createGatewaySimulator(ctx.db, ctx.config.gatewaySecret, (request) => send(request)) : null;
  const passwords = createPaymentPasswords(ctx.db, codes);
  return {
    simulator,
    passwords,
    deposits: createDepositService(ctx.db, ctx.config, wallet, simulator?.gateway ?? null, protection),
    withdrawals: createWithdrawalService(ctx.db, wallet, passwords),
    useSender(next: Send) {
      send = next;
    },
  };
}

export type PaymentServices = ReturnType<typeof createPaymentServices>;
