import { defineConfig } from 'vite'

/**
 * The editor is served by the content service at `/editor/` (same origin as its API, so the
 * session cookie flows). `npm run dev` proxies the API to a service on :4000.
 */
export default defineConfig({
  base: '/editor/',
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
  oxc: { jsx: { runtime: 'automatic' } },
  server: { proxy: { '/api': 'http://localhost:4000' } },
})
