import { expect, it, vi } from 'vitest';
import { createGatewaySimulator } from '../../src/services/wallet/gateway-simulator';
import { verifyCallback } from '../../src/services/wallet/gateway-signature';
import { describeOnEachDatabase } from '../helpers';

describeOnEachDatabase('the gateway simulator’s deliveries', (platform) => {
  it('retries a callback the platform did not acknowledge until it does, each copy freshly signed', async () => {
    const { db, config } = platform();
    const answers = [500, 0, 503, 200];
    const received: { status: number; valid: string; body: string }[] = [];
    const simulator = createGatewaySimulator(
      db,
      config.gatewaySecret,
      async (request) => {
        const status = answers[received.length] ?? 200;
        received.push({
          status,
          valid: verifyCallback(
            config.gatewaySecret,
            { timestamp: request.headers['x-gateway-timestamp'], signature: request.headers['x-gateway-signature'] },
            request.body,
          ),
          body: request.body,
        });
        return status;
      },
      5,
    );
    try {
      await db.transaction((tx) =>
        simulator.gateway.openPayment(tx, {
          ref: 'TGRETRYTEST1',
          orderId: '999999',
          amountCents: 50_000,
          currency: 'PHP',
          expiresAt: new Date(Date.now() + 60_000),
        }),
      );
      await simulator.decide('TGRETRYTEST1', 'approve');
      await vi.waitFor(async () => expect((await simulator.find('TGRETRYTEST1'))?.acked).toBe(true), { timeout: 10_000, interval: 20 });
      expect(received.map((r) => r.status)).toEqual([500, 0, 503, 200]);
      expect(received.every((r) => r.valid === 'valid')).toBe(true);
      expect(JSON.parse(received[0]!.body)).toMatchObject({ ref: 'TGRETRYTEST1', status: 'PAID', amount: '500.00' });
      expect((await simulator.find('TGRETRYTEST1'))?.attempts).toBe(4);
      // A decided payment stays decided: a second choice changes nothing and sends nothing.
      await simulator.decide('TGRETRYTEST1', 'decline');
      expect((await simulator.find('TGRETRYTEST1'))?.status).toBe('PAID');
      expect(received).toHaveLength(4);
    } finally {
      simulator.close();
    }
  });
});
