// Compiles the server to one ES module, dist/main.js, so `start` runs JavaScript: no TypeScript is compiled at run
// time (issue 9). Dependencies stay external (native addons, WASM and data files load from node_modules); the
// workspace's own packages (TypeScript sources) are bundled in.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { parse } from 'yaml'

const root = resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@hireloop/'))

const started = Date.now()
rmSync(resolve(root, 'dist'), { recursive: true, force: true })
await build({
  entryPoints: [resolve(root, 'src/main.ts')],
  outdir: resolve(root, 'dist'),
  // Lazily imported modules (the S3 storage with the AWS SDK) become chunks of their own, loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
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
console.log(`server built to dist/main.js in ${Date.now() - started} ms`)
