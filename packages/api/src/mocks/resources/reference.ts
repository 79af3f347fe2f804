import { db, newId } from '../db.ts'
import {
  checkRequired,
  conflict,
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
      const q = search.get('q')?.toLowerCase()
      const category = search.get('category')
      const found = db.skills
        .filter((s) => !q || s.name.toLowerCase().includes(q))
        .filter((s) => !category || s.category === category)
        .sort(byName)
      return response(200).json(page(found, search))
    }),

  createSkill: (http) =>
    http.post('/skill', async ({ request, response }) => {
      const body = await request.json()
      const detail: Detail = []
      checkRequired(detail, body, ['name'])
      const failure = invalid(detail) ?? (skillNameTaken(body.name) ? conflict('This skill exists already.') : null)
      if (failure) return response.untyped(failure)
      const skill = {
        id: newId(),
        name: body.name.trim(),
        category: body.category ?? null,
        aliases: body.aliases ?? [],
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
      const failure =
        invalid(detail) ?? (skillNameTaken(body.name, skill.id) ? conflict('This skill exists already.') : null)
      if (failure) return response.untyped(failure)
      Object.assign(skill, { name: body.name.trim(), category: body.category ?? null })
      return response(200).json({ ...skill })
    }),

  deleteSkill: (http) =>
    http.delete('/skill/{id}', ({ params, response }) => {
      if (!db.skills.some((s) => s.id === params.id)) return response.untyped(notFound('Skill'))
      db.skills = db.skills.filter((s) => s.id !== params.id)
      for (const item of [...db.vacancies, ...db.resumes]) {
        item.skills = item.skills.filter((s: { skill_id: string }) => s.skill_id !== params.id) as never
      }
      return response(204).empty()
    }),
} satisfies Definitions
