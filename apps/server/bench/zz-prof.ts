import { matchTaxonomyOf, scoreMatch, matchVacancyOf, mentionsIn } from '@hireloop/flows/rules'
import { SKILL_TAXONOMY, SKILL_RELATIONS } from '../src/resources/skills/skills.taxonomy.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { drawResume, randomSource, skillFields } from '../bench/matching.generator.ts'
const rows = SKILL_TAXONOMY.map((s) => ({ id: searchKey(s.name), search_key: searchKey(s.name), name: s.name, aliases: s.aliases }))
const taxonomy = matchTaxonomyOf(rows, SKILL_RELATIONS.map(([a, b]) => [searchKey(a), searchKey(b)] as const))
const fields = skillFields(rows)
const random = randomSource(1)
const today = new Date()
const docs = Array.from({ length: 5000 }, () => drawResume(random, fields, today).document)
const backend = fields.get('Backend')!
const vacancy = matchVacancyOf({ skills: [{ skill_id: backend[0]!.id, name: backend[0]!.name, level: 'advanced', required: true }, { skill_id: backend[3]!.id, name: backend[3]!.name, level: 'intermediate', required: true }, { skill_id: backend[5]!.id, name: backend[5]!.name, level: 'intermediate', required: false }], seniority: 'senior', location: { country: 'DE', state: null, city: 'Berlin' }, remote: 'hybrid', salary: { min: 60000, max: 80000, currency: 'EUR', period: 'year' }, languages: [{ language: 'en', level: 'c1' }] })
for (let round = 0; round < 3; round++) {
  let c = process.cpuUsage(); let t = performance.now()
  for (const d of docs) scoreMatch(d, vacancy, taxonomy, { today })
  const all = performance.now() - t; const allCpu = process.cpuUsage(c).user / 1000; c = process.cpuUsage()
  t = performance.now()
  for (const d of docs) mentionsIn(d, taxonomy)
  const mCpu = process.cpuUsage(c).user / 1000; console.log(`cpu: scoreMatch ${(allCpu / docs.length * 1000).toFixed(1)} us, mentionsIn ${(mCpu / docs.length * 1000).toFixed(1)} us; wall: scoreMatch ${(all / docs.length * 1000).toFixed(1)} us each; mentionsIn ${((performance.now() - t) / docs.length * 1000).toFixed(1)} us; load ${(await import('node:os')).loadavg()[0]}`)
}
