import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One package as package-lock.json (lockfileVersion 3) records it. */
export interface LockedPackage {
  version?: string;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  engines?: Record<string, string> | string[];
}

export interface Lockfile {
  packages: Record<string, LockedPackage>;
}

/** The machines `npm ci` must work on: every platform-split package needs a build for each. */
export const REQUIRED_PLATFORMS = [
  { os: 'linux', cpu: 'x64', libc: 'glibc' },
  { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  { os: 'darwin', cpu: 'x64' },
  { os: 'darwin', cpu: 'arm64' },
] as const;

type Platform = (typeof REQUIRED_PLATFORMS)[number];

const PLATFORM_NAME = /(^|[-/@])(darwin|linux|win32|android|freebsd|openbsd|netbsd|sunos|aix|openharmony)([-/]|$)|^fsevents$/;

export function readLockfile(root = process.cwd()): Lockfile {
  return JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lockfile;
}

/** Where Node would find `name` when required from the package installed at `from` (a lock key). */
function resolveLocked(lock: Lockfile, from: string, name: string): LockedPackage | undefined {
  let base = from;
  for (;;) {
    const found = lock.packages[base ? `${base}/node_modules/${name}` : `node_modules/${name}`];
    if (found) return found;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** npm's os/cpu/libc lists: absent means any, "!x" excludes x, a plain entry includes only what it names. */
function allows(list: string[] | undefined, value: string): boolean {
  if (!list) return true;
  if (list.includes(`!${value}`)) return false;
  return list.includes(value) || list.every((entry) => entry.startsWith('!'));
}

function servesPlatform(pkg: LockedPackage, platform: Platform): boolean {
  if (!pkg.os && !pkg.cpu) return false;
  return allows(pkg.os, platform.os) && allows(pkg.cpu, platform.cpu) && ('libc' in platform ? allows(pkg.libc, platform.libc) : true);
}

/**
 * Packages that ship their native code as per-platform optional dependencies but whose
 * locked set lacks a build for one of the required platforms: `npm ci` on that machine would
 * install them without a binary. Returned as "parent@version: os-cpu, ..." lines.
 */
export function missingPlatformBuilds(lock: Lockfile): string[] {
  const problems: string[] = [];
  for (const [key, pkg] of Object.entries(lock.packages)) {
    const optional = Object.keys(pkg.optionalDependencies ?? {});
    const locked = optional.map((name) => ({ name, pkg: resolveLocked(lock, key, name) }));
    const platformSplit = locked.filter(({ name, pkg: dep }) => PLATFORM_NAME.test(name) || dep?.os || dep?.cpu);
    if (platformSplit.length < 2) continue;
    const lacking = REQUIRED_PLATFORMS.filter((platform) => !platformSplit.some(({ pkg: dep }) => dep && servesPlatform(dep, platform)));
    if (lacking.length) {
      problems.push(`${key.replace(/^.*node_modules\//, '')}@${pkg.version}: ${lacking.map((p) => `${p.os}-${p.cpu}`).join(', ')}`);
    }
  }
  return problems;
}
