// The baseline of the API benchmark (bench/api.bench.ts, issue 16): what `GET /me` and `GET /company/{companyId}/
// vacancy/{id}` cost without our framework. A bare node:http server that verifies the same bearer token with jose (the
// provider's keys from the database, the guard's checks, a verified token cached until it expires, as our verifier
// does), makes the same access decision, runs the same SQL statements as our server (text for text, through a pg Pool
// of the same size, or PGlite), and answers the same JSON with the same ETag. Everything else our server does
// (routing by the contract, validation, hooks, policy tables, serialization from the schema, security headers) is
// what the benchmark measures against it.
// Usage (the benchmark starts it): PORT=… ISSUER=… AUDIENCE=… (DATABASE_URL=… | DATA_DIR=…) tsx bench/bare-server.ts
import { createHash } from 'node:crypto'
import { createServer, type ServerResponse } from 'node:http'
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose'

interface Queryable {
  query<R>(text: string, params: unknown[]): Promise<{ rows: R[] }>
  close(): Promise<void>
}

async function connect(): Promise<Queryable> {
  const url = process.env.DATABASE_URL
  if (url) {
    const { default: pg } = await import('pg')
    pg.types.setTypeParser(pg.types.builtins.INT8, Number)
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    return {
      query: async <R>(text: string, params: unknown[]) => ({ rows: (await pool.query(text, params)).rows as R[] }),
      close: () => pool.end(),
    }
  }
  // The same PGlite settings as the server (shared_buffers), on a copy of its data directory.
  const { openPGlite } = await import('../src/db/database.ts')
  const pglite = await openPGlite(process.env.DATA_DIR!)
  return {
    query: async <R>(text: string, params: unknown[]) => ({ rows: (await pglite.query<R>(text, params)).rows }),
    close: () => pglite.close(),
  }
}

const db = await connect()
const issuer = process.env.ISSUER!
const audience = process.env.AUDIENCE!
const { rows: secrets } = await db.query<{ value: JWK[] }>(`select "value" from "server_secrets" where "name" = $1`, [
  'oidc_signing_keys',
])
const keys = createLocalJWKSet({ keys: secrets[0]!.value.map(({ d: _d, ...jwk }) => jwk) })

interface Caller {
  userId: string
  userType: string
  companyId: string | null
}
const verified = new Map<string, { caller: Caller; expiresAt: number }>()

async function callerOf(header: string | undefined): Promise<Caller | null> {
  const match = header?.match(/^Bearer ([A-Za-z0-9._~+/-]+=*)$/i)
  if (!match) return null
  const token = match[1]!
  const cached = verified.get(token)
  if (cached) return cached.expiresAt > Date.now() ? cached.caller : null
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer,
      audience,
      typ: 'at+jwt',
      algorithms: ['ES256'],
      requiredClaims: ['sub', 'exp'],
    })
    const caller = {
      userId: String(payload.sub),
      userType: String(payload.user_type),
      companyId: typeof payload.company_id === 'string' ? payload.company_id : null,
    }
    verified.set(token, { caller, expiresAt: payload.exp! * 1000 })
    return caller
  } catch {
    return null
  }
}

const NOTIFICATIONS = { email_on_message: true, email_on_application: true, email_on_meeting: true }
const iso = (value: Date | null) => (value ? value.toISOString() : null)

/* eslint-disable @typescript-eslint/no-explicit-any -- rows as the driver returns them */
async function me(caller: Caller) {
  const [user] = (await db.query<any>(`select * from "users" where "id" = $1`, [caller.userId])).rows
  if (!user?.is_active) return null
  const [company] = user.company_id
    ? (await db.query<any>(`select "id", "name", "type" from "companies" where "id" = $1`, [user.company_id])).rows
    : []
  const [resume] =
    user.user_type === 'talent'
      ? (
          await db.query<any>(`select "id", "draft" from "resumes" where "talent_id" = $1 order by "draft" limit $2`, [
            user.id,
            1,
          ])
        ).rows
      : []
  return {
    id: user.id,
    user_type: user.user_type,
    is_admin: user.is_admin,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    image_url: user.image_url,
    company_id: user.company_id,
    company: company ?? null,
    resume: resume ?? null,
    recruiter_level: user.recruiter_level,
    notification_settings: { ...NOTIFICATIONS, ...user.notification_settings },
  }
}

