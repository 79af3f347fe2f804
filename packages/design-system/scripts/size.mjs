// Prints the gzip size of each component's JS and CSS, as an app would ship it when it imports only that component
// (`@hireloop/design-system/<name>`): JS bundled and minified with esbuild (React external, Ark/Zag, styled-system
// runtime and shared design-system code included), CSS = the recipe CSS of every component in that bundle.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const pkg = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const repo = resolve(pkg, '../..')
const components = join(pkg, 'src/components')
const generated = join(repo, 'packages/styled-system/generated')
const gzip = (text) => gzipSync(text, { level: 9 }).length
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

// Per-recipe CSS from Panda (`cssgen --splitting`), written into the (git-ignored) codegen folder and removed after.
execFileSync(join(repo, 'node_modules/.bin/panda'), ['cssgen', '--splitting', '--minify', '--silent'], { cwd: repo })
const recipeCss = new Map()
for (const file of readdirSync(join(generated, 'styles/recipes'))) {
  recipeCss.set(file.replace(/\.css$/, ''), readFileSync(join(generated, 'styles/recipes', file), 'utf8'))
}
rmSync(join(generated, 'styles'), { recursive: true, force: true })
rmSync(join(generated, 'styles.css'), { force: true })

// Which recipe each component folder registers (src/preset/recipes.ts: `key: importedName` + its import path).
const registry = readFileSync(join(pkg, 'src/preset/recipes.ts'), 'utf8')
const folderOf = new Map(
  [...registry.matchAll(/import \{ (\w+) \} from '\.\.\/components\/([\w-]+)\//g)].map((m) => [m[1], m[2]]),
)
const recipesOf = new Map()
for (const [, key, name] of registry.matchAll(/^\s+(\w+): (\w+),$/gm)) {
  const folder = folderOf.get(name)
  const file = key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
  if (folder) recipesOf.set(folder, [...(recipesOf.get(folder) ?? []), file])
}

const rows = []
for (const name of readdirSync(components).sort()) {
  const entry = join(components, name, 'index.ts')
  if (!existsSync(entry)) continue
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const js = result.outputFiles[0].text
  const folders = new Set(
    Object.keys(result.metafile.inputs)
      .map((input) => /(?:^|\/)src\/components\/([\w-]+)\//.exec(input)?.[1])
      .filter(Boolean),
  )
  const css = [...folders]
    .flatMap((folder) => recipesOf.get(folder) ?? [])
    .map((r) => recipeCss.get(r) ?? '')
    .join('')
  rows.push({ name, js: gzip(js), css: css ? gzip(css) : 0 })
}

console.log(`${'component'.padEnd(18)}${'JS gzip'.padStart(10)}${'CSS gzip'.padStart(11)}`)
for (const row of rows) console.log(`${row.name.padEnd(18)}${kb(row.js).padStart(10)}${kb(row.css).padStart(11)}`)
console.log(
  `\n${rows.length} components. JS excludes React; CSS excludes the shared layers (reset, global, tokens, utilities).`,
)
