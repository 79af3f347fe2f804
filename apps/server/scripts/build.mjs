// Compiles the server to ES modules in dist/ (main.js and the chunks it loads), so `start` runs JavaScript: no
// TypeScript is compiled at run time (issue 9). Dependencies stay external (native addons, WASM and data files load
// from node_modules); the workspace's own packages (TypeScript sources) are bundled in. Beside them go the contract
// as JSON and the API's route table, which a start would otherwise parse (ADR 0003). Then the portal's build is
// precompressed for serving (ADR 0004).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { parse } from 'yaml'
import { precompress } from './precompress.mjs'

const root = resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@hireloop/'))

const started = Date.now()
rmSync(resolve(root, 'dist'), { recursive: true, force: true })
await build({
  entryPoints: {
    main: resolve(root, 'src/main.ts'),
    // Run below, then removed: it writes the API's route table, so that no start parses the contract.
    'route-table': resolve(root, 'src/api/route-table.ts'),
  },
  outdir: resolve(root, 'dist'),
  // Lazily imported modules (the S3 storage with the AWS SDK) become chunks of their own, loaded only when used.
  // They sit beside main.js: modules find their files from import.meta.dirname (config.ts, api/contract.ts).
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  // `foo` and `foo/sub/path` of every runtime dependency.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // CommonJS dependencies bundled into ESM need require().
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
// The contract as JSON beside the bundle (api/contract.ts reads it instead of parsing YAML at every start).
const contract = parse(readFileSync(resolve(root, '../../openapi/openapi.yaml'), 'utf8'))
writeFileSync(resolve(root, 'dist/openapi.json'), JSON.stringify(contract))
const routeTable = resolve(root, 'dist/route-table.js')
const { writeRouteTable } = await import(pathToFileURL(routeTable).href)
await writeRouteTable(resolve(root, 'dist/api-routes.json'))
for (const file of [routeTable, `${routeTable}.map`]) rmSync(file)
console.log(`server built to dist/main.js in ${Date.now() - started} ms`)

// The portal it serves, precompressed (the root `pnpm build` builds the portal first).
const portalDist = resolve(process.env.PORTAL_DIST ?? resolve(root, '../portal/dist'))
if (existsSync(resolve(portalDist, 'index.html'))) {
  const compressing = Date.now()
  const { files, bytes, brotliBytes } = await precompress(portalDist)
  const kib = (n) => `${Math.round(n / 1024)} KiB`
  console.log(
    `portal precompressed in ${Date.now() - compressing} ms: ${files} files, ${kib(bytes)} -> ${kib(brotliBytes)} with Brotli`,
  )
} else {
  console.log(`no portal build at ${portalDist}: nothing to precompress (pnpm build builds both)`)
}
