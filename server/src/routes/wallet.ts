import type { FastifyInstance } from 'fastify';
import { walletCalls } from '../../../contract/wallet';
import type { AppContext } from '../http/context';
import { handleMember } from '../http/handle';
import { onMemberCreated } from '../services/accounts/hooks';
import type { WalletService } from '../services/wallet';

export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext, wallet: WalletService): void {
  handleMember(app, ctx, walletCalls.getBalance, ({ session }) => wallet.balance(session));
  // New members (registrations, trial and demo accounts) get their wallet and demo credit as they are created.
  const stopCrediting = onMemberCreated(wallet.onMemberCreated);
  app.addHook('onClose', async () => stopCrediting());
  handleMember(app, ctx, walletCalls.getLedger, ({ input, session }) => wallet.ledger(session, input));
}
