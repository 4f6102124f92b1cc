import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bootStagePreloads } from './build/boot-stage-preloads';
import { precompress } from './build/precompress';
import { pageHints } from './build/page-hints';
import { precacheByRoute } from './build/precache-by-route';
import { startUpDeps } from './build/start-up-deps';
import { PRECACHE_ROUTES, RUNTIME_CACHED_ICONS } from './sw/cache-rules';
import { SCREENSHOTS_DIR, SPLASH_DIR, splashLinks } from './manifest/install-images';
import { manifest } from './manifest/manifest';
import { CORE_NAMESPACES } from './src/lib/core-namespaces';
import { FIRST_PAGES } from './src/routes/first-pages';

const precache = precacheByRoute(PRECACHE_ROUTES);
/** The start-up stages the page preloads and evaluates in turn (docs/decisions/0003-staged-start-up.md). */
const BOOT_STAGES = [
  'src/app/boot/start-up.tsx',
  'src/lib/i18n.ts',
  'node_modules/react-dom/client.js',
  'src/app/router.tsx',
  'src/app/providers.tsx',
  'src/app/boot/session-tasks.ts',
];
const startUp = startUpDeps(BOOT_STAGES);

const APP_DATA_MODULES = [
  'src/lib/query/client.ts',
  'src/lib/query/stored.ts',
  'src/lib/query/keys.ts',
  'src/lib/query/max-age.ts',
  'src/lib/wallet.ts',
  'src/lib/member.ts',
  'src/lib/persist.ts',
  'src/lib/unread.ts',
  'src/lib/games/game-list.ts',
  'contract/calls/games.ts',
  'contract/calls/wallet.ts',
  'node_modules/idb-keyval/dist/index.js',
];

const alias = {
  '@': path.resolve('src'),
  '@contract': path.resolve('contract'),
};

/**
 * The app's server rendering (`vite build --ssr`): the same components, built for Node into
 * dist/ssr, which the platform imports to render the pages it paints (src/app/server/render.tsx).
 */
const serverRendering = defineConfig({
  resolve: { alias },
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/ssr',
    target: 'node20',
    sourcemap: false,
    minify: false,
    rollupOptions: {
      input: 'src/app/server/render.tsx',
      // One file: the platform imports it afresh after a rebuild, and every part shares one set of stores.
      output: { entryFileNames: 'render.mjs', inlineDynamicImports: true },
    },
  },
});

const browserApp = defineConfig({
  resolve: { alias },
  plugins: [
    react(),
    bootStagePreloads({ modules: BOOT_STAGES }),
    precache.plugin,
    startUp.plugin,
    pageHints({ pages: FIRST_PAGES, coreNamespaces: CORE_NAMESPACES, isStartUp: startUp.isStartUp }),
    // iOS's launch images, one link per current iPhone screen (the list lives in manifest/install-images.ts).
    { name: 'ios-launch-images', transformIndexHtml: (html: string) => html.replace('</head>', `  ${splashLinks()}\n  </head>`) },
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // The manifest's icons are precached through globPatterns below, minus the large ones only installs read.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The 512-px icons are read by the browser when installing, never by a page: no need to precache them.
        // Screenshots and launch images are read by installs only, never by a page.
        globIgnores: ['**/node_modules/**', 'icons/*-512.png', ...RUNTIME_CACHED_ICONS, `${SCREENSHOTS_DIR}/**`, `${SPLASH_DIR}/**`],
        // The account pages and the maintenance page are cached at run time instead (PRECACHE_ROUTES in sw/cache-rules.ts).
        manifestTransforms: [precache.manifestTransform],
        maximumFileSizeToCacheInBytes: 400 * 1024,
      },
      devOptions: { enabled: false, type: 'module' },
    }),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: true,
    // dist/.vite/manifest.json: which built files each source module became; the build's tests and the size check read it.
    manifest: true,
    // A page's preload list names only what start-up has not loaded already (build/start-up-deps.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => startUp.withoutStartUpFiles(deps) },
    // Terser packs the first screen's scripts about 3 KB (gzip) smaller than the default minifier; arrows and
    // shorthand methods for functions that use no `this` (none of ours or our libraries' is called with `new`)
    // take a further 2.8 KB off what the service worker precaches.
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3, unsafe_arrows: true, unsafe_methods: true },
      format: { comments: false },
    },
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases,
        // and no single file passes the precache size limit.
        manualChunks(id) {
          // The app's data layer, which every first visit loads, stays one file whoever else imports a part of it.
          if (APP_DATA_MODULES.some((module) => id.endsWith(module))) return 'app-data';
          if (!id.includes('node_modules')) return undefined;
          // React DOM is its own file so that start-up can evaluate it in a task of its own.
          if (/node_modules\/(react-dom|scheduler)\//.test(id)) return 'react-dom';
          if (id.includes('node_modules/react/')) return 'react';
          if (id.includes('node_modules/@tanstack/')) return 'router';
          if (id.includes('node_modules/zod/')) return 'zod';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/wps': 'http://localhost:8080',
      '/lgw': 'http://localhost:8080',
      '/cdn': 'http://localhost:8080',
      '/dev': 'http://localhost:8080',
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendering : browserApp));
