import type { FastifyInstance } from 'fastify'
import { loadContract } from './contract.ts'

/**
 * GET /api/docs: the API reference, rendered on the server from the contract (openapi/openapi.yaml) into one
 * self-contained HTML page: no script, no font, nothing fetched from elsewhere, so it reads offline and under
 * the strict CSP (`script-src 'self'`). Operations are grouped by tag; each opens (<details>) on its
 * parameters, body, responses, scopes and security; schemas are listed with their fields. ADR 0023.
 */

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */
type Json = Record<string, any>

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

const escape = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The small part of Markdown the contract uses: paragraphs, `code`, **bold**, tables and lists kept as text. */
function markdown(text: unknown): string {
  if (!text) return ''
  return String(text)
    .trim()
    .split(/\n{2,}/)
    .map((block) => {
      const html = escape(block)
        .replace(/`([^`]+)`/g, '<code>$1</code>')
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
      return /^\s*[|-]/.test(block) ? `<pre>${html}</pre>` : `<p>${html.replace(/\n/g, ' ')}</p>`
    })
    .join('')
}

const refName = (ref: string) => ref.split('/').at(-1) ?? ref
const anchor = (name: string) => `schema-${name}`

function resolve(contract: Json, node: any): any {
  let current = node
  for (let i = 0; i < 10 && current?.$ref; i++) {
    current = String(current.$ref)
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: any, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], contract)
  }
  return current
}

/** A one-line type: `Vacancy`, `string (uuid)`, `Skill[]`, `Location | null`. */
function typeOf(schema: any): string {
  if (!schema) return 'any'
  if (schema.$ref) return `<a href="#${anchor(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    if (Array.isArray(schema[key])) return schema[key].map(typeOf).join(key === 'allOf' ? ' &amp; ' : ' | ')
  }
  if (schema.enum) return schema.enum.map((value: unknown) => `<code>${escape(value)}</code>`).join(' | ')
  const types = [schema.type ?? 'object'].flat() as string[]
  return types
    .map((type) => {
      if (type === 'array') return `${typeOf(schema.items)}[]`
      return schema.format && type !== 'null' ? `${escape(type)} (${escape(schema.format)})` : escape(type)
    })
    .join(' | ')
}

