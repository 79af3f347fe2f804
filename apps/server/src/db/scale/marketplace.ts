// What a recruiting marketplace holds, as the scale generator draws it (ADR 0094): most people work in a few fields,
// a field's common skills are common (Zipf), levels follow years, most people are in a handful of cities, English is
// the shared language, salaries follow seniority and country.
import type { Db } from '../database.ts'
import type { Seniority, SkillLevel } from '../schema.ts'
import { searchKey } from '../../resources/skills/search-key.ts'
import { SKILL_TAXONOMY } from '../../resources/skills/skills.taxonomy.ts'
import type { Random } from './random.ts'

export interface Place {
  country: string
  state: string
  city: string
  currency: string
  /** Salaries here against Berlin's. */
  pay: number
  languages: readonly string[]
}

// Where the marketplace's people are, most first.
export const PLACES: readonly (readonly [Place, number])[] = [
  [{ country: 'DE', state: 'Berlin', city: 'Berlin', currency: 'EUR', pay: 1, languages: ['de'] }, 14],
  [{ country: 'DE', state: 'Bavaria', city: 'Munich', currency: 'EUR', pay: 1.1, languages: ['de'] }, 8],
  [{ country: 'DE', state: 'Hamburg', city: 'Hamburg', currency: 'EUR', pay: 1, languages: ['de'] }, 5],
  [{ country: 'GB', state: 'England', city: 'London', currency: 'GBP', pay: 0.95, languages: ['en'] }, 12],
  [{ country: 'GB', state: 'England', city: 'Manchester', currency: 'GBP', pay: 0.8, languages: ['en'] }, 3],
  [{ country: 'NL', state: 'North Holland', city: 'Amsterdam', currency: 'EUR', pay: 1.05, languages: ['nl'] }, 7],
  [{ country: 'FR', state: 'Île-de-France', city: 'Paris', currency: 'EUR', pay: 0.9, languages: ['fr'] }, 8],
  [{ country: 'ES', state: 'Community of Madrid', city: 'Madrid', currency: 'EUR', pay: 0.7, languages: ['es'] }, 5],
  [{ country: 'ES', state: 'Catalonia', city: 'Barcelona', currency: 'EUR', pay: 0.7, languages: ['es', 'ca'] }, 4],
  [{ country: 'PL', state: 'Masovian Voivodeship', city: 'Warsaw', currency: 'PLN', pay: 3, languages: ['pl'] }, 6],
  [{ country: 'PT', state: 'Lisbon', city: 'Lisbon', currency: 'EUR', pay: 0.6, languages: ['pt'] }, 4],
  [{ country: 'SE', state: 'Stockholm County', city: 'Stockholm', currency: 'SEK', pay: 10, languages: ['sv'] }, 3],
  [{ country: 'US', state: 'New York', city: 'New York', currency: 'USD', pay: 1.9, languages: ['en'] }, 7],
  [{ country: 'US', state: 'California', city: 'San Francisco', currency: 'USD', pay: 2.2, languages: ['en'] }, 5],
  [{ country: 'CA', state: 'Ontario', city: 'Toronto', currency: 'CAD', pay: 1.5, languages: ['en', 'fr'] }, 3],
  [{ country: 'IN', state: 'Karnataka', city: 'Bengaluru', currency: 'INR', pay: 30, languages: ['hi', 'kn'] }, 6],
]

// Fields people work in, and how many of the marketplace's talents work in each.
export const FIELDS: readonly (readonly [string, number])[] = [
  ['Backend', 14],
  ['Frontend', 12],
  ['Programming languages', 6],
  ['Data and analytics', 9],
  ['DevOps', 7],
  ['Cloud', 5],
  ['Mobile', 5],
  ['Machine learning', 5],
  ['Testing', 4],
  ['Databases', 4],
  ['Design', 6],
  ['Product', 5],
  ['Marketing', 6],
  ['Sales', 5],
  ['People and operations', 4],
  ['Security', 3],
]
/** Fields whose people also list programming languages. */
export const CODING = new Set([
  'Backend',
  'Frontend',
  'DevOps',
  'Cloud',
  'Mobile',
  'Machine learning',
  'Testing',
  'Data and analytics',
  'Databases',
])
export const NEIGHBOURS: Record<string, readonly string[]> = {
  Backend: ['Databases', 'Cloud', 'DevOps', 'Testing'],
  Frontend: ['Design', 'Testing', 'Mobile'],
  'Programming languages': ['Backend', 'Machine learning'],
  'Data and analytics': ['Databases', 'Machine learning', 'Cloud'],
  DevOps: ['Cloud', 'Backend', 'Security'],
  Cloud: ['DevOps', 'Security'],
  Mobile: ['Frontend', 'Testing'],
  'Machine learning': ['Data and analytics', 'Cloud'],
  Testing: ['DevOps', 'Frontend'],
  Databases: ['Backend', 'Data and analytics'],
  Design: ['Frontend', 'Product'],
  Product: ['Design', 'Data and analytics', 'Marketing'],
  Marketing: ['Sales', 'Product', 'Data and analytics'],
  Sales: ['Marketing', 'People and operations'],
  'People and operations': ['Sales', 'Product'],
  Security: ['DevOps', 'Cloud'],
}

