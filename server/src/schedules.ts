import type { FastifyInstance } from 'fastify';
import { followerPlugin, schedulePlugin } from './http/lifecycle';
import type { Services } from './services';
import { startPayoutSchedule } from './services/agents/payouts';
import { startUnsentImageSweep } from './services/messaging/unsent-images';
import { startDrawSchedule } from './services/slot/draw';

/**
 * The platform's background work: due draws settled, agents paid, chat pictures no message took removed, and the
 * site's switches and published content followed as other instances change them.
 */
export async function registerSchedules(app: FastifyInstance, services: Services): Promise<void> {
  const { config } = services.ctx;
  await app.register(
    followerPlugin(() => services.siteSwitches.follow((error) => app.log.error({ err: error }, 'reading the site switches failed'))),
  );
  await app.register(
    followerPlugin(() =>
      services.catalogue.publishing.follow(config.databaseUrl, (error) =>
        app.log.error({ err: error }, 'following published content failed'),
      ),
    ),
  );
  await app.register(
    schedulePlugin(() =>
      startDrawSchedule(services.draws, config.drawCheckSeconds, (error) => app.log.error({ err: error }, 'draw settlement failed')),
    ),
  );
  await app.register(
    schedulePlugin(() =>
      startPayoutSchedule(services.agency.payouts, config.agentPayoutMinutes, (error) =>
        app.log.error({ err: error }, 'agent payouts failed'),
      ),
    ),
  );
  await app.register(
    schedulePlugin(() =>
      startUnsentImageSweep(services.messaging.chat, (error) => app.log.error({ err: error }, 'removing unsent chat pictures failed')),
    ),
  );
}
