import fc from 'fast-check'
import type { FuzzRoute } from './contract-model.ts'
import { EVIL_STRINGS, invalid, valid, type Hints, type Schema } from './schema-arbitrary.ts'

/** Someone who calls the API: a signed-in demo user (with their token) or nobody. */
export interface Caller {
  name: string
  token: string | null
  userType: 'talent' | 'employer' | 'recruiter' | null
  userId: string | null
  companyId: string | null
}

export interface FuzzRequest {
  caller: string
  method: string
  url: string
  headers: Record<string, string>
  payload: string | Buffer | undefined
  /** What the generator aimed at: `valid`, or the part it broke. */
  aim: string
}

/** Files an upload may carry: real ones of each accepted kind, and the ones that lie or break. */
export interface FileSamples {
  [name: string]: { bytes: Buffer; contentType: string }
}

/**
 * Path parameter values sent as they are, not encoded. No whole dot segment (`..`, `%2e%2e`): inject resolves it, as
 * every HTTP client does, so the request would reach another operation; what a raw socket sends reaches the router
 * unresolved and fails the value's pattern (static.test.ts). Dots inside a segment, and an encoded slash between them,
 * are kept.
 */
const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%C0%AF',
  '%00',
  '...',
  '..%2F..',
  '%2e%2e%5C',
  'a%2Fb',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%20',
  '-1',
  '0',
]

const BAD_AUTHORIZATION = [
  'Bearer',
  'Bearer ',
  'Bearer x',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiYXQrand0In0.eyJzdWIiOiJ4IiwidXNlcl90eXBlIjoicmVjcnVpdGVyIiwiaXNfYWRtaW4iOnRydWV9.',
  `Bearer ${'a'.repeat(8_000)}`,
  'bearer a.b.c',
]

const part = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean)

/** A URL carries UTF-8: a lone surrogate (which encodeURIComponent refuses) goes as U+FFFD, as a browser sends it. */
const encode = (value: unknown) =>
  encodeURIComponent(
    part(value).replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  )

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) search.append(key, part(item))
    else search.append(key, part(value))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

