import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import type { parse } from 'yaml'
import type { UserType } from '../db/schema.ts'

/**
 * Route-per-scope derivation (ADR 0012). The contract describes an operation once and lists the scopes it is
 * offered under as `servers` (`/api/v1`, `/api/v1/admin`, `/api/v1/company/{companyId}`,
 * `/api/v1/talent/{userId}`). Fastify needs one route per URL, so at boot we derive a document whose paths
 * carry the scope prefix, one operation per (operation, server), each tagged with its scope in
 * `x-fastify-config` for the guard and the handlers.
 */

export const API_BASE = '/api/v1'

export type ScopeKind = 'none' | 'admin' | 'company' | 'talent'

export interface ApiRouteConfig {
  operationId: string
  scope: ScopeKind
  /** Callable without a token (scope none and security empty or containing `{}`). */
  anonymous: boolean
  /** User types the operation's security schemes admit. */
  userTypes: UserType[]
  /** `x-admin-only: true` on the operation: admin recruiters only. */
  adminOnly: boolean
  /** `requestBody.required`: a request without a body is refused (Fastify validates only bodies that exist). */
  bodyRequired: boolean
  /** A POST that answers 201: it honours Idempotency-Key (api/safe-writes.ts). */
  creates: boolean
  /** Its 200 answer declares an ETag header: the answer carries one, If-None-Match gets 304. */
  etag: boolean
}

export const SCHEME_USER_TYPES: Record<string, UserType> = {
  'Recruiter-Authentication': 'recruiter',
  'Talent-Authentication': 'talent',
  'Employer-Authentication': 'employer',
}

const SCOPES: { kind: ScopeKind; pattern: RegExp; param?: string }[] = [
  { kind: 'none', pattern: /^$/ },
  { kind: 'admin', pattern: /^\/admin$/ },
  { kind: 'company', pattern: /^\/company\/\{companyId\}$/, param: 'companyId' },
  { kind: 'talent', pattern: /^\/talent\/\{userId\}$/, param: 'userId' },
]

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */
type Json = Record<string, any>

const parsed = new Map<string, Json>()

/**
 * The contract, parsed once per process (the API routes and the API reference both read it; YAML parsing costs
 * about 0.3 s). Callers must not mutate it: derivations copy what they change.
 */
export function loadContract(path: string): Json {
  let contract = parsed.get(path)
  if (!contract) {
    // The compiled server (scripts/build.mjs) carries the contract as JSON beside it: no YAML parsing at start, and
    // the YAML parser loads only when there is YAML to read (ADR 0003).
    const compiled = resolve(import.meta.dirname, 'openapi.json')
    const yaml = () => createRequire(import.meta.url)('yaml') as { parse: typeof parse }
    contract = (
      path.endsWith('openapi.yaml') && existsSync(compiled)
        ? JSON.parse(readFileSync(compiled, 'utf8'))
        : yaml().parse(readFileSync(path, 'utf8'))
    ) as Json
    parsed.set(path, contract)
  }
  return contract
}

export class ContractError extends Error {
  override name = 'ContractError'
}

function scopeOf(serverUrl: string): { kind: ScopeKind; prefix: string; param?: string } {
  // Servers may be absolute; only the path matters here.
  const path = serverUrl.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '')
  if (!path.startsWith(API_BASE)) throw new ContractError(`server ${serverUrl} is not under ${API_BASE}`)
  const prefix = path.slice(API_BASE.length)
  const scope = SCOPES.find((candidate) => candidate.pattern.test(prefix))
  if (!scope) throw new ContractError(`server ${serverUrl} is not a known scope`)
  return { kind: scope.kind, prefix, ...(scope.param ? { param: scope.param } : {}) }
}

/**
 * Responses as the route layer needs them: JSON bodies (serialized from their schema) only. Files and the event
 * stream are sent by their handlers as they are; left in, the glue would look for a request parser for each of
 * their media types and warn at every start.
 */
function jsonResponsesOnly(responses: Json | undefined): Json | undefined {
  if (!responses) return responses
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      if (!response?.content) return [status, response]
      const json = response.content['application/json']
      const { content: _content, ...rest } = response
      return [status, json ? { ...rest, content: { 'application/json': json } } : rest]
    }),
  )
}

export interface DerivedContract {
  document: Json
  routes: (ApiRouteConfig & { method: string; path: string })[]
}

export function deriveScopedDocument(contract: Json): DerivedContract {
  const paths: Json = {}
  const routes: DerivedContract['routes'] = []
  const documentServers: Json[] = contract.servers ?? [{ url: API_BASE }]

  for (const [path, pathItem] of Object.entries<Json>(contract.paths ?? {})) {
    const { servers: pathServers, parameters: pathParameters, ...rest } = pathItem
    for (const method of METHODS) {
      const operation: Json | undefined = rest[method]
      if (!operation) continue
      const { servers: operationServers, ...derivedOperation } = operation
      const operationId: string | undefined = operation.operationId
      if (!operationId) throw new ContractError(`${method.toUpperCase()} ${path} has no operationId`)

      const security: Json[] = operation.security ?? contract.security ?? []
      const userTypes = new Set<UserType>()
      for (const requirement of security) {
        for (const scheme of Object.keys(requirement)) {
          const userType = SCHEME_USER_TYPES[scheme]
          if (!userType) throw new ContractError(`${operationId} uses unknown security scheme ${scheme}`)
          userTypes.add(userType)
        }
      }
      const openToAnyone =
        security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0)

      for (const server of (operationServers ?? pathServers ?? documentServers) as Json[]) {
        const scope = scopeOf(server.url)
        const config: ApiRouteConfig = {
          operationId,
          scope: scope.kind,
          anonymous: scope.kind === 'none' && openToAnyone,
          userTypes: [...userTypes],
          adminOnly: operation['x-admin-only'] === true,
          bodyRequired: operation.requestBody?.required === true,
          creates: method === 'post' && operation.responses?.['201'] !== undefined,
          etag: operation.responses?.['200']?.headers?.ETag !== undefined,
        }
        const scopedPath = scope.prefix + path
        const scopeParameter = scope.param
          ? [{ name: scope.param, in: 'path', required: true, schema: { type: 'string', maxLength: 100 } }]
          : []
        // Each scope gets its own copy: the reference resolver rewrites `$ref` objects in place, and one shared by
        // two scopes' operations came out resolved in the first only (the others lost page, size, If-Match...).
        const copy = structuredClone({ derivedOperation, pathParameters, parameters: operation.parameters ?? [] })
        paths[scopedPath] ??= copy.pathParameters ? { parameters: copy.pathParameters } : {}
        paths[scopedPath][method] = {
          ...copy.derivedOperation,
          responses: jsonResponsesOnly(copy.derivedOperation.responses),
          parameters: [...scopeParameter, ...copy.parameters],
          'x-fastify-config': config,
        }
        routes.push({ ...config, method: method.toUpperCase(), path: API_BASE + scopedPath })
      }
    }
  }

  const { paths: _paths, servers: _servers, ...document } = contract
  return { document: { ...document, servers: [{ url: API_BASE }], paths }, routes }
}
