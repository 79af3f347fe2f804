// Reads the contract and writes src/generated/scopes.ts: for each path + method, the scope prefixes it is
// offered under (from the operation's `servers`), whether its body is multipart, where its bodies hold free-form
// maps (whose keys the case conversion must leave alone), its tags (the query keys' groups), how a success is read
// (JSON, a file, a stream), who may call it, and which safe-write headers it declares (`If-Match`,
// `Idempotency-Key`: the client sends them only where the contract says the server honours them, ADR 0027).
// Run by `pnpm run generate`.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

const here = dirname(fileURLToPath(import.meta.url))
const contractPath = resolve(here, '../../../openapi/openapi.yaml')
// An output directory may be given (scripts/check-generated.mjs writes to a temp dir).
const outPath = resolve(process.argv[2] ?? resolve(here, '../src/generated'), 'scopes.ts')
const API_ROOT = '/api/v1'
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

const spec = parse(readFileSync(contractPath, 'utf8'))

function deref(node, seen = new Set()) {
  if (!node || typeof node !== 'object' || typeof node.$ref !== 'string') return node
  if (seen.has(node.$ref)) return {}
  seen.add(node.$ref)
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, key) => acc?.[key], spec)
  if (target === undefined) throw new Error(`Unresolved $ref ${node.$ref}`)
  return deref(target, seen)
}

function scopeOf(url) {
  if (url !== API_ROOT && !url.startsWith(`${API_ROOT}/`)) {
    throw new Error(`Server ${url} is not under ${API_ROOT}`)
  }
  return url.slice(API_ROOT.length)
}

/** Paths (`a.b[].c`) of free-form maps (additionalProperties without properties) inside a schema. */
function freeFormPaths(schema, at = '', stack = []) {
  const s = deref(schema)
  if (!s || typeof s !== 'object' || stack.includes(s)) return []
  const next = [...stack, s]
  const found = []
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const sub of s[key] ?? []) found.push(...freeFormPaths(sub, at, next))
  }
  const types = [s.type].flat()
  if (types.includes('array') || s.items) found.push(...freeFormPaths(s.items, `${at}[]`, next))
  const props = s.properties ?? {}
  const additional = s.additionalProperties
  if (Object.keys(props).length === 0 && additional && (additional === true || typeof additional === 'object')) {
    found.push(at)
    return found
  }
  for (const [name, sub] of Object.entries(props)) {
    found.push(...freeFormPaths(sub, at ? `${at}.${name}` : name, next))
  }
  return found
}

const unique = (xs) => [...new Set(xs)].sort()
const USER_TYPES = {
  'Recruiter-Authentication': 'recruiter',
  'Talent-Authentication': 'talent',
  'Employer-Authentication': 'employer',
}
function userTypeOf(scheme) {
  if (!USER_TYPES[scheme]) throw new Error(`Unknown security scheme ${scheme}`)
  return USER_TYPES[scheme]
}
const operations = {}
for (const [path, item] of Object.entries(spec.paths ?? {})) {
  for (const method of METHODS) {
    const op = item[method]
    if (!op) continue
    const servers = op.servers ?? item.servers ?? spec.servers ?? [{ url: API_ROOT }]
    const security = op.security ?? spec.security ?? []
    const requestBody = deref(op.requestBody)
    const requestContent = requestBody?.content ?? {}
    const requestSchemas = Object.values(requestContent).map((m) => m.schema)
    const headers = new Set(
      [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => deref(p))
        .filter((p) => p.in === 'header')
        .map((p) => p.name.toLowerCase()),
    )
    const successContent = Object.entries(op.responses ?? {})
      .filter(([status]) => status.startsWith('2'))
      .map(([, r]) => deref(r).content ?? {})
    const responseSchemas = successContent.flatMap((content) => Object.values(content).map((m) => m.schema))
    const responseTypes = successContent.flatMap((content) => Object.keys(content))
    operations[`${method} ${path}`] = {
      operationId: op.operationId,
      method,
      path,
      tags: op.tags ?? [],
      // Who may call it (the server's guard reads the same): anyone (an empty or `{}` security requirement), else
      // the user types of its security schemes; `x-admin-only` narrows recruiters to admins.
      anonymous: security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0),
      userTypes: unique(security.flatMap((requirement) => Object.keys(requirement).map(userTypeOf))),
      adminOnly: op['x-admin-only'] === true,
      scopes: servers.map((s) => scopeOf(s.url)),
      // How the client reads a success: JSON, a file, or an event stream (no JSON body to convert).
      parseAs: responseTypes.some((t) => t === 'text/event-stream')
        ? 'stream'
        : responseTypes.length === 0 || responseTypes.some((t) => /[/+]json$/.test(t))
          ? 'json'
          : 'blob',
      multipart: Object.keys(requestContent).some((t) => t.startsWith('multipart/')),
      ifMatch: headers.has('if-match'),
      idempotencyKey: headers.has('idempotency-key'),
      freeForm: {
        request: unique(requestSchemas.flatMap((s) => freeFormPaths(s))),
        response: unique(responseSchemas.flatMap((s) => freeFormPaths(s))),
      },
    }
  }
}

const scopes = {}
for (const op of Object.values(operations)) (scopes[op.path] ??= {})[op.method] = op.scopes

const body = `// Generated by scripts/generate-scopes.mjs from openapi/openapi.yaml. Do not edit.

/** Path -> method -> scope prefixes (after /api/v1) the operation is offered under; '' is unprefixed. */
export const scopes = ${JSON.stringify(scopes, null, 2)} as const

/** Everything the client needs to know about each operation, keyed by \`\${method} \${path}\`. */
export const operations = ${JSON.stringify(operations, null, 2)} as const

export type OperationKey = keyof typeof operations
export type OperationId = (typeof operations)[OperationKey]['operationId']
`
mkdirSync(dirname(outPath), { recursive: true })
writeFileSync(outPath, body)
console.log(`scopes: ${Object.keys(operations).length} written to ${outPath}`)
