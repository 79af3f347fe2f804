import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifySchema, HTTPMethods } from 'fastify'
import type { ParserV3 as GlueParser } from 'fastify-openapi-glue/lib/Parser.v3.js'
import type { ApiRouteConfig } from './contract.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */
type Json = Record<string, any>

export interface ContractRoute {
  method: HTTPMethods
  /** Fastify's form (`/company/:id`), below the API prefix. */
  url: string
  schema: FastifySchema
  config: ApiRouteConfig
}

export interface ContractRoutes {
  routes: ContractRoute[]
  /** Media types of the request bodies: each needs a content type parser. */
  contentTypes: string[]
}

/** Written by scripts/build.mjs beside the compiled server. */
const ROUTE_TABLE = 'api-routes.json'

/**
 * The Fastify routes of a derived document (api/contract.ts), made by fastify-openapi-glue's own OpenAPI 3 parser
 * with references resolved by the resolver the glue uses, so the schemas are the ones its plugin would make. Not
 * through the plugin: that first validates the document against the OpenAPI meta-schema, compiling the meta-schema
 * with Ajv (0.8 s of CPU at every start, ADR 0003). The contract is validated where it changes instead: Redocly and
 * Spectral in `pnpm lint`, and test/contract.test.ts.
 */
export async function parseContractRoutes(document: Json): Promise<ContractRoutes> {
  const { Validator } = await import('@seriousme/openapi-schema-validator')
  // The glue's package exports only its plugin: its parser is loaded by file, beside the package's entry.
  const glueEntry = createRequire(import.meta.url).resolve('fastify-openapi-glue')
  const { ParserV3 } = (await import(new URL('lib/Parser.v3.js', pathToFileURL(glueEntry)).href)) as {
    ParserV3: typeof GlueParser
  }
  // The resolver rewrites the tree it is given: the cached contract stays as it was.
  const resolved = new Validator().resolveRefs({ specification: structuredClone(document) })
  const parsed = new ParserV3().parse(resolved, {}) as { routes: Json[]; contentTypes: Set<string> }
  return {
    routes: parsed.routes.map((route) => ({
      method: route.method,
      url: route.url,
      schema: route.schema,
      config: route.config,
    })),
    contentTypes: [...parsed.contentTypes],
  }
}

/**
 * The routes of the contract at `contractPath`: the compiled server reads the table its build wrote (parsing costs
 * 0.3 s of CPU at every start: ADR 0003); run from the TypeScript sources, the document is parsed now.
 */
export async function loadContractRoutes(contractPath: string, document: Json): Promise<ContractRoutes> {
  const compiled = resolve(import.meta.dirname, ROUTE_TABLE)
  if (contractPath.endsWith('openapi.yaml') && existsSync(compiled)) {
    return JSON.parse(readFileSync(compiled, 'utf8')) as ContractRoutes
  }
  return parseContractRoutes(document)
}