export const TITLES: Record<string, readonly string[]> = {
  Backend: ['Backend engineer', 'Software engineer', 'API engineer'],
  Frontend: ['Frontend engineer', 'Web developer', 'UI engineer'],
  'Programming languages': ['Software engineer', 'Systems programmer'],
  'Data and analytics': ['Data analyst', 'Data engineer', 'Analytics engineer'],
  DevOps: ['DevOps engineer', 'Site reliability engineer', 'Platform engineer'],
  Cloud: ['Cloud engineer', 'Cloud architect'],
  Mobile: ['iOS developer', 'Android developer', 'Mobile engineer'],
  'Machine learning': ['Machine learning engineer', 'Data scientist'],
  Testing: ['QA engineer', 'Test automation engineer'],
  Databases: ['Database administrator', 'Database engineer'],
  Design: ['Product designer', 'UX designer', 'UI designer'],
  Product: ['Product manager', 'Product owner'],
  Marketing: ['Marketing manager', 'Growth marketer', 'Content marketer'],
  Sales: ['Account executive', 'Sales manager'],
  'People and operations': ['HR business partner', 'Operations manager', 'Recruiter'],
  Security: ['Security engineer', 'Penetration tester'],
}

/** Past employers named in generated experience. */
export const PAST_EMPLOYERS = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Labs',
  'Wayne Tech',
  'Vandelay',
  'Soylent',
  'Tyrell',
]
export const VERBS = [
  'Built',
  'Maintained',
  'Led the move to',
  'Introduced',
  'Scaled',
  'Owned',
  'Shipped features with',
  'Ran',
]
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const satisfies SkillLevel[]
export const SENIORITY_BASE = {
  intern: 20_000,
  junior: 42_000,
  middle: 58_000,
  senior: 75_000,
  lead: 90_000,
  principal: 110_000,
}

export interface TaxonomyRow {
  id: string
  name: string
  aliases: readonly string[]
}

/** Skills per category, in the taxonomy's order (its first skills are its most common ones), with their ids. */
export function skillFields(skills: readonly { id: string; search_key: string }[]): Map<string, TaxonomyRow[]> {
  const idOf = new Map(skills.map((row) => [row.search_key, row.id]))
  const byField = new Map<string, TaxonomyRow[]>()
  for (const skill of SKILL_TAXONOMY) {
    const id = idOf.get(searchKey(skill.name))
    if (!id) continue
    const list = byField.get(skill.category) ?? []
    list.push({ id, name: skill.name, aliases: skill.aliases })
    byField.set(skill.category, list)
  }
  return byField
}

export const skillsByField = async (db: Db) =>
  skillFields(await db.selectFrom('skills').select(['id', 'search_key']).execute())

export function seniorityOf(years: number): Seniority {
  return years < 0.5
    ? 'intern'
    : years < 2
      ? 'junior'
      : years < 5
        ? 'middle'
        : years < 8
          ? 'senior'
          : years < 12
            ? 'lead'
            : 'principal'
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10)

export function drawSkills(random: Random, fields: Map<string, TaxonomyRow[]>, field: string, count: number) {
  const chosen = new Map<string, TaxonomyRow>()
  const from = (category: string) => {
    const list = fields.get(category)
    if (!list || list.length === 0) return
    const skill = list[random.zipf(list.length)]!
    chosen.set(skill.id, skill)
  }
  if (CODING.has(field)) for (let i = random.int(1, 3); i > 0; i--) from('Programming languages')
  for (let guard = 0; chosen.size < count && guard < count * 6; guard++) {
    from(random.next() < 0.75 ? field : random.pick(NEIGHBOURS[field] ?? [field]))
  }
  return [...chosen.values()]
}
