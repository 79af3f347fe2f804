import fc from 'fast-check'

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schemas are open-ended JSON */
export type Schema = Record<string, any>

/**
 * Values the contract's own schemas describe, as fast-check arbitraries: `valid` aims inside the schema (with its
 * boundaries: minimum and maximum lengths and numbers), `invalid` just outside it (a missing or an extra field, a
 * wrong type, one past a limit) or at what an attacker sends (NUL bytes, odd Unicode, huge strings, injections).
 * The properties never depend on which of the two a value came from: a "valid" value the server refuses is fine.
 */

export interface Hints {
  /** Ids that exist (per table, and all of them): uuid fields draw from these half of the time. */
  ids(field: string | undefined): string[]
  /** Values worth trying for a field by name (a known password, an email that exists). */
  known(field: string | undefined): unknown[]
}

const MAX_DEPTH = 6
/** Long enough to pass every maxLength of the contract that is not a file, short of the 1 MiB body limit. */
const HUGE = 200_000

export const EVIL_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '"\\',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '\u202Eevil\u202C',
  '\u200B\u200D\uFEFF',
  'Z\u0351\u0361\u0352a\u0337\u0322l\u0335g\u0334o',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ǅǈǋ',
  'İıßẞ',
  '١٢٣',
  'null',
  'undefined',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '${jndi:ldap://x/a}',
  'a'.repeat(256),
  'x'.repeat(4097),
]

const EVIL_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  0.5,
  1.5,
  -2147483649,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e308,
  -1e308,
  5e-324,
]

/** Text of every kind: ASCII, any code point, lone surrogates and grapheme clusters. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({
      unit: fc.constantFrom('\u0000', '\u0007', '\u001f', '\u007f', '\u0085', '\u2028', '\uD800'),
      maxLength,
    }),
  )

const evilString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...EVIL_STRINGS) },
  { weight: 2, arbitrary: anyText(40) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: HUGE }).map((n) => 'é'.repeat(n)) },
)

export const evilValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: evilString },
  { weight: 2, arbitrary: fc.constantFrom(...EVIL_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }, { __proto__: 1 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[]
  if (typeof schema.type === 'string') return [schema.type]
  if (schema.properties || schema.required) return ['object']
  if (schema.items) return ['array']
  return []
}

function merge(schemas: Schema[]): Schema {
  const merged: Schema = {}
  for (const schema of schemas) {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties') merged.properties = { ...merged.properties, ...value }
      else if (key === 'required') merged.required = [...(merged.required ?? []), ...value]
      else merged[key] ??= value
    }
  }
  return merged
}

function stringArbitrary(schema: Schema, field: string | undefined, hints: Hints): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 64, 10_000)
  const fits = (value: string) => value.length >= min && value.length <= (schema.maxLength ?? Infinity)
  const options: fc.Arbitrary<string>[] = []
  switch (schema.format) {
    case 'uuid': {
      const ids = hints.ids(field)
      options.push(fc.uuid({ version: 4 }))
      if (ids.length > 0) options.push(fc.constantFrom(...ids), fc.constantFrom(...ids))
      break
    }
    case 'email':
      options.push(fc.emailAddress().filter(fits), fc.constantFrom('a@b.co', 'Erin@Hireloop.Test', 'x+y@example.test'))
      break
    case 'date-time':
      options.push(
        fc
          .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString()),
      )
      break
    case 'date':
      options.push(
        fc
          .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10)),
      )
      break
    case 'uri':
    case 'uri-reference':
      options.push(fc.webUrl().filter(fits), fc.constant('https://example.test/a'))
      break
    case 'binary':
      options.push(fc.string({ maxLength: 32 }))
      break
    default:
      break
  }
  if (schema.pattern && options.length === 0) options.push(matching(schema.pattern).filter(fits))
  if (options.length === 0) {
    options.push(
      fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
      fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }).filter(fits),
      fc.constantFrom(...[min, max].map((length) => 'a'.repeat(length))),
    )
  }
  const known = hints.known(field).filter((value): value is string => typeof value === 'string')
  if (known.length > 0) options.push(fc.constantFrom(...known))
  return fc.oneof(...options)
}

const regExpOf = (source: string) => {
  try {
    return new RegExp(source, 'u')
  } catch {
    return new RegExp(source)
  }
}

/**
 * Strings matching a pattern. fast-check cannot generate from lookaheads: those are left out of the generator and
 * checked on what it makes (the contract uses them to exclude a little, e.g. a URL inside a name).
 */