function multipart(fields: [name: string, value: string | { bytes: Buffer; contentType: string; filename: string }][]) {
  // Fixed, so that a seed replays the same bytes; the random file samples are too short to hold it by chance.
  const boundary = '----fuzz7MA4YWxkTrZu0gW'
  const chunks: Buffer[] = []
  for (const [name, value] of fields) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.contentType}\r\n\r\n`,
        ),
        value.bytes,
        Buffer.from('\r\n'),
      )
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

const isFileField = (schema: Schema | undefined) => schema?.format === 'binary'

/**
 * Requests to one route: most aim to be valid (from the contract's schemas, with ids that exist and the caller the
 * scope wants), the others break one part: the caller, a path parameter, the query, a header or the body.
 */
export function requestArbitrary(
  route: FuzzRoute,
  callers: Caller[],
  hints: Hints,
  files: FileSamples,
): fc.Arbitrary<FuzzRequest> {
  const { scope, anonymous, userTypes } = route.config
  const fits = (caller: Caller): boolean => {
    if (caller.userType === null) return anonymous
    if (!userTypes.includes(caller.userType)) return false
    if (scope === 'admin') return caller.userType === 'recruiter'
    if (scope === 'company') return caller.userType === 'employer'
    if (scope === 'talent') return caller.userType === 'talent'
    return true
  }
  const fitting = callers.filter(fits)
  const callerArbitrary = fc.oneof(
    { weight: fitting.length > 0 ? 9 : 0, arbitrary: fc.constantFrom(...(fitting.length > 0 ? fitting : callers)) },
    { weight: 1, arbitrary: fc.constantFrom(...callers) },
  )
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!)
  const ownNames = pathNames.filter((name) => name !== 'companyId' && name !== 'userId')
  const paramSchema = (name: string): Schema => route.params?.properties?.[name] ?? { type: 'string' }
  const resourceOf = (name: string): string => {
    // `/vacancy/:id/...` names the vacancy; `/talent/:id/resume/download/:fileId` a talent and a file.
    if (name !== 'id') return name
    const segments = route.url.split('/')
    return segments[segments.indexOf(':id') - 1] ?? name
  }

  const validParams = fc.record(
    Object.fromEntries(ownNames.map((name) => [name, valid(paramSchema(name), hints, resourceOf(name))])),
  ) as fc.Arbitrary<Record<string, unknown>>
  const invalidParams = ownNames.length
    ? fc.constantFrom(...ownNames).chain((broken) =>
        fc
          .tuple(
            validParams,
            fc.oneof(
              invalid(paramSchema(broken), hints, resourceOf(broken)).map((value) => encode(value)),
              fc.constantFrom(...RAW_SEGMENTS),
            ),
          )
          .map(([params, raw]) => ({ ...params, [broken]: { raw } })),
      )
    : undefined

  const querySchema = route.query
  const validQuery = querySchema
    ? (valid(querySchema, hints) as fc.Arbitrary<Record<string, unknown>>)
    : fc.constant({})
  const invalidQuery = querySchema?.properties
    ? fc.oneof(
        invalid(querySchema, hints).filter(
          (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
        ),
        fc
          .tuple(validQuery, fc.constantFrom(...Object.keys(querySchema.properties)), fc.constantFrom(...EVIL_STRINGS))
          .map(([query, name, value]) => ({ ...query, [name]: value })),
        fc.tuple(validQuery, fc.constantFrom(...Object.keys(querySchema.properties))).map(([query, name]) => ({
          ...query,
          [name]: ['1', '2'],
        })),
      )
    : undefined

  const headerSchemas: Record<string, Schema> = route.headers?.properties ?? {}
  const headerNames = Object.keys(headerSchemas)
  const printable = (value: unknown) => /^[\x20-\x7e]*$/.test(part(value))
  const validHeaders = fc.record(
    Object.fromEntries(
      headerNames.map((name) => [
        name,
        name.toLowerCase() === 'if-match'
          ? fc.constantFrom('*', '"x"', 'W/"x"', '"aaaaaaaaaaaaaaaaaaaaaaaaaaa"')
          : name.toLowerCase() === 'idempotency-key'
            ? fc.uuid()
            : valid(headerSchemas[name], hints, name).filter(printable),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, unknown>>
  const invalidHeaders = headerNames.length
    ? fc
        .constantFrom(...headerNames)
        .chain((name) =>
          fc
            .tuple(
              validHeaders,
              fc.oneof(
                invalid(headerSchemas[name], hints, name).filter(printable),
                fc.constantFrom('', ' ', 'short', 'has space', 'x'.repeat(9_000), '"unterminated', ',,,'),
              ),
            )
            .map(([headers, value]) => ({ ...headers, [name]: value })),
        )
    : undefined

  type Body = { payload: string | Buffer | undefined; contentType?: string }
  let validBody: fc.Arbitrary<Body> = fc.constant({ payload: undefined })
  let invalidBody: fc.Arbitrary<Body> | undefined =
    route.method === 'GET'
      ? undefined
      : fc.constantFrom<Body>(
          { payload: '{}', contentType: 'application/json' },
          { payload: '{"unexpected":true}', contentType: 'application/json' },
        )
  if (route.body?.mediaType === 'application/json') {
    const schema = route.body.schema
    validBody = valid(schema, hints).map((value) => ({
      payload: JSON.stringify(value),
      contentType: 'application/json',
    }))
    invalidBody = fc.oneof(
      {
        weight: 8,
        arbitrary: invalid(schema, hints).map((value) => ({
          payload: JSON.stringify(value) ?? 'null',
          contentType: 'application/json',
        })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom<Body>(
          { payload: undefined },
          { payload: '', contentType: 'application/json' },
          { payload: '{', contentType: 'application/json' },
          { payload: '{"a":1,"a":2}', contentType: 'application/json' },
          { payload: '{"__proto__":{"is_admin":true}}', contentType: 'application/json' },
          { payload: '{"constructor":{"prototype":{"is_admin":true}}}', contentType: 'application/json' },
          { payload: '\u0000', contentType: 'application/json' },
          { payload: '['.repeat(5_000), contentType: 'application/json' },
          { payload: `"${'\\ud800'}"`, contentType: 'application/json' },
        ),
      },
    )
  } else if (route.body?.mediaType === 'multipart/form-data') {
    const schema = route.body.schema
    const properties: Record<string, Schema> = schema.properties ?? {}
    const required = new Set<string>(schema.required ?? [])
    const names = Object.keys(properties)
    const fileNames = Object.keys(files)
    const fileArbitrary = fc.record({
      sample: fc.constantFrom(...fileNames),
      filename: fc.oneof(
        fc.constantFrom('file.pdf', 'photo.png', 'cv.docx', 'a.txt', '../../etc/passwd', 'x"y.pdf', 'é😀.png'),
        fc.string({ maxLength: 20 }),
      ),
      lie: fc.boolean(),
    })
    const textOf = (name: string) => valid(properties[name], hints, name).map((value) => part(value))
    const fieldsArbitrary = fc
      .tuple(
        fc.tuple(...names.map((name) => (isFileField(properties[name]) ? fileArbitrary : textOf(name)))),
        fc.subarray(names.filter((name) => !required.has(name))),
      )
      .map(([values, omitted]) =>
        names
          .map((name, index) => [name, values[index]] as const)
          .filter(([name]) => !omitted.includes(name))
          .map(([name, value]): [string, string | { bytes: Buffer; contentType: string; filename: string }] => {
            if (typeof value === 'string') return [name, value]
            const file = value as { sample: string; filename: string; lie: boolean }
            const sample = files[file.sample]!
            return [
              name,
              {
                bytes: sample.bytes,
                contentType: file.lie ? 'image/png' : sample.contentType,
                filename: file.filename.replaceAll('\r', '').replaceAll('\n', ''),
              },
            ]
          }),
      )
    validBody = fieldsArbitrary.map((fields) => {
      const { payload, contentType } = multipart(fields)
      return { payload, contentType }
    })
    invalidBody = fc.oneof(
      fc
        .tuple(fieldsArbitrary, fc.constantFrom(...names))
        .map(([fields, dropped]) => multipart(fields.filter(([name]) => name !== dropped))),
      fc
        .tuple(
          fieldsArbitrary,
          fc.constantFrom('extra', 'file2', 'profile_picture', 'file'),
          fc.constantFrom(...EVIL_STRINGS),
        )
        .map(([fields, name, value]) =>
          multipart([...fields, [name, value.replaceAll('\r', '').replaceAll('\n', '')]]),
        ),
      fc
        .tuple(fieldsArbitrary, fc.constantFrom(...names), fc.constantFrom(...EVIL_STRINGS))
        .map(([fields, name, value]) =>
          multipart(
            fields.map(([field, old]) =>
              field === name ? [field, value.replaceAll('\r', '').replaceAll('\n', '')] : [field, old],
            ),
          ),
        ),
      fc.constantFrom<Body>(
        { payload: 'not multipart', contentType: 'multipart/form-data' },
        {
          payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
          contentType: 'multipart/form-data; boundary=x',
        },
        { payload: '{}', contentType: 'application/json' },
        { payload: undefined },
      ),
    )
  }

  const aims: fc.WeightedArbitrary<string>[] = [
    { weight: 5, arbitrary: fc.constant('valid') },
    { weight: 1, arbitrary: fc.constant('caller') },
  ]
  if (invalidParams) aims.push({ weight: 3, arbitrary: fc.constant('path') })
  if (invalidQuery) aims.push({ weight: 2, arbitrary: fc.constant('query') })
  if (invalidHeaders) aims.push({ weight: 1, arbitrary: fc.constant('header') })
  if (invalidBody) aims.push({ weight: route.body ? 6 : 1, arbitrary: fc.constant('body') })

  return fc.oneof(...aims).chain((aim) =>
    fc
      .record({
        caller: callerArbitrary,
        badAuthorization:
          aim === 'caller' ? fc.option(fc.constantFrom(...BAD_AUTHORIZATION), { freq: 2 }) : fc.constant(null),
        strangerScope: aim === 'caller' ? fc.boolean() : fc.constant(false),
        params: aim === 'path' && invalidParams ? invalidParams : validParams,
        query: aim === 'query' && invalidQuery ? invalidQuery : validQuery,
        headers: aim === 'header' && invalidHeaders ? invalidHeaders : validHeaders,
        body: aim === 'body' && invalidBody ? invalidBody : validBody,
        // A quarter of the creating requests carry a key: their write check fingerprints every table.
        idempotent: route.config.creates ? fc.integer({ min: 0, max: 3 }).map((n) => n === 0) : fc.constant(false),
      })
      .map(({ caller, badAuthorization, strangerScope, params, query, headers, body, idempotent }): FuzzRequest => {
        const other = callers.find((candidate) => candidate.userType === caller.userType && candidate !== caller)
        const scopeValue = (name: string) => {
          const owner = strangerScope ? (other ?? caller) : caller
          const fallback =
            hints.ids(name === 'companyId' ? 'company' : 'talent')[0] ?? '00000000-0000-4000-8000-000000000000'
          return encodeURIComponent((name === 'companyId' ? owner.companyId : owner.userId) ?? fallback)
        }
        const url = route.url.replace(/:(\w+)/g, (_match, name: string) => {
          if (name === 'companyId' || name === 'userId') return scopeValue(name)
          const value = params[name]
          if (value !== null && typeof value === 'object' && 'raw' in value)
            return String((value as { raw: string }).raw)
          return encode(value)
        })
        const requestHeaders: Record<string, string> = {}
        for (const [name, value] of Object.entries(headers)) {
          if (value === undefined) continue
          if (name.toLowerCase() === 'idempotency-key' && !idempotent && aim !== 'header') continue
          requestHeaders[name.toLowerCase()] = part(value)
        }
        if (badAuthorization) requestHeaders.authorization = badAuthorization
        else if (caller.token) requestHeaders.authorization = `Bearer ${caller.token}`
        if (body.contentType) requestHeaders['content-type'] = body.contentType
        return {
          caller: badAuthorization ? `${caller.name} (bad authorization)` : caller.name,
          method: route.method,
          url: `/api/v1${url}${queryString(query as Record<string, unknown>)}`,
          headers: requestHeaders,
          payload: body.payload,
          aim,
        }
      }),
  )
}
