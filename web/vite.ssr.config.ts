import { mergeConfig } from 'vite';
import base from './vite.config';

/**
 * The server bundle (web/dist-server/entry-server.js, imported by the gateway: docs/architecture.md,
 * "Pages rendered on the server"): the app's own config, built for Node from ssr/entry-server.tsx,
 * with its libraries bundled in and React's production build whatever the gateway's NODE_ENV (the
 * e2e and benchmark stacks run with NODE_ENV=test, and React's development build renders several
 * times slower and checks what production does not).
 */
export default mergeConfig(base, {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/ssr/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    manifest: false,
  },
});
