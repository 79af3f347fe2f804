import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { SKILL_TAXONOMY } from '../src/resources/skills/skills.taxonomy.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/**
 * The skill catalogue (ADR 0058), black box on a migrated database: the taxonomy of migration 0009, the type-ahead's
 * ranking, the list's filters, and the back office's writes with their refusals (which must write nothing).
 */
export function skillsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const token = (user: { email: string }) => tokens[user.email]!

  const suggest = (q: string, extra = '', who: { email: string } = TALENT) =>
    api(t.base, 'GET', `/talent/${TALENT.id}/skill/suggest?q=${encodeURIComponent(q)}${extra}`, {
      token: token(who),
    })
  const names = (body: { results: { name: string }[] }) => body.results.map((skill) => skill.name)
  const list = (query: string) => api(t.base, 'GET', `/admin/skill?${query}`, { token: token(RECRUITER) })
  const create = (body: unknown, who: { email: string } = RECRUITER) =>
    api(t.base, 'POST', '/admin/skill', { token: token(who), body })
  const update = (id: string, body: unknown, who: { email: string } = RECRUITER) =>
    api(t.base, 'PUT', `/admin/skill/${id}`, { token: token(who), body })
  const remove = (id: string, who: { email: string } = ADMIN) =>
    api(t.base, 'DELETE', `/admin/skill/${id}`, { token: token(who) })
  const skillRows = async () =>
    [await countRows(t.server.db, 'skills'), await countRows(t.server.db, 'skill_aliases')] as const

  /** Sends `request`, expects `status` and `body`, and checks that the catalogue and the audit log did not change. */
  async function refused(request: () => Promise<{ status: number; body: unknown }>, status: number, body: unknown) {
    const before = [...(await skillRows()), await countRows(t.server.db, 'audit_log')]
    const answer = await request()
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
    expect([...(await skillRows()), await countRows(t.server.db, 'audit_log')]).toEqual(before)
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('holds the whole taxonomy after migration, aliases included', async () => {
    const taxonomyAliases = SKILL_TAXONOMY.reduce((n, skill) => n + skill.aliases.length, 0)
    // The demo seed may add nothing to the catalogue that the taxonomy does not have: counts match exactly.
    expect(await skillRows()).toEqual([SKILL_TAXONOMY.length, taxonomyAliases])
    const answer = await list('q=kubernetes&size=100')
    expect(answer.body.results.find((skill: { name: string }) => skill.name === 'Kubernetes')).toEqual({
      id: expect.any(String),
      name: 'Kubernetes',
      category: 'DevOps',
      aliases: ['K8', 'k8s'],
      created_at: expect.any(String),
      usage: { resumes: expect.any(Number), vacancies: expect.any(Number) },
    })
  })

  describe('suggestSkills', () => {
    it.each([
      ['JS', 'JavaScript'],
      ['js', 'JavaScript'],
      ['ecmascript', 'JavaScript'],
      ['ts', 'TypeScript'],
      ['react.js', 'React'],
      ['ReactJS', 'React'],
      ['Postgres', 'PostgreSQL'],
      ['psql', 'PostgreSQL'],
      ['k8s', 'Kubernetes'],
      ['golang', 'Go'],
      ['NODE', 'Node.js'],
      ['node.js', 'Node.js'],
      ['GCP', 'Google Cloud'],
      ['ml', 'Machine learning'],
      ['UX', 'UX design'],
      ['C#', 'C#'],
      ['c++', 'C++'],
      ['Pýthôn', 'Python'],
      ['  TypeScript  ', 'TypeScript'],
    ])('"%s" suggests %s first', async (q, first) => {
      const answer = await suggest(q)
      expect(answer.status).toBe(200)
      expect(names(answer.body)[0]).toBe(first)
    })

    it('ranks exact, then name prefix, then alias prefix, then contains; ties by shorter name', async () => {
      const answer = await suggest('sql', '&size=100')
      expect(names(answer.body)).toEqual([
        'SQL', // exact name
        'SQLite', // name prefix, shorter first
        'SQLAlchemy',
        'Microsoft SQL Server', // alias "SQL Server"
        'MySQL', // contains, shorter first
        'PostgreSQL',
        'Oracle Database', // alias "PL/SQL"
      ])
      expect(answer.body.results[0]).toEqual({
        id: expect.any(String),
        name: 'SQL',
        category: 'Programming languages',
        aliases: ['Structured Query Language'],
        created_at: expect.any(String),
      })
    })

    it('finds a word inside a name after name and alias prefixes', async () => {
      const found = names((await suggest('cloud', '&size=100')).body)
      expect(found.slice(0, 2)).toEqual(['Cloudflare', 'Cloud architecture'])
      // "Google Cloud" starts no name or alias with "cloud", but its second word does; "Snowflake" only contains it.
      expect(found.indexOf('Google Cloud')).toBeGreaterThan(found.indexOf('AWS CloudFormation'))
      expect(found.indexOf('Google Cloud')).toBeLessThan(found.indexOf('Snowflake'))
    })

    it('matches one character by prefix only, never inside a name', async () => {
      const found = names((await suggest('d', '&size=100')).body)
      expect(found.slice(0, 2)).toEqual(['dbt', 'Dart']) // shorter first
      expect(found).toContain('Docker')
      expect(found).toContain('Amazon DynamoDB') // alias "DynamoDB"
      expect(found).toContain('Domain-driven design') // and its word "design"
      expect(found).not.toContain('Node.js')
      expect(found).not.toContain('Kubernetes')
    })

    it('pages the ranked list with totals', async () => {
      const all = await suggest('go', '&size=100')
      const total = all.body.total
      expect(total).toBeGreaterThan(4)
      const second = await suggest('go', '&page=2&size=2')
      expect(second.body).toMatchObject({ total, size: 2, current_page: 2, previous: 1, next: 3 })
      expect(names(second.body)).toEqual(names(all.body).slice(2, 4))
      const beyond = await suggest('go', '&page=50&size=2')
      expect(beyond.body).toMatchObject({ results: [], total, next: null })
    })

    it('answers an empty page when nothing matches or nothing can be searched yet', async () => {
      for (const q of ['zzzqqq', '...']) {
        const answer = await suggest(q)
        expect(answer.status).toBe(200)
        expect(answer.body).toEqual({ results: [], next: null, previous: null, total: 0, size: 10, current_page: 1 })
      }
    })

    it('needs q, and is open to every signed-in role in its own scope', async () => {
      const missing = await api(t.base, 'GET', `/talent/${TALENT.id}/skill/suggest`, { token: token(TALENT) })
      expect(missing.status).toBe(400)
      const employer = await api(t.base, 'GET', `/company/${COMPANY.id}/skill/suggest?q=figma`, {
        token: token(EMPLOYER),
      })
      expect(names(employer.body)).toEqual(['Figma'])
      expect(
        names((await api(t.base, 'GET', '/admin/skill/suggest?q=figma', { token: token(RECRUITER) })).body),
      ).toEqual(['Figma'])
      expect((await api(t.base, 'GET', '/admin/skill/suggest?q=figma')).status).toBe(401)
    })
  })

  describe('listSkills', () => {
    it('lists a category alphabetically with paging', async () => {
      const first = await list('category=Cloud&size=3')
      const cloud = SKILL_TAXONOMY.filter((skill) => skill.category === 'Cloud')
      expect(first.body).toMatchObject({ total: cloud.length, next: 2, previous: null, size: 3 })
      expect(names(first.body)).toEqual(['Amazon EC2', 'Amazon ECS', 'Amazon EKS'])
      const all = await list('category=Cloud&size=100')
      expect(all.body.results.every((skill: { category: string }) => skill.category === 'Cloud')).toBe(true)
      const keys = names(all.body).map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''))
      expect(keys).toEqual([...keys].sort())
    })

    it('filters by part of the name or an alias, with a category', async () => {
      expect(names((await list('q=sql&category=Databases&size=100')).body)).toEqual([
        'Microsoft SQL Server',
        'MySQL',
        'Oracle Database',
        'PostgreSQL',
        'SQLAlchemy',
        'SQLite',
      ])
      expect(names((await list('q=k8s')).body)).toEqual(['Kubernetes'])
      expect((await list('category=Astrology')).body).toMatchObject({ results: [], total: 0 })
    })
  })

  describe('writes', () => {
    it('creates a skill for a recruiter: 201, aliases folded for search, audited', async () => {
      const answer = await create({
        name: ' Crème brûlée ',
        category: 'Pastry',
        aliases: ['Burnt cream', 'creme-brulee', 'Crema catalana'],
      })
      expect(answer.status).toBe(201)
      // "creme-brulee" folds to the name's key: the name finds it already, so it is not kept.
      expect(answer.body).toEqual({
        id: expect.any(String),
        name: 'Crème brûlée',
        category: 'Pastry',
        aliases: ['Burnt cream', 'Crema catalana'],
        created_at: expect.any(String),
      })
      expect(names((await suggest('creme')).body)).toEqual(['Crème brûlée'])
      expect(names((await suggest('catalana')).body)).toEqual(['Crème brûlée'])
      const audit = await t.server.db
        .selectFrom('audit_log')
        .select(['operation_id', 'actor_id', 'after'])
        .where('object_id', '=', answer.body.id)
        .execute()
      expect(audit).toEqual([
        {
          operation_id: 'createSkill',
          actor_id: RECRUITER.id,
          after: { name: 'Crème brûlée', category: 'Pastry', aliases: 'Burnt cream, Crema catalana' },
        },
      ])
    })

    it('refuses a name or alias that already finds a skill: 409, nothing written', async () => {
      await refused(() => create({ name: 'javascript' }), 409, {
        name: ['A skill with this name exists already.'],
      })
      await refused(() => create({ name: 'Postgres' }), 409, { name: ['A skill with this name exists already.'] })
      await refused(() => create({ name: 'Script kiddie', aliases: ['Scripting', 'J.S.'] }), 409, {
        aliases: ['A skill with this name exists already. "J.S." finds JavaScript.'],
      })
    })

    it('refuses names without a letter or digit and unknown fields: 400, nothing written', async () => {
      await refused(() => create({ name: '!!!' }), 400, {
        detail: [{ loc: ['body', 'name'], msg: 'Give the skill a name with a letter or digit.', type: 'pattern' }],
      })
      await refused(() => create({ name: 'Ok', aliases: ['fine', '—'] }), 400, {
        detail: [{ loc: ['body', 'aliases', 1], msg: 'An alias needs a letter or digit.', type: 'pattern' }],
      })
      const unknown = await create({ name: 'Haskell 2', level: 'expert' })
      expect(unknown.status).toBe(400)
    })

    it('refuses writes to talents and employers: 403, nothing written', async () => {
      for (const who of [TALENT, EMPLOYER]) {
        const before = await skillRows()
        expect((await create({ name: 'Sneaky skill' }, who)).status).toBe(403)
        expect(await skillRows()).toEqual(before)
      }
      const existing = (await list('q=figma')).body.results[0]
      expect((await update(existing.id, { name: 'Figma 2' }, TALENT)).status).toBe(403)
      expect((await remove(existing.id, EMPLOYER)).status).toBe(403)
      expect(names((await list('q=figma')).body)).toEqual(['Figma'])
    })

    it('updates name, category and aliases; leaving aliases out keeps them', async () => {
      const skill = (await create({ name: 'Haxe', category: 'Programming languages', aliases: ['HaxeFlixel'] })).body
      const renamed = await update(skill.id, { name: 'Haxe language', category: 'Game development' })
      expect(renamed.status).toBe(200)
      expect(renamed.body).toMatchObject({ id: skill.id, name: 'Haxe language', category: 'Game development' })
      expect(renamed.body.aliases).toEqual(['HaxeFlixel'])
      const aliases = await update(skill.id, { name: 'Haxe language', aliases: ['Haxe', 'OpenFL'] })
      expect(aliases.body).toMatchObject({ category: null, aliases: ['Haxe', 'OpenFL'] })
      expect(names((await suggest('openfl')).body)).toEqual(['Haxe language'])
      expect((await suggest('haxeflixel')).body.total).toBe(0)
      // Its own former name as an alias is no conflict.
      expect((await update(skill.id, { name: 'Haxe', aliases: ['Haxe language'] })).status).toBe(200)
    })

    it('refuses an update to a name or alias of another skill (409) and an unknown skill (404)', async () => {
      const skill = (await create({ name: 'Nim', aliases: ['Nimrod'] })).body
      await refused(() => update(skill.id, { name: 'TS' }), 409, { name: ['A skill with this name exists already.'] })
      await refused(() => update(skill.id, { name: 'Nim', aliases: ['golang'] }), 409, {
        aliases: ['A skill with this name exists already. "golang" finds Go.'],
      })
      await refused(() => update('00000000-0000-4000-8000-000000000000', { name: 'Ghost' }), 404, {
        message: ['Skill not found.'],
      })
      expect((await list('q=nim')).body.results[0]).toMatchObject({ name: 'Nim', aliases: ['Nimrod'] })
    })

    it('deletes an unused skill (head of recruitment) and refuses one a resume or vacancy holds: 409', async () => {
      const skill = (await create({ name: 'Brainfuck', aliases: ['BF lang'] })).body
      const [resume] = await t.server.db.selectFrom('resumes').select('id').limit(1).execute()
      await t.server.db
        .insertInto('resume_skills')
        .values({ resume_id: resume!.id, skill_id: skill.id, level: 'expert' })
        .execute()
      // A plain recruiter may create and update skills, not delete them (the policy table).
      await refused(() => remove(skill.id, RECRUITER), 403, { message: [expect.any(String)] })
      await refused(() => remove(skill.id), 409, {
        message: ['Brainfuck is used by 1 resume: merge it into another skill instead of deleting it.'],
      })
      expect((await list('q=brainfuck')).body.results[0].usage).toEqual({ resumes: 1, vacancies: 0 })

      await t.server.db.deleteFrom('resume_skills').where('skill_id', '=', skill.id).execute()
      expect((await remove(skill.id)).status).toBe(204)
      expect((await suggest('brainfuck')).body.total).toBe(0)
      expect((await suggest('bflang')).body.total).toBe(0)
      expect((await remove(skill.id)).status).toBe(404)
    })
  })

  describe('mergeSkill (ADR 0087)', () => {
    const merge = (id: string, into: string, who: { email: string } = ADMIN) =>
      api(t.base, 'POST', `/admin/skill/${id}/merge`, { token: token(who), body: { into } })
    const resumeSkills = (resumeId: string) =>
      t.server.db
        .selectFrom('resume_skills')
        .select(['skill_id', 'level', 'years'])
        .where('resume_id', '=', resumeId)
        .orderBy('skill_id')
        .execute()
    const vacancySkills = (vacancyId: string) =>
      t.server.db
        .selectFrom('vacancy_skills')
        .select(['skill_id', 'level', 'required'])
        .where('vacancy_id', '=', vacancyId)
        .orderBy('skill_id')
        .execute()

    it('re-points resumes and vacancies, folds rows that held both, keeps the names as aliases', async () => {
      const source = (await create({ name: 'Zorbl Framework', aliases: ['ZF kit'] })).body
      const target = (await create({ name: 'Zorblax', category: 'Frameworks', aliases: ['Zorblax.io'] })).body
      const [only, both] = await t.server.db.selectFrom('resumes').select(['id', 'updated_at']).limit(2).execute()
      const [vOnly, vBoth] = await t.server.db.selectFrom('vacancies').select('id').limit(2).execute()
      await t.server.db
        .insertInto('resume_skills')
        .values([
          { resume_id: only!.id, skill_id: source.id, level: 'expert', years: 5 },
          { resume_id: both!.id, skill_id: source.id, level: 'advanced', years: 7 },
          { resume_id: both!.id, skill_id: target.id, level: 'beginner', years: 1 },
        ])
        .execute()
      await t.server.db
        .insertInto('vacancy_skills')
        .values([
          { vacancy_id: vOnly!.id, skill_id: source.id, level: 'intermediate', required: false },
          { vacancy_id: vBoth!.id, skill_id: source.id, level: 'expert', required: true },
          { vacancy_id: vBoth!.id, skill_id: target.id, level: 'beginner', required: false },
        ])
        .execute()
      const otherRows = async () => [(await resumeSkills(both!.id)).length, (await vacancySkills(vBoth!.id)).length]
      const [resumeRowsBefore, vacancyRowsBefore] = await otherRows()

      const answer = await merge(source.id, target.id)
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({
        id: target.id,
        name: 'Zorblax',
        category: 'Frameworks',
        // In the order of their folded keys, as every skill's aliases.
        aliases: ['ZF kit', 'Zorblax.io', 'Zorbl Framework'],
        created_at: target.created_at,
      })
      expect(await resumeSkills(only!.id)).toContainEqual({ skill_id: target.id, level: 'expert', years: 5 })
      // One row where there were two: the higher level, the more years.
      expect((await resumeSkills(both!.id)).filter((row) => row.skill_id === target.id)).toEqual([
        { skill_id: target.id, level: 'advanced', years: 7 },
      ])
      expect(await vacancySkills(vOnly!.id)).toContainEqual({
        skill_id: target.id,
        level: 'intermediate',
        required: false,
      })
      expect((await vacancySkills(vBoth!.id)).filter((row) => row.skill_id === target.id)).toEqual([
        { skill_id: target.id, level: 'expert', required: true },
      ])
      expect(await otherRows()).toEqual([resumeRowsBefore! - 1, vacancyRowsBefore! - 1])
      const left = await t.server.db.selectFrom('skills').select('id').where('id', '=', source.id).execute()
      expect(left).toEqual([])
      // Who writes the old name or its alias finds the target now.
      expect(names((await suggest('zorbl framework')).body)).toEqual(['Zorblax'])
      expect(names((await suggest('zf kit')).body)).toEqual(['Zorblax'])
      expect((await list('q=zorbl')).body.results).toMatchObject([
        { id: target.id, usage: { resumes: 2, vacancies: 2 } },
      ])
      // The matching index reads a changed resume again by its updated_at.
      const touched = await t.server.db
        .selectFrom('resumes')
        .select('updated_at')
        .where('id', '=', both!.id)
        .executeTakeFirstOrThrow()
      expect(touched.updated_at.getTime()).toBeGreaterThan(both!.updated_at.getTime())
      const audit = await t.server.db
        .selectFrom('audit_log')
        .select(['object_id', 'after'])
        .where('operation_id', '=', 'mergeSkill')
        .execute()
      expect(audit).toEqual([
        {
          object_id: source.id,
          after: {
            merged_into: target.id,
            into_name: 'Zorblax',
            into_aliases: 'ZF kit, Zorblax.io, Zorbl Framework',
            resumes: 2,
            vacancies: 2,
          },
        },
      ])
    })

    it('refuses the same skill, an unknown target or source, and callers without delete: nothing written', async () => {
      const source = (await create({ name: 'Quuxlang' })).body
      const target = (await create({ name: 'Quuxlang Next' })).body
      await refused(() => merge(source.id, source.id), 400, { into: ['Choose another skill to merge into.'] })
      const ghost = '00000000-0000-4000-8000-000000000000'
      await refused(() => merge(source.id, ghost), 400, {
        into: ['The skill to merge into does not exist (any more).'],
      })
      await refused(() => merge(ghost, target.id), 404, { message: ['Skill not found.'] })
      await refused(() => merge(source.id, target.id, RECRUITER), 403, { message: [expect.any(String)] })
      await refused(() => merge(source.id, target.id, TALENT), 403, { message: [expect.any(String)] })
      await refused(
        () => api(t.base, 'POST', `/admin/skill/${source.id}/merge`, { token: token(ADMIN), body: {} }),
        400,
        expect.anything(),
      )
      expect(names((await list('q=quuxlang')).body)).toEqual(['Quuxlang', 'Quuxlang Next'])
    })
  })
}
