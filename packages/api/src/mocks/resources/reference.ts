import { db, newId } from '../db.ts'
import {
  checkRequired,
  conflict,
  fail,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  type Definitions,
  type S,
  type Detail,
  requiredField,
} from '../support.ts'

const startsWith = (name: string, q: string | null) => !q || name.toLowerCase().startsWith(q.toLowerCase())
const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name)
const countryRequired = () => requiredField(['query', 'country'])

/** The server's searchKey: lower case, no accents, letters, digits, + and # only ("React.js" -> "reactjs"). */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, '')
}

/**
 * How well a skill answers a type-ahead, as the server ranks it: its name or an alias exactly (0), its name starting
 * so (1), an alias starting so (2), a word of its name starting so (3), anywhere (4); null when it does not match.
 */
function suggestionRank(skill: S['Skill'], key: string): number | null {
  const name = searchKey(skill.name)
  const aliases = skill.aliases.map(searchKey)
  if (name === key || aliases.includes(key)) return 0
  if (name.startsWith(key)) return 1
  if (aliases.some((a) => a.startsWith(key))) return 2
  if (skill.name.split(/[^\p{L}\p{N}]+/u).some((word) => searchKey(word).startsWith(key))) return 3
  if (key.length >= 2 && (name.includes(key) || aliases.some((a) => a.includes(key)))) return 4
  return null
}

const nameTaken = () => fail(409, { name: ['A skill with this name exists already.'] })

/** How many resumes and vacancies hold a skill, as the server's catalogue list says. */
function usageOf(skillId: string): S['SkillUsage'] {
  const holds = (item: { skills: unknown[] }) =>
    (item.skills as { skill_id: string }[]).some((s) => s.skill_id === skillId)
  return { resumes: db.resumes.filter(holds).length, vacancies: db.vacancies.filter(holds).length }
}

function inUse(name: string, usage: S['SkillUsage']) {
  const held = [
    usage.resumes > 0 ? `${usage.resumes} ${usage.resumes === 1 ? 'resume' : 'resumes'}` : null,
    usage.vacancies > 0 ? `${usage.vacancies} ${usage.vacancies === 1 ? 'vacancy' : 'vacancies'}` : null,
  ].filter(Boolean)
  return `${name} is used by ${held.join(' and ')}: merge it into another skill instead of deleting it.`
}

function skillNameTaken(name: string, except?: string) {
  return db.skills.some((s) => s.id !== except && s.name.toLowerCase() === name.trim().toLowerCase())
}

