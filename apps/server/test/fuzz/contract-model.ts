import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { deriveScopedDocument, loadContract, type ApiRouteConfig } from '../../src/api/contract.ts'
import { parseContractRoutes } from '../../src/api/routes.ts'
import { contractPath } from '../../src/config.ts'
import type { Schema } from './schema-arbitrary.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- OpenAPI documents are open-ended JSON */

/** One route of the contract (an operation under one of its scopes), with what a request to it may carry. */
export interface FuzzRoute {
  operationId: string
  method: string
  /** Fastify's form below /api/v1, e.g. `/company/:companyId/vacancy/:id`. */
  url: string
  config: ApiRouteConfig
  params: Schema | undefined
  query: Schema | undefined
  headers: Schema | undefined
  /** The request body's media type and schema, when the operation takes one. */
  body: { mediaType: string; schema: Schema } | undefined
}

export interface ContractModel {
  routes: FuzzRoute[]
  /** The operation's responses as the contract declares them (all media types, headers), references resolved. */
  responses: Map<string, Record<string, any>>
}

/** The routes the server registers (the same parser, api/routes.ts) and the original responses of each operation. */
export async function loadContractModel(): Promise<ContractModel> {
  const contract = loadContract(contractPath)
  const { document } = deriveScopedDocument(contract)
  const parsed = await parseContractRoutes(document)
  const routes = parsed.routes.map((route): FuzzRoute => {
    const schema = route.schema as Record<string, any>
    const content = schema.body?.content as Record<string, { schema: Schema }> | undefined
    const mediaType = content ? Object.keys(content)[0] : undefined
    return {
      operationId: route.config.operationId,
      method: route.method as string,
      url: route.url,
      config: route.config,
      params: schema.params,
      query: schema.querystring,
      headers: schema.headers,
      body: mediaType ? { mediaType, schema: content![mediaType]!.schema } : undefined,
    }
  })
  const resolved = new Validator().resolveRefs({ specification: structuredClone(contract) }) as Record<string, any>
  const responses = new Map<string, Record<string, any>>()
  for (const item of Object.values<Record<string, any>>(resolved.paths)) {
    for (const operation of Object.values<any>(item)) {
      if (operation?.operationId) responses.set(operation.operationId, operation.responses ?? {})
    }
  }
  return { routes, responses }
}

export interface Exchange {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: Buffer
}

const ajv = new Ajv2020({ allErrors: false, strict: false, validateFormats: true })
addFormats(ajv)
ajv.addFormat('binary', true)
const compiled = new WeakMap<object, ValidateFunction>()
/** A header declared without a schema: one object, so that it compiles once. */
const ANY: Schema = {}
const validatorOf = (schema: object) => {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

const mediaTypeOf = (header: unknown) =>
  String(header ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase()

const matchesMediaType = (declared: string, actual: string) =>
  declared === actual || (declared.endsWith('/*') && actual.startsWith(declared.slice(0, -1))) || declared === '*/*'

/**
 * Where an answer departs from the contract: an undeclared status, a body or a header its schema refuses, a media
 * type the operation does not declare, a body where none is declared. Empty when it conforms.
 */
export function contractViolations(responses: Record<string, any>, exchange: Exchange): string[] {
  const status = String(exchange.status)
  const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default
  if (!declared) return [`status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`]
  const problems: string[] = []
  for (const [name, header] of Object.entries<any>(declared.headers ?? {})) {
    const value = exchange.headers[name.toLowerCase()]
    if (value === undefined) {
      if (header.required) problems.push(`header ${name} is missing`)
      continue
    }
    const schema: Schema = header.schema ?? ANY
    const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : String(value)
    const validate = validatorOf(schema)
    if (!validate(typed)) problems.push(`header ${name}: ${String(value)} ${ajv.errorsText(validate.errors)}`)
  }
  const content = declared.content as Record<string, { schema?: Schema }> | undefined
  if (!content) {
    if (exchange.body.length > 0 && exchange.status !== 304) problems.push(`a body where ${status} declares none`)
    return problems
  }
  const actual = mediaTypeOf(exchange.headers['content-type'])
  const mediaType = Object.keys(content).find((candidate) => matchesMediaType(candidate.toLowerCase(), actual))
  if (!mediaType)
    return [
      ...problems,
      `content-type ${actual || '(none)'} for ${status}; declared ${Object.keys(content).join(', ')}`,
    ]
  if (mediaType !== 'application/json' || !content[mediaType]!.schema) return problems
  let body: unknown
  try {
    body = JSON.parse(exchange.body.toString('utf8'))
  } catch {
    return [...problems, `${status} body is not JSON: ${exchange.body.toString('utf8').slice(0, 120)}`]
  }
  const validate = validatorOf(content[mediaType]!.schema!)
  if (!validate(body)) {
    problems.push(`${status} body: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`)
  }
  return problems
}