/** The statement of our server's vacancy read (vacancies.queries.ts): the row, its company, skills and count. */
const VACANCY_WITH_RELATED = [
  'select "vacancies".*, "companies"."name" as "company_name", "companies"."image_url" as "company_image_url",',
  " (select coalesce(json_agg(json_build_object('skill_id', vacancy_skills.skill_id, 'name', skills.name,",
  " 'level', vacancy_skills.level, 'required', vacancy_skills.required)",
  ' order by vacancy_skills.position, skills.name), \'[]\') as "skills"',
  ' from "vacancy_skills" inner join "skills" on "skills"."id" = "vacancy_skills"."skill_id"',
  ' where "vacancy_skills"."vacancy_id" = "vacancies"."id") as "skills",',
  ' (select count(*)::int as "count" from "applications"',
  ' where "applications"."vacancy_id" = "vacancies"."id") as "applications_count"',
  ' from "vacancies" left join "companies" on "companies"."id" = "vacancies"."company_id"',
  ' where "vacancies"."id" = $1',
].join('')

/** An employer's own company's vacancy, or null (404) as the policy decides from the same row. */
async function vacancy(caller: Caller, id: string) {
  const [row] = (await db.query<any>(VACANCY_WITH_RELATED, [id])).rows
  if (!row || row.company_id !== caller.companyId) return null
  return {
    id: row.id,
    title: row.title,
    company_id: row.company_id,
    company: { id: row.company_id, name: row.company_name ?? '', image_url: row.company_image_url ?? null },
    status: row.status === 'archived' ? 'Archived' : 'Active',
    draft: row.draft,
    description: row.description,
    location: row.location_country
      ? { country: row.location_country, state: row.location_state, city: row.location_city }
      : null,
    remote: row.remote,
    employment_type: row.employment_type,
    seniority: row.seniority,
    salary:
      row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_period
        ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period }
        : null,
    skills: row.skills ?? [],
    languages: row.languages,
    openings: row.openings,
    applications_count: row.applications_count ?? 0,
    parse_job_id: row.parse_job_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    archived_at: iso(row.archived_at),
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function send(res: ServerResponse, status: number, body: unknown, etag = false) {
  const text = JSON.stringify(body)
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  }
  if (etag) headers.etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`
  res.writeHead(status, headers).end(text)
}

const VACANCY = /^\/api\/v1\/company\/([0-9a-f-]{36})\/vacancy\/([0-9a-f-]{36})$/

const server = createServer((req, res) => {
  const path = req.url?.split('?')[0] ?? '/'
  void (async () => {
    const caller = await callerOf(req.headers.authorization)
    if (!caller) return send(res, 401, { message: ['Authentication required.'] })
    if (req.method === 'GET' && path === '/api/v1/me') {
      const body = await me(caller)
      return body ? send(res, 200, body) : send(res, 401, { message: ['Authentication required.'] })
    }
    const scoped = req.method === 'GET' ? VACANCY.exec(path) : null
    if (scoped) {
      if (caller.userType !== 'employer' || caller.companyId !== scoped[1])
        return send(res, 403, { message: ['Forbidden.'] })
      const body = await vacancy(caller, scoped[2]!)
      return body ? send(res, 200, body, true) : send(res, 404, { message: ['Vacancy not found.'] })
    }
    send(res, 404, { message: ['Not found.'] })
  })().catch((error: unknown) => {
    console.error(error)
    send(res, 500, { message: ['Internal error.'] })
  })
})
server.keepAliveTimeout = 72_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    server.closeAllConnections()
    void db.close().then(() => process.exit(0))
  })
}
