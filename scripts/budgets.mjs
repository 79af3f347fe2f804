// The portal's size budgets (ADR 0055), measured on a finished build (`pnpm --filter @hireloop/portal run build`):
//   /login JavaScript   <= 120 KiB gzip: index.html's module scripts and modulepreloads, everything they import
//                                         statically, and the /login entry chunk they import on that path
//   the app's JavaScript <= 190 KiB gzip: the signed-in entry (boot) and everything it adds to the page's first
//                                         scripts, which every signed-in first load fetches before it renders (ADR 0103)
//   each lazy route chunk <= 50 KiB gzip: the chunk itself (what it shares with others is counted where it lives);
//                                         the hiring pipeline 85 KiB (react-aria drag and drop, ADR 0073)
//   CSS                 <= 30 KiB gzip: every stylesheet of the build
// and that the CSS styles what the portal renders: Panda writes a recipe's CSS only when it finds the recipe's JSX
// names in the sources, so a design-system component the portal imports under another name (a wrapper, a compound
// part) would ship unstyled while Storybook, which emits every recipe, looks right.
// Each figure is printed against its budget; the exit code is 1 when one is over. Sizes are gzip level 9, as the
// server precompresses them. Usage: node scripts/budgets.mjs [dist folder, default apps/portal/dist]
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { init, parse } from 'es-module-lexer'

const KiB = 1024
const budgets = { login: 120 * KiB, app: 190 * KiB, route: 50 * KiB, css: 30 * KiB }
// The hiring pipeline carries react-aria's drag and drop (keyboard moves, screen-reader announcements: ADR 0073), the
// one route that needs it: its own, larger budget rather than a lazy split that would load the same bytes at once.
// It also carries copies of the small modules it shares with other routes (ADR 0103), once fetched separately.
const routeBudgets = [{ chunk: /^hiring-pipeline-route-[\w-]+\.js$/, budget: 85 * KiB }]
// The chunk of apps/portal/src/lib/auth/login-entry.ts: the bundler names a lazily imported module's chunk after its
// file. If that module is renamed, the check below fails and says so rather than measuring less than /login loads.
const loginEntry = /^login-entry-[\w-]+\.js$/
// The chunk of apps/portal/src/app/boot.tsx, the signed-in app's entry, found the same way.
const appEntry = /^boot-[\w-]+\.js$/

const dist = resolve(process.argv[2] ?? 'apps/portal/dist')
const indexHtml = join(dist, 'index.html')
if (!existsSync(indexHtml)) {
  console.error(`No build at ${relative(process.cwd(), dist)}: run \`pnpm --filter @hireloop/portal run build\` first.`)
  process.exit(1)
}

