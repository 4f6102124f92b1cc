import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli and a gzip copy beside every text file of the build, compressed once at
 * the strongest settings. The server sends those copies (`preCompressed`) instead of
 * compressing each file for each request: on a small server that work competed with the
 * pages' own requests, and the copies are smaller than on-the-fly compression makes them.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tala:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker included).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir)) {
          if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
          const source = readFileSync(file);
          const brotli = brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          });
          const gzip = gzipSync(source, { level: 9 });
          if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
          if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
        }
      },
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}
