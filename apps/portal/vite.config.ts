import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// In development the API server runs beside Vite; everything that is not the portal goes to it.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000'
const proxied = ['/api', '/oidc', '/dev', '/portal-config.json', '/healthz']

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
  },
})
