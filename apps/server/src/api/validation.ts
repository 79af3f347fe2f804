import type { FastifySchemaCompiler } from 'fastify'
import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { ValidationIssue } from './errors.ts'

/**
 * Request validation from the contract (OpenAPI 3.1 = JSON Schema 2020-12).
 * - Bodies are never coerced and never stripped: "1" is not a number, unknown fields are an error the client
 *   hears about (Fastify's default `removeAdditional` would drop them silently).
 * - Path and query values are strings on the wire: those are coerced (`?page=2`, `?unread=true`).
 */
function createAjv(coerceTypes: Options['coerceTypes']): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    // OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml...).
    strict: false,
    // Schemas carry the same $id when fastify-openapi-glue rewrites recursion; do not register them globally.
    addUsedSchema: false,
    // Messages below need the failing schema (e.g. a pattern on a URL field).
    verbose: true,
  })
  addFormats(ajv)
  // File parts are checked by the upload handler, not by the schema.
  ajv.addFormat('binary', true)
  return ajv
}

// Made on the first compile, not when the module loads: creating one compiles JSON Schema's meta-schemas.
let bodyAjv: Ajv2020 | undefined
let parameterAjv: Ajv2020 | undefined
const ajvFor = (httpPart: string | undefined) =>
  httpPart === 'body' ? (bodyAjv ??= createAjv(false)) : (parameterAjv ??= createAjv('array'))

/**
 * Where the first NUL character (U+0000) sits in a value, as a JSON pointer, or null. One rule for every string of
 * the contract, keys included: PostgreSQL cannot store NUL in text, and no legitimate input holds one.
 */
export function findNul(value: unknown, pointer = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? pointer : null
  if (typeof value !== 'object' || value === null) return null
  for (const [key, item] of Object.entries(value)) {
    const path = `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`
    if (key.includes('\u0000')) return path
    const found = findNul(item, path)
    if (found !== null) return found
  }
  return null
}

/**
 * Validators compile on first use, not at start: the contract has about 200 routes and compiling all of them up front
 * took about a second of every start (issue 9). `eager` compiles at start instead; test/contract.test.ts starts a
 * server that way, so a schema the compiler rejects fails the tests rather than a first request.
 */
export const createValidatorCompiler =
  ({ eager }: { eager: boolean }): FastifySchemaCompiler<object> =>
  ({ schema, httpPart }) => {
    const compile = () => ajvFor(httpPart).compile(schema)
    let compiled: ReturnType<Ajv2020['compile']> | undefined = eager ? compile() : undefined
    const checked = (data: unknown) => {
      compiled ??= compile()
      const validate = compiled
      const nul = findNul(data)
      if (nul !== null) {
        checked.errors = [{ keyword: 'nul', instancePath: nul, schemaPath: '', params: {} }] as ErrorObject[]
        return false
      }
      const valid = validate(data)
      checked.errors = validate.errors ?? null
      return valid
    }
    checked.errors = null as ErrorObject[] | null
    return checked as ReturnType<FastifySchemaCompiler<object>>
  }

const LOCATION: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' }

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

function describeTypes(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).map((t) => TYPE_NAMES[String(t)] ?? String(t))
  return types.join(' or ')
}

function message(error: ErrorObject, context: string): string {
  const params = error.params as Record<string, unknown>
  const parent = (error.parentSchema ?? {}) as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'This field is required.'
    case 'type':
      if (error.instancePath === '' && context === 'body') return 'Send a JSON object as the request body.'
      return `Must be ${describeTypes(params.type)}.`
    case 'minLength':
      return params.limit === 1 ? 'This field is required.' : `Must be at least ${String(params.limit)} characters.`
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters.`
    case 'format':
      switch (params.format) {
        case 'email':
          return 'Invalid email.'
        case 'uri':
          return 'URL is not valid.'
        case 'uuid':
          return 'Must be a valid id.'
        case 'date-time':
          return 'Must be a date and time (ISO 8601).'
        case 'date':
          return 'Must be a date (YYYY-MM-DD).'
        default:
          return `Must be a valid ${String(params.format)}.`
      }
    case 'nul':
      return 'Must not contain NUL characters.'
    case 'pattern':
      if (typeof error.data === 'string' && error.data.trim() === '') return 'This field cannot be blank.'
      // The contract may say in words what its pattern means.
      if (typeof parent['x-pattern-message'] === 'string') return parent['x-pattern-message']
      if (parent.format === 'uri') return 'URL is not valid.'
      if (params.pattern === '\\S') return 'This field cannot be blank.'
      return 'Has an invalid format.'
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`
    case 'const':
      return `Must be ${JSON.stringify(params.allowedValue)}.`
    case 'additionalProperties':
      return 'This field is not allowed.'
    case 'minimum':
      return `Must be at least ${String(params.limit)}.`
    case 'maximum':
      return `Must be at most ${String(params.limit)}.`
    case 'exclusiveMinimum':
      return `Must be more than ${String(params.limit)}.`
    case 'exclusiveMaximum':
      return `Must be less than ${String(params.limit)}.`
    case 'minItems':
      return `Must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}.`
    case 'maxItems':
      return `Must have at most ${String(params.limit)} items.`
    case 'uniqueItems':
      return 'Must not contain duplicates.'
    case 'minProperties':
      return 'Must not be empty.'
    default:
      return 'Has an invalid value.'
  }
}

/** The contract's bounds on an ErrorBody's `detail`: an answer past them fails to serialize (a 500). */
const MAX_ISSUES = 100
const MAX_LOC_TEXT = 2048

/** Ajv errors -> the contract's `detail` items: where (loc), what a person should read (msg), which rule (type). */
export function validationIssues(errors: ErrorObject[], context: string): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const seen = new Set<string>()
  for (const error of errors) {
    // A list of a thousand bad items has a thousand errors: the first hundred say enough.
    if (issues.length === MAX_ISSUES) break
    // Composite keywords repeat what their branches already said.
    if (error.keyword === 'if' || error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'allOf') {
      if (errors.length > 1) continue
    }
    const params = error.params as Record<string, unknown>
    const loc: (string | number)[] = [
      LOCATION[context] ?? context,
      ...error.instancePath
        .split('/')
        .slice(1)
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~').slice(0, MAX_LOC_TEXT))
        .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)),
    ]
    if (error.keyword === 'required') loc.push(String(params.missingProperty))
    if (error.keyword === 'additionalProperties') loc.push(String(params.additionalProperty).slice(0, MAX_LOC_TEXT))
    // One message per field is what a person can act on (e.g. a blank name breaks minLength and pattern).
    const key = JSON.stringify(loc)
    if (!seen.has(key)) {
      seen.add(key)
      issues.push({ loc, msg: message(error, context), type: error.keyword })
    }
  }
  return issues
}