const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`

// An asset URL of the page (`/assets/x.js`) or of a chunk (`./x.js`, relative to the chunk) as a file of dist.
const fileOf = (url, from) => (url.startsWith('/') ? join(dist, url) : resolve(from ? join(from, '..') : dist, url))

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]))
}

const html = readFileSync(indexHtml, 'utf8')
const tags = (name) => [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map(([tag]) => attributes(tag))
const pageScripts = [
  ...tags('script').filter((a) => a.type === 'module' && a.src && !/^https?:/.test(a.src)),
  ...tags('link').filter((a) => a.rel === 'modulepreload' && a.href),
].map((a) => fileOf(a.src ?? a.href))

await init()
const graph = new Map()
/** The static and dynamic imports of a chunk, as files. */
function importsOf(file) {
  if (!graph.has(file)) {
    const [imports] = parse(readFileSync(file, 'utf8'))
    const local = (i) => i.specifier && !/^[a-z]+:/.test(i.specifier)
    const of = (type) => imports.filter((i) => i.type === type && local(i)).map((i) => fileOf(i.specifier, file))
    graph.set(file, { static: [...of('static'), ...of('reexport-star')], dynamic: of('dynamic') })
  }
  return graph.get(file)
}

/** The files and everything they import statically: what a browser fetches once they run. */
function closure(files) {
  const seen = new Set()
  const visit = (file) => {
    if (seen.has(file) || !file.endsWith('.js')) return
    seen.add(file)
    importsOf(file).static.forEach(visit)
  }
  files.forEach(visit)
  return seen
}

const initial = closure(pageScripts)
// Lazily imported by the page's first scripts: the entries of a path (/login's redirect, the app), not routes.
const pageEntries = new Set([...initial].flatMap((file) => importsOf(file).dynamic))
const login = [...pageEntries].find((file) => loginEntry.test(basename(file)))
const app = [...pageEntries].find((file) => appEntry.test(basename(file)))

const assets = join(dist, 'assets')
const allJs = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(assets, name))
const lazy = new Set(allJs.flatMap((file) => importsOf(file).dynamic))
const routeChunks = [...lazy].filter((file) => !pageEntries.has(file)).sort()
const stylesheets = readdirSync(assets).filter((name) => name.endsWith('.css'))

const rows = []
const check = (label, bytes, budget, detail = '') => rows.push({ label, bytes, budget, detail })

const loginFiles = closure([...initial, ...(login ? [login] : [])])
check(
  '/login JavaScript',
  [...loginFiles].reduce((sum, file) => sum + gzipSize(file), 0),
  budgets.login,
  [...loginFiles].map((file) => basename(file)).join(', '),
)
for (const file of routeChunks) {
  const own = routeBudgets.find(({ chunk }) => chunk.test(basename(file)))
  check(`route chunk ${basename(file)}`, gzipSize(file), own?.budget ?? budgets.route)
}
const appFiles = app ? [...closure([app])].filter((file) => !initial.has(file)) : []
check(
  "the app's JavaScript",
  appFiles.reduce((sum, file) => sum + gzipSize(file), 0),
  budgets.app,
  appFiles.map((file) => basename(file)).join(', '),
)
check(
  'CSS',
  stylesheets.reduce((sum, name) => sum + gzipSize(join(assets, name)), 0),
  budgets.css,
  stylesheets.join(', '),
)

console.log(`Budgets of ${relative(process.cwd(), dist) || '.'} (gzip -9)`)
const width = Math.max(...rows.map((row) => row.label.length))
for (const { label, bytes, budget, detail } of rows) {
  const verdict = bytes <= budget ? 'ok' : `OVER by ${kib(bytes - budget)}`
  console.log(`  ${label.padEnd(width)}  ${kib(bytes).padStart(10)} of ${kib(budget).padStart(9)}  ${verdict}`)
  if (detail) console.log(`  ${''.padEnd(width)}  ${detail}`)
}

// Every design-system component the portal imports has its recipe's classes in the stylesheets.
const components = 'packages/design-system/src/components'
const recipeOf = new Map()
for (const folder of readdirSync(components)) {
  const files = readdirSync(join(components, folder))
  const recipe = files.find((name) => name.endsWith('.recipe.ts'))
  const className = recipe && /className: '([\w-]+)'/.exec(readFileSync(join(components, folder, recipe), 'utf8'))?.[1]
  if (!className || !files.includes('index.ts')) continue
  const index = readFileSync(join(components, folder, 'index.ts'), 'utf8')
  const names = [
    ...[...index.matchAll(/export \{([^}]*)\}/g)].flatMap(([, list]) =>
      list.split(',').map((item) =>
        item
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)
          .pop(),
      ),
    ),
    ...[...index.matchAll(/export \* as (\w+)/g)].map(([, name]) => name),
  ]
  for (const name of names.filter(Boolean)) recipeOf.set(name, className)
}
const portalSources = readdirSync('apps/portal/src', { recursive: true })
  .filter((name) => /\.tsx?$/.test(name) && !/\.(stories|test)\.tsx?$/.test(name))
  .map((name) => readFileSync(join('apps/portal/src', name), 'utf8'))
const rendered = new Set(
  portalSources.flatMap((source) =>
    [...source.matchAll(/import \{([^}]*)\} from '@hireloop\/design-system[^']*'/g)].flatMap(([, list]) =>
      list.split(',').map((item) => item.trim().split(/\s+as\s+/)[0]),
    ),
  ),
)
const css = stylesheets.map((name) => readFileSync(join(assets, name), 'utf8')).join('\n')
const unstyled = [...rendered].filter((name) => {
  const className = recipeOf.get(name)
  return className && !new RegExp(`\\.${className}(__|--|[\\s{,:.\\[])`).test(css)
})
console.log(
  `  Recipes of the ${[...rendered].filter((name) => recipeOf.has(name)).length} design-system components the portal imports: ${unstyled.length ? 'missing for ' + unstyled.join(', ') : 'all in the CSS'}`,
)

const failures = []
for (const name of unstyled) {
  failures.push(
    `${name} is imported by the portal but its recipe (${recipeOf.get(name)}) is not in the CSS: give the recipe the ` +
      'JSX names the portal renders it by (`jsx` in its .recipe.ts).',
  )
}
if (!app && pageEntries.size > 0) {
  failures.push(
    'No app entry chunk (boot-*.js) among the lazy imports of the first scripts: if apps/portal/src/app/boot.tsx ' +
      'was renamed, update `appEntry` in scripts/budgets.mjs.',
  )
}
if (!login && pageEntries.size > 0) {
  failures.push(
    'No /login entry chunk (login-entry-*.js) among the lazy imports of the first scripts: if ' +
      'apps/portal/src/lib/auth/login-entry.ts was renamed, update `loginEntry` in scripts/budgets.mjs.',
  )
}
for (const row of rows.filter((r) => r.bytes > r.budget)) {
  failures.push(`${row.label} is ${kib(row.bytes)}, over its budget of ${kib(row.budget)}.`)
}
for (const failure of failures) console.log(failure)
console.log(failures.length ? `\nBudgets: ${failures.length} failing.` : '\nBudgets: all within.')
process.exit(failures.length ? 1 : 0)