function fields(schema: any): string {
  const properties = Object.entries<any>(schema?.properties ?? {})
  if (properties.length === 0) return ''
  const required = new Set<string>(schema.required ?? [])
  const rows = properties
    .map(
      ([name, property]) =>
        `<tr><td><code>${escape(name)}</code>${required.has(name) ? ' <span class="req">required</span>' : ''}</td>` +
        `<td>${typeOf(property)}</td><td>${markdown(property.description)}</td></tr>`,
    )
    .join('')
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>`
}

function operationHtml(contract: Json, method: string, path: string, operation: Json): string {
  const servers = (operation.servers ?? contract.servers ?? [])
    .map((s: Json) => `<code>${escape(s.url)}</code>`)
    .join(', ')
  const security = (operation.security ?? [])
    .map((requirement: Json) => Object.keys(requirement).join(' + ') || 'anonymous')
    .join(', ')
  const parameters = (operation.parameters ?? []).map((p: any) => resolve(contract, p))
  const parameterRows = parameters
    .map(
      (p: Json) =>
        `<tr><td><code>${escape(p.name)}</code>${p.required ? ' <span class="req">required</span>' : ''}</td>` +
        `<td>${escape(p.in)}</td><td>${typeOf(p.schema)}</td><td>${markdown(p.description)}</td></tr>`,
    )
    .join('')
  const body = resolve(contract, operation.requestBody)
  const bodyHtml = body
    ? Object.entries<any>(body.content ?? {})
        .map(([type, media]) => `<p>Body (<code>${escape(type)}</code>): ${typeOf(media.schema)}</p>`)
        .join('')
    : ''
  const responses = Object.entries<any>(operation.responses ?? {})
    .map(([status, response]) => {
      const resolved = resolve(contract, response)
      const media = Object.entries<any>(resolved?.content ?? {})
        .map(([type, content]) => `${typeOf(content.schema)} <small>(${escape(type)})</small>`)
        .join(', ')
      return `<tr><td><code>${escape(status)}</code></td><td>${markdown(resolved?.description)}</td><td>${media}</td></tr>`
    })
    .join('')
  const id = escape(operation.operationId)
  return `<details id="op-${id}"><summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> ${escape(operation.summary)}${operation['x-addition'] ? ' <span class="tag">addition</span>' : ''}${operation['x-admin-only'] ? ' <span class="tag">admins</span>' : ''}</summary>
<div class="op"><p class="meta">operationId <code>${id}</code> · scopes ${servers} · security ${escape(security || 'none')}</p>
${markdown(operation.description)}
${parameterRows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Type</th><th>Description</th></tr></thead><tbody>${parameterRows}</tbody></table>` : ''}
${bodyHtml}
<table><thead><tr><th>Status</th><th>Description</th><th>Body</th></tr></thead><tbody>${responses}</tbody></table></div></details>`
}

/** The whole reference page of a contract. */
export function renderApiReference(contract: Json): string {
  const tags: { name: string; description?: string }[] = contract.tags ?? []
  const byTag = new Map<string, string[]>(tags.map((tag) => [tag.name, []]))
  let count = 0
  for (const [path, item] of Object.entries<Json>(contract.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method]
      if (!operation) continue
      count += 1
      const tag = operation.tags?.[0] ?? 'other'
      if (!byTag.has(tag)) byTag.set(tag, [])
      byTag.get(tag)!.push(operationHtml(contract, method, path, operation))
    }
  }
  const sections = [...byTag.entries()]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => {
      const description = tags.find((tag) => tag.name === name)?.description
      return `<section id="tag-${escape(name)}"><h2>${escape(name)}</h2>${markdown(description)}${operations.join('\n')}</section>`
    })
    .join('\n')
  const toc = [...byTag.entries()]
    .filter(([, operations]) => operations.length > 0)
    .map(([name, operations]) => `<li><a href="#tag-${escape(name)}">${escape(name)}</a> (${operations.length})</li>`)
    .join('')
  const schemas = Object.entries<any>(contract.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<details id="${anchor(name)}"><summary><code>${escape(name)}</code> ${typeOf({ ...schema, properties: undefined })}</summary><div class="op">${markdown(schema.description)}${fields(schema)}${
          schema.allOf ? schema.allOf.map((part: any) => fields(resolve(contract, part))).join('') : ''
        }</div></details>`,
    )
    .join('\n')
  const info = contract.info ?? {}
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(info.title)} ${escape(info.version)}: API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1b2b2b;background:#fff}
header{background:#0b4f4f;color:#fff;padding:1rem 2rem}header h1{margin:0;font-size:1.5rem}
main{display:grid;grid-template-columns:14rem 1fr;gap:2rem;padding:1rem 2rem;max-width:80rem}
nav ul{list-style:none;padding:0;position:sticky;top:1rem}nav a{color:#0b4f4f}
code{font:13px ui-monospace,monospace;background:#eef4f4;padding:0 .25rem;border-radius:3px}
details{border:1px solid #cfdede;border-radius:6px;margin:.4rem 0}summary{cursor:pointer;padding:.4rem .6rem}
.op{padding:0 .8rem .6rem}.meta{color:#4a5d5d;font-size:13px}
.method{display:inline-block;min-width:4rem;text-align:center;font-weight:700;border-radius:4px;color:#fff;font-size:12px;padding:.1rem 0}
.get{background:#1d6b45}.post{background:#0b4f6c}.put{background:#7a4a00}.patch{background:#6b4a8a}.delete{background:#a3262a}
.tag{background:#ffd54a;color:#1b2b2b;border-radius:4px;font-size:12px;padding:0 .3rem}.req{color:#a3262a;font-size:12px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-bottom:1px solid #e3eded;text-align:left;padding:.25rem .4rem;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f9f9;padding:.5rem}
</style></head>
<body><header><h1>${escape(info.title)} <small>${escape(info.version)}</small></h1><p>${escape(info.summary)} ${count} operations, generated from <code>openapi/openapi.yaml</code>; the contract itself is at <a href="/api/openapi.yaml" style="color:#ffd54a">/api/openapi.yaml</a>.</p></header>
<main><nav aria-label="Tags"><ul>${toc}<li><a href="#schemas">schemas</a></li></ul></nav>
<div>${markdown(info.description)}${sections}<section id="schemas"><h2>schemas</h2>${schemas}</section></div></main></body></html>`
}

/** Registers GET /api/docs (the page) and GET /api/openapi.yaml (the contract as served). */
export async function apiReferenceRoutes(app: FastifyInstance, { contractPath }: { contractPath: string }) {
  const { readFile } = await import('node:fs/promises')
  const source = await readFile(contractPath, 'utf8')
  const page = renderApiReference(loadContract(contractPath))
  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  )
  app.get('/api/openapi.yaml', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/yaml; charset=utf-8').send(source),
  )
}
