import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Starts a background schedule and answers how to stop it. */
export type Schedule = () => () => void;

/**
 * A background schedule as a lifecycle plugin: it starts once the app is ready (before it
 * listens) and `app.close()` stops it, so a closed app settles, pays and sweeps nothing more.
 */
export const schedulePlugin =
  (start: Schedule): FastifyPluginAsync =>
  async (scope: FastifyInstance) => {
    let stop: (() => void) | null = null;
    scope.addHook('onReady', async () => {
      stop = start();
    });
    scope.addHook('onClose', async () => {
      stop?.();
      stop = null;
    });
  };

/** Starts something that runs alongside the app (a listener, a schedule) and answers how to stop it, both maybe slow. */
export type Follower = () => Promise<() => Promise<void>>;

/** A follower as a lifecycle plugin: started once the app is ready, stopped (and waited for) when it closes. */
export const followerPlugin =
  (start: Follower): FastifyPluginAsync =>
  async (scope: FastifyInstance) => {
    let stop: (() => Promise<void>) | null = null;
    scope.addHook('onReady', async () => {
      stop = await start();
    });
    scope.addHook('onClose', async () => {
      await stop?.();
      stop = null;
    });
  };