function matching(source: string): fc.Arbitrary<string> {
  const pattern = regExpOf(source)
  try {
    return fc.stringMatching(pattern, { size: 'small' })
  } catch {
    const loose = regExpOf(source.replace(/\(\?[!=][^)]*\)/g, ''))
    return fc.stringMatching(loose, { size: 'small' }).filter((value) => pattern.test(value))
  }
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const lowest = integer ? -(2 ** 31) : -1e9
  const highest = integer ? 2 ** 31 - 1 : 1e9
  let min: number = schema.minimum ?? lowest
  let max: number = schema.maximum ?? highest
  if (schema.exclusiveMinimum !== undefined) min = schema.exclusiveMinimum + (integer ? 1 : 1e-6)
  if (schema.exclusiveMaximum !== undefined) max = schema.exclusiveMaximum - (integer ? 1 : 1e-6)
  const inside = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 1, arbitrary: fc.constantFrom(Math.ceil(min), Math.floor(max)) },
  )
}

/** A value meant to satisfy `schema` (best effort: formats and patterns the generator cannot target come close). */
export function valid(schema: Schema | undefined, hints: Hints, field?: string, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== 'object' || Object.keys(schema).length === 0) return fc.jsonValue({ maxDepth: 1 })
  if ('const' in schema) return fc.constant(schema.const)
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if (schema.allOf) return valid(merge([{ ...schema, allOf: undefined }, ...schema.allOf]), hints, field, depth)
  const branches: Schema[] | undefined = schema.oneOf ?? schema.anyOf
  if (branches) {
    const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema
    return fc.oneof(...branches.map((branch) => valid(merge([rest, branch]), hints, field, depth)))
  }
  const types = typesOf(schema)
  if (types.length === 0) return fc.jsonValue({ maxDepth: 1 })
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'null':
          return fc.constant(null)
        case 'boolean':
          return fc.boolean()
        case 'integer':
          return numberArbitrary(schema, true)
        case 'number':
          return numberArbitrary(schema, false)
        case 'string':
          return stringArbitrary(schema, field, hints)
        case 'array': {
          const minLength = schema.minItems ?? 0
          const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4))
          if (depth >= MAX_DEPTH) return fc.constant([])
          const item = valid(schema.items, hints, field, depth + 1)
          return schema.uniqueItems
            ? fc.uniqueArray(item, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
            : fc.array(item, { minLength, maxLength })
        }
        case 'object': {
          if (depth >= MAX_DEPTH) return fc.constant({})
          const properties: Record<string, Schema> = schema.properties ?? {}
          const required = new Set<string>(schema.required ?? [])
          const record: Record<string, fc.Arbitrary<unknown>> = {}
          for (const [name, property] of Object.entries(properties)) {
            if (property.readOnly) continue
            record[name] = valid(property, hints, name, depth + 1)
          }
          return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) })
        }
        default:
          return fc.jsonValue({ maxDepth: 1 })
      }
    }),
  )
}

/** A value of the wrong JSON type for `schema`. */
function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema))
  const candidates: unknown[] = []
  if (!types.has('string')) candidates.push('1', 'true', '')
  if (!types.has('integer') && !types.has('number')) candidates.push(1, 0, -1, 1.5)
  if (!types.has('boolean')) candidates.push(true, false)
  if (!types.has('null')) candidates.push(null)
  if (!types.has('array')) candidates.push([], ['a'])
  if (!types.has('object')) candidates.push({}, { a: 1 })
  return fc.constantFrom(...candidates)
}

