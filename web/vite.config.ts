import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { baseMapPlugin } from './build/base-map.plugin';
import { unusedMantineCssPlugin } from './build/unused-mantine-css.plugin';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const gatewayUrl = process.env.GATEWAY_URL ?? 'http://localhost:3000';

/**
 * `/api` of the dev server and of `vite preview` goes to the gateway, as if the browser were on the
 * gateway's origin: Host and Origin rewritten, or the gateway's Origin/Referer check (DESIGN.md
 * rule 7) would refuse every proxied sign-in as coming from another site.
 */
function gatewayProxy() {
  return {
    target: gatewayUrl,
    changeOrigin: true,
    configure: (proxy: { on(event: 'proxyReq', listener: (proxyReq: { getHeader(name: string): unknown; setHeader(name: string, value: string): void }) => void): void }) => {
      proxy.on('proxyReq', (proxyReq) => {
        if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', gatewayUrl);
        if (proxyReq.getHeader('referer')) proxyReq.setHeader('referer', `${gatewayUrl}/`);
      });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    baseMapPlugin(),
    unusedMantineCssPlugin(),
    // No critical-CSS step yet (build/critical-css.plugin.ts, web/README.md "Size budget"): while the
    // page is drawn by JavaScript, the stylesheet must stay in <head>.
    // A .br and a .gz beside every text file of the build, at the highest levels (brotli 11, gzip 9):
    // done once here, the gateway sends them by Accept-Encoding (@fastify/static `preCompressed`) and
    // never compresses an asset at request time. Under 1 KB the framing outweighs the saving. Not the
    // HTML: the gateway writes each page's head into index.html and compresses the page it sends.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg|json|txt|xml|webmanifest)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    // The web app bundles the contracts from source, so `vite` does not wait for a contracts build.
    // Only the barrel: `@lieux/contracts/dto` (the DTO classes and class-validator) is the server's,
    // and the web app imports DTOs as types from the barrel.
    alias: [
      { find: /^@lieux\/contracts$/, replacement: fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url)) },
      // The catalogues reach FormatJS already compiled to ICU ASTs (src/i18n/icu-messages.ts), so the
      // ICU parser (about 7 KB gzipped) never runs in the browser: its no-parser build keeps the types.
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: fileURLToPath(new URL('../node_modules/@formatjs/icu-messageformat-parser/no-parser.js', import.meta.url)),
      },
      // The English and Arabic place names, fetched by the `places` catalogue in their own chunks.
      { find: /^@lieux\/contracts\/(place-names\.(?:en|ar))$/, replacement: fileURLToPath(new URL('../libs/contracts/src/i18n/$1.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': gatewayProxy() },
  },
  preview: {
    port: 4173,
    proxy: { '/api': gatewayProxy() },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // Lets scripts/measure-initial-js.mjs follow each route's chunks.
    manifest: true,
    rollupOptions: {
      // The contracts are declarations (constants, messages, pure functions): importing one of their
      // modules runs nothing the app needs. Said here, the entry stops importing their shared chunk
      // for its "side effects" — every French error message of the platform on every first visit.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/libs/contracts/src/') },
      output: {
        // Shared chunks by hash alone: the entry lists every lazy screen's chunks (to preload them),
        // and their names ("use-reduced-motion-…") were kilobytes of every first visit. Screens and
        // the signed-in vote buttons (which the preload rule below finds by name) and the translations
        // (`home.ar-…`, which the browser tests tell apart by name) keep theirs.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && /\.(page|actions)\.tsx$|signed-in-actions|score-why-panel|\.(fr|en|ar)\.ts$/.test(chunk.facadeModuleId)
            ? 'assets/[name]-[hash].js'
            : 'assets/c-[hash].js',
      },
    },
    modulePreload: {
      // Every browser the product supports preloads modules itself (Chromium, Firefox 115+, Safari 17+);
      // an older one simply fetches them when imported. Without Vite's polyfill the entry pays for the
      // hydration of pages rendered on the server (issue 31 §2, docs/architecture.md).
      polyfill: false,
      // The signed-in vote and heart buttons (votes/signed-in-actions.tsx) load their own imports when a
      // signed-in card first shows: without the list of them in every card's chunk, a visitor's first
      // visit stays under the 150 KB budget (web/README.md, "Vote button").
      //
      // "Pourquoi ce score ?" (scoring/score-why-panel.tsx) likewise: the venue page's chunk names the
      // panel alone, and the panel loads its own imports when the section is opened
      // (docs/scoring-screens.md), so the list of them does not weigh on every venue page's first visit.
      resolveDependencies: (filename, deps, { hostType }) => {
        if (hostType !== 'js') return deps;
        if (filename.includes('score-why-panel')) return deps.filter((dep) => dep.includes('score-why-panel'));
        return deps.some((dep) => dep.includes('signed-in-actions')) ? deps.filter((dep) => dep.includes('signed-in-actions')) : deps;
      },
    },
  },
});
