import { describe, expect, it } from 'vitest';
import { type Lockfile, missingPlatformBuilds, readLockfile } from './lockfile';

const platformEntry = (os: string, cpu: string, libc?: string) => ({
  version: '1.0.0',
  os: [os],
  cpu: [cpu],
  ...(libc ? { libc: [libc] } : {}),
});

/** A lock for one native package; `without` drops one of its platform builds, as a registry lacking it would. */
function nativeLock(without?: string): Lockfile {
  const builds: Record<string, ReturnType<typeof platformEntry>> = {
    'node_modules/@native/linux-x64-gnu': platformEntry('linux', 'x64', 'glibc'),
    'node_modules/@native/linux-arm64-gnu': platformEntry('linux', 'arm64', 'glibc'),
    'node_modules/@native/darwin-x64': platformEntry('darwin', 'x64'),
    'node_modules/@native/darwin-arm64': platformEntry('darwin', 'arm64'),
  };
  const optionalDependencies = Object.fromEntries(Object.keys(builds).map((key) => [key.replace('node_modules/', ''), '1.0.0']));
  if (without) delete builds[`node_modules/@native/${without}`];
  return { packages: { '': {}, 'node_modules/native': { version: '1.0.0', optionalDependencies }, ...builds } };
}

/** `npm ci` from the committed lock installs a working native binary on Linux x64/arm64 and macOS. */
describe('package-lock.json platform builds', () => {
  it('lists the Linux x64/arm64 and macOS x64/arm64 build of every package that ships per-platform builds', () => {
    expect(missingPlatformBuilds(readLockfile())).toEqual([]);
  });

  it('names the package and the machine when a platform build is left out of the lock', () => {
    expect(missingPlatformBuilds(nativeLock())).toEqual([]);
    expect(missingPlatformBuilds(nativeLock('darwin-arm64'))).toEqual(['native@1.0.0: darwin-arm64']);
    expect(missingPlatformBuilds(nativeLock('linux-x64-gnu'))).toEqual(['native@1.0.0: linux-x64']);
  });

  it('does not accept a musl-only build for glibc Linux', () => {
    const lock = nativeLock('linux-arm64-gnu');
    lock.packages['node_modules/@native/linux-arm64-musl'] = platformEntry('linux', 'arm64', 'musl');
    lock.packages['node_modules/native']!.optionalDependencies!['@native/linux-arm64-musl'] = '1.0.0';
    expect(missingPlatformBuilds(lock)).toEqual(['native@1.0.0: linux-arm64']);
  });
});