/** Just past one of the schema's limits. */
function pastLimit(schema: Schema): fc.Arbitrary<unknown> | undefined {
  const options: unknown[] = []
  if (typeof schema.maxLength === 'number') options.push('b'.repeat(Math.min(schema.maxLength + 1, HUGE)))
  if (typeof schema.minLength === 'number' && schema.minLength > 0) options.push('c'.repeat(schema.minLength - 1))
  if (typeof schema.maximum === 'number') options.push(schema.maximum + 1)
  if (typeof schema.minimum === 'number') options.push(schema.minimum - 1)
  if (typeof schema.exclusiveMaximum === 'number') options.push(schema.exclusiveMaximum)
  if (typeof schema.exclusiveMinimum === 'number') options.push(schema.exclusiveMinimum)
  if (typeof schema.maxItems === 'number') options.push(Array.from({ length: schema.maxItems + 1 }, () => 'd'))
  if (Array.isArray(schema.enum)) options.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toUpperCase())
  if (schema.format === 'uuid') options.push('00000000-0000-0000-0000-00000000000g', 'not-a-uuid')
  if (schema.format === 'email') options.push('no-at-sign', 'a@', '@b.c', 'a@b@c.d')
  if (schema.format === 'date-time') options.push('2026-13-01T00:00:00Z', '2026-02-30T25:61:00Z', 'yesterday')
  if (schema.format === 'date') options.push('2026-02-30', '20260101', '0000-00-00')
  return options.length > 0 ? fc.constantFrom(...options) : undefined
}

/**
 * A value meant to break `schema`: at the top (wrong type, past a limit, hostile) or, for an object, one of its
 * fields (missing, extra, or broken the same way, recursively).
 */
export function invalid(schema: Schema | undefined, hints: Hints, field?: string, depth = 0): fc.Arbitrary<unknown> {
  const base = schema ?? {}
  const here: fc.WeightedArbitrary<unknown>[] = [
    { weight: 2, arbitrary: wrongType(base) },
    { weight: 3, arbitrary: evilValue },
  ]
  const limit = pastLimit(base)
  if (limit) here.push({ weight: 3, arbitrary: limit })
  const resolved = base.allOf ? merge([base, ...base.allOf]) : base
  const properties: Record<string, Schema> = resolved.properties ?? {}
  const names = Object.keys(properties)
  if (typesOf(resolved).includes('object') && depth < MAX_DEPTH) {
    const whole = valid(resolved, hints, field, depth) as fc.Arbitrary<Record<string, unknown>>
    const required: string[] = resolved.required ?? []
    if (required.length > 0) {
      here.push({
        weight: 3,
        arbitrary: fc.tuple(whole, fc.constantFrom(...required)).map(([value, name]) => {
          const { [name]: _dropped, ...rest } = value
          return rest
        }),
      })
    }
    here.push({
      weight: 2,
      arbitrary: fc
        .tuple(
          whole,
          fc.constantFrom('extra', 'id', 'is_admin', 'user_type', 'company_id', '__proto__', 'a\u0000'),
          evilValue,
        )
        .map(([value, name, extra]) => JSON.parse(JSON.stringify({ ...value, [name]: extra })) as unknown),
    })
    if (names.length > 0) {
      here.push({
        weight: 6,
        arbitrary: fc
          .constantFrom(...names)
          .chain((name) =>
            fc
              .tuple(whole, invalid(properties[name], hints, name, depth + 1))
              .map(([value, broken]) => ({ ...value, [name]: broken })),
          ),
      })
    }
  }
  if (typesOf(resolved).includes('array') && resolved.items && depth < MAX_DEPTH) {
    here.push({
      weight: 3,
      arbitrary: fc.array(invalid(resolved.items, hints, field, depth + 1), { minLength: 1, maxLength: 3 }),
    })
  }
  return fc.oneof(...here)
}
