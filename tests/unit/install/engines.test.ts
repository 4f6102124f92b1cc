import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { readLockfile } from './lockfile';

const declared = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node;

/** A Node version the project declares must run every installed package, and an install on another one must stop. */
describe('declared Node range', () => {
  it('is inside the engines.node range of every package in the lock', () => {
    const outside = Object.entries(readLockfile().packages)
      .filter(([key]) => key !== '')
      .flatMap(([key, pkg]) => {
        const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
        if (!range) return [];
        const fits = semver.validRange(range) !== null && semver.subset(declared, range);
        return fits ? [] : [`${key.replace(/^.*node_modules\//, '')}@${pkg.version} needs node ${range}`];
      });
    expect(outside).toEqual([]);
  });

  it('makes npm refuse an install on a Node version outside a package engine range', () => {
    const npmrc = readFileSync('.npmrc', 'utf8');
    expect(npmrc).toMatch(/^engine-strict\s*=\s*true$/m);
  });
});
