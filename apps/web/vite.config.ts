import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdNarrowImports } from './vite.antd-imports';
import { precompress } from './vite.compress';
import { preloadDependencies } from './vite.preload';

/** Libraries every screen needs go to long-lived vendor chunks; antd is split per route by usage. */
const VENDOR_GROUPS = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  { name: 'vendor-data', test: /node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/ },
  // Apart, with its locales and plugins: the sign-in page shows no date (shell/i18n.ts loads it beside
  // the first screen, and every other page waits for it).
  { name: 'vendor-dayjs', test: /node_modules[\\/]dayjs[\\/]/ },
  // Apart, so a page that validates nothing before its first paint (sign-in) does not load it.
  { name: 'vendor-zod', test: /node_modules[\\/]zod[\\/]/ },
];

const preload = preloadDependencies();

export default defineConfig({
  plugins: [antdNarrowImports(), react(), preload.plugin, precompress()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    /** dist/.vite/manifest.json: what each page loads, for the size check (scripts/bundle-size.mjs). */
    manifest: true,
    chunkSizeWarningLimit: 1200,
    /** Pages' preload lists leave out what the frame has loaded already (vite.preload.ts). */
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: { codeSplitting: { groups: VENDOR_GROUPS } },
    },
  },
});
