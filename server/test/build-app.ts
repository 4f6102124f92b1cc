import { execFileSync } from 'node:child_process';

/** The app's build, which the platform serves and renders pages with, as fresh as its sources. */
export default function buildApp(): void {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
}
