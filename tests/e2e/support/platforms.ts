/**
 * The end-to-end run gives each Playwright worker a platform of its own (its own server and database), so a test
 * that flips a site switch, moves the clock or fills an outbox never reaches a test running beside it.
 * A worker keeps about half a core busy (its tests mostly wait on the page, the network and the accessibility
 * scans): two workers halve the run on a two-core machine and leave the timing of each test as it was.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The address of the platform that the worker in slot `parallelIndex` tests against. */
export function platformUrl(parallelIndex: number): string {
  return `http://127.0.0.1:${E2E_BASE_PORT + parallelIndex}`;
}
