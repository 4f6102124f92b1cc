import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office: a page app of its own at /office/, built apart from the player app into
 * dist-office/ (nothing of it reaches the PWA's bundles, precache or service worker).
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  base: '/office/',
  resolve: { alias: { '@contract': path.resolve(import.meta.dirname, '../contract') } },
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist-office'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: { port: 5174, proxy: { '/office/api': 'http://localhost:8080', '/support': 'http://localhost:8080' } },
});