export const referenceHandlers = {
  listCountries: (http) =>
    http.get('/country', ({ request, response }) => {
      const search = searchOf(request)
      const found = db.countries.filter((c) => startsWith(c.name, search.get('q'))).sort(byName)
      return response(200).json(page(found, search))
    }),

  listStates: (http) =>
    http.get('/state', ({ request, response }) => {
      const search = searchOf(request)
      const country = search.get('country')
      if (!country) return response.untyped(countryRequired())
      const found = db.states
        .filter((s) => s.country_code === country && startsWith(s.name, search.get('q')))
        .sort(byName)
      return response(200).json(page(found, search))
    }),

  listCities: (http) =>
    http.get('/city', ({ request, response }) => {
      const search = searchOf(request)
      const country = search.get('country')
      if (!country) return response.untyped(countryRequired())
      const state = search.get('state')
      const found = db.cities
        .filter((c) => c.country_code === country && (!state || c.state_code === state))
        .filter((c) => startsWith(c.name, search.get('q')))
        .sort(byName)
      return response(200).json(page(found, search))
    }),

  suggestSkills: (http) =>
    http.get('/skill/suggest', ({ request, response }) => {
      const search = searchOf(request)
      const q = search.get('q')?.trim()
      if (!q) return response.untyped(requiredField(['query', 'q']))
      const key = searchKey(q)
      const ranked = db.skills
        .map((skill) => ({ skill, rank: key ? suggestionRank(skill, key) : null }))
        .filter((r): r is { skill: S['Skill']; rank: number } => r.rank !== null)
        .sort((a, b) => a.rank - b.rank || a.skill.name.length - b.skill.name.length || byName(a.skill, b.skill))
      return response(200).json(page(structuredClone(ranked.map((r) => r.skill)), search))
    }),

  listSkills: (http) =>
    http.get('/skill', ({ request, response }) => {
      const search = searchOf(request)
      const key = searchKey(search.get('q') ?? '')
      const category = search.get('category')
      const found = db.skills
        .filter((s) => !key || [s.name, ...s.aliases].some((name) => searchKey(name).includes(key)))
        .filter((s) => !category || s.category === category)
        .sort(byName)
        .map((s) => ({ ...s, usage: usageOf(s.id) }))
      return response(200).json(page(found, search))
    }),

  createSkill: (http) =>
    http.post('/skill', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['name'])
      const failure = invalid(detail) ?? (skillNameTaken(body.name) ? nameTaken() : null)
      if (failure) return response.untyped(failure)
      const skill = {
        id: newId(),
        name: body.name.trim(),
        category: body.category?.trim() || null,
        aliases: (body.aliases ?? []).map((a) => a.trim()),
        created_at: now(),
      }
      db.skills.push(skill)
      return response(201).json({ ...skill })
    }),

  updateSkill: (http) =>
    http.put('/skill/{id}', async ({ request, params, response }) => {
      const skill = db.skills.find((s) => s.id === params.id)
      if (!skill) return response.untyped(notFound('Skill'))
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['name'])
      const failure = invalid(detail) ?? (skillNameTaken(body.name, skill.id) ? nameTaken() : null)
      if (failure) return response.untyped(failure)
      Object.assign(skill, {
        name: body.name.trim(),
        category: body.category?.trim() || null,
        aliases: (body.aliases ?? skill.aliases).map((a) => a.trim()),
      })
      return response(200).json({ ...skill })
    }),

  // As the server: only an unused skill (ADR 0087).
  deleteSkill: (http) =>
    http.delete('/skill/{id}', ({ params, response }) => {
      const skill = db.skills.find((s) => s.id === params.id)
      if (!skill) return response.untyped(notFound('Skill'))
      const usage = usageOf(skill.id)
      if (usage.resumes + usage.vacancies > 0) return response.untyped(conflict(inUse(skill.name, usage)))
      db.skills = db.skills.filter((s) => s.id !== params.id)
      return response(204).empty()
    }),

  mergeSkill: (http) =>
    http.post('/skill/{id}/merge', async ({ request, params, response }) => {
      const body = await request.json()
      if (params.id === body.into) return response.untyped(fail(400, { into: ['Choose another skill to merge into.'] }))
      const source = db.skills.find((s) => s.id === params.id)
      if (!source) return response.untyped(notFound('Skill'))
      const target = db.skills.find((s) => s.id === body.into)
      if (!target) {
        return response.untyped(fail(400, { into: ['The skill to merge into does not exist (any more).'] }))
      }
      for (const item of [...db.vacancies, ...db.resumes]) {
        const skills = item.skills as { skill_id: string }[]
        const held = skills.some((s) => s.skill_id === target.id)
        item.skills = (
          held
            ? skills.filter((s) => s.skill_id !== source.id)
            : skills.map((s) => (s.skill_id === source.id ? { ...s, skill_id: target.id } : s))
        ) as never
      }
      const keys = new Set([searchKey(target.name)])
      target.aliases = [...target.aliases, source.name, ...source.aliases].filter((alias) => {
        const key = searchKey(alias)
        if (!key || keys.has(key)) return false
        keys.add(key)
        return true
      })
      db.skills = db.skills.filter((s) => s.id !== source.id)
      return response(200).json({ ...target })
    }),
} satisfies Definitions
