import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API server runs beside Vite; everything that is not the portal goes to it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000'
const proxied = ['/api', '/oidc', '/dev', '/portal-config.json', '/healthz']

/**
 * The libraries every signed-in screen runs on, in one chunk (ADR 0103). Left to automatic splitting they were spread
 * over a dozen small chunks shared with the routes, each a request on the HTTP/1.1 connections (six at a time).
 */
const appCore =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiOrigin, changeOrigin: false, xfwd: true }])),
  },
  build: {
    target: 'es2023',
    // Maps are written for error reports but not referenced by the bundles; the server never serves them.
    sourcemap: 'hidden',
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app-core', test: appCore }],
          // Small shared chunks (an icon, a hook) are copied into the chunks that use them rather than each
          // being one more request before a screen can render. React Aria's stay shared: only the board and the
          // date fields load them, and copies would count twice against the board's budget (ADR 0073).
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /node_modules[\\/](@internationalized|@react-aria|@react-stately|react-aria|react-stately)/,
          },
        },
      },
    },
  },
})
