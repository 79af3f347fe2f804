import {
  experienceYears,
  languageCredit,
  levelCredit,
  locationCredit,
  mentionsIn,
  pointsOf,
  remoteCredit,
  requirementsOf,
  salaryCredit,
  scoreOfPoints,
  seniorityCredit,
  SKILL_CREDIT,
  STATUS_CREDIT,
  type MatchLocation,
  type MatchResume,
  type MatchSalary,
  type MatchTaxonomy,
  type MatchVacancy,
  type TalentStatus,
} from '@hireloop/flows/rules'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Resume } from '../../db/schema.ts'
import { loadTaxonomy, matchResumes } from './matching.documents.ts'

const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const
const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'] as const
const MODES = ['onsite', 'hybrid', 'remote'] as const
const STATUSES = ['open_to_work', 'passive', 'not_looking', 'hired'] as const satisfies TalentStatus[]
const YEAR_MS = 365.25 * 86_400_000
/** Rows changed this long before the newest one seen are looked at again: a slow transaction commits late. */
const OVERLAP_MS = 10_000
/** How often a ranking checks that no published resume was deleted behind the index's back. */
const LIVENESS_EVERY_MS = 5_000
const LOAD_CHUNK = 5_000

/** A growable Int32 list (posting lists). */
class IntList {
  data = new Int32Array(16)
  length = 0
  push(value: number) {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data[this.length++] = value
  }
}

/** Strings to small numbers, and back. */
class Interner {
  readonly values: string[] = []
  private readonly ids = new Map<string, number>()
  id(value: string): number {
    let id = this.ids.get(value)
    if (id === undefined) {
      id = this.values.length
      this.values.push(value)
      this.ids.set(value, id)
    }
    return id
  }
  find(value: string): number | undefined {
    return this.ids.get(value)
  }
}

export interface RankOptions {
  /** Only resumes scoring at least this (0-100). */
  minScore: number
  /** How many of the best to return, after skipping `offset`. */
  offset: number
  limit: number
  /** Talent statuses to leave out. */
  skipStatuses?: readonly TalentStatus[]
  /** Resumes to leave out (those with an application already). */
  skipResumeIds?: ReadonlySet<string>
}

export interface Ranked {
  resumeId: string
  /** The score in hundredths of a point, as the engine sums it. */
  points: number
}

/**
 * The ranking index of published resumes (ADR 0070): per resume, the features the engine scores (skill postings by
 * level, skills mentioned in its text, experience years, place, work modes, salary, languages, talent status) in
 * typed arrays, so ranking 100,000 resumes for a vacancy is one pass over numbers, scored by the same credit
 * functions as `scoreMatch`. Built lazily from the database; before every ranking it re-reads the rows changed since
 * its last look (resumes.updated_at, talent_profiles.updated_at), so an update shows at once. A changed resume gets a
 * new slot and its old slot is dead; the handler reloads the top rows from the database before answering.
 */
export class TalentIndex {
  private size = 0
  private capacity = 0
  private alive = new Uint8Array(0)
  private status = new Uint8Array(0)
  private modes = new Uint8Array(0)
  private place = new Int32Array(0)
  private salaryMin = new Float64Array(0)
  private salaryCurrency = new Int32Array(0)
  private salaryPeriod = new Uint8Array(0)
  private years = new Float32Array(0)
  private yearsAt = new Float64Array(0)
  private growing = new Uint8Array(0)
  private skillYears = new Float32Array(0)
  private tie = new Uint32Array(0)
  /** Per slot: the resume's and the profile's updated_at (ms), to tell a changed row from one seen already. */
  private resumeAt = new Float64Array(0)
  private profileAt = new Float64Array(0)
  private scratchPoints = new Int32Array(0)
  private scratchBest = new Float32Array(0)
  private scratchStamp = new Int32Array(0)
  private stamp = 0
  private readonly resumeIds: string[] = []
  private readonly slotOf = new Map<string, number>()
  private readonly skills = new Interner()
  private readonly postings: IntList[] = []
  private readonly mentions: IntList[] = []
  private readonly places = new Interner()
  private readonly placeValues: (MatchLocation | null)[] = []
  private readonly currencies = new Interner()
  private readonly languages = new Map<string, Int8Array>()
  /** Rows changed after these (database time) are looked at by the next refresh. */
  private resumesSince = new Date(0)
  private profilesSince = new Date(0)
  private checkedLivenessAt = 0
  private taxonomy: MatchTaxonomy | null = null
  private queue: Promise<unknown> = Promise.resolve()
  private loaded = false

  constructor(private readonly db: Db) {}

  /** Published resumes in the index. */
  get count(): number {
    return this.slotOf.size
  }

  /** The best published resumes for the vacancy, and how many pass the options in all. */
  async rank(vacancy: MatchVacancy, options: RankOptions): Promise<{ total: number; results: Ranked[] }> {
    await this.refresh()
    return this.rankNow(vacancy, options)
  }

  /** Brings the index up to date with the database (serialised: two rankings never refresh at once). */
  refresh(): Promise<void> {
    const next = this.queue.then(() => this.refreshNow())
    this.queue = next.catch(() => {})
    return next
  }

  /** Drops resumes the caller found gone or unpublished (the next refresh brings a re-published one back). */
  forget(resumeIds: readonly string[]): void {
    for (const id of resumeIds) this.kill(id)
  }

  private async refreshNow(): Promise<void> {
    this.taxonomy = await loadTaxonomy(this.db)
    if (!this.loaded) {
      const { now } = await sql<{ now: Date }>`select statement_timestamp() as now`
        .execute(this.db)
        .then((result) => result.rows[0]!)
      this.resumesSince = this.profilesSince = new Date(now.getTime() - OVERLAP_MS)
      await this.loadAll()
      this.loaded = true
      this.checkedLivenessAt = Date.now()
      return
    }
    const seenAt = sql<Date>`statement_timestamp()`.as('seen_at')
    const [resumes, profiles] = await Promise.all([
      this.db
        .selectFrom('resumes')
        .select(['id', 'draft', 'updated_at', seenAt])
        .where('updated_at', '>', this.resumesSince)
        .execute(),
      this.db
        .selectFrom('talent_profiles')
        .innerJoin('resumes', 'resumes.talent_id', 'talent_profiles.user_id')
        .select(['resumes.id', 'resumes.draft', 'talent_profiles.updated_at', seenAt])
        .where('talent_profiles.updated_at', '>', this.profilesSince)
        .execute(),
    ])
    // The next look starts a little before this one (database time): a transaction that began earlier and commits
    // after it is still seen. Rows seen already with the same updated_at are not read again, so a burst of writes
    // costs one reading, however long the overlap keeps returning it.
    if (resumes[0]) this.resumesSince = new Date(resumes[0].seen_at.getTime() - OVERLAP_MS)
    if (profiles[0]) this.profilesSince = new Date(profiles[0].seen_at.getTime() - OVERLAP_MS)
    const changed = new Set<string>()
    const look = (rows: typeof resumes, seen: Float64Array) => {
      for (const row of rows) {
        const slot = this.slotOf.get(row.id)
        if (row.draft) {
          if (slot !== undefined) this.kill(row.id)
        } else if (slot === undefined || seen[slot] !== row.updated_at.getTime()) changed.add(row.id)
      }
    }
    look(resumes, this.resumeAt)
    look(profiles, this.profileAt)
    if (changed.size > 0) await this.loadResumes([...changed])
    if (Date.now() - this.checkedLivenessAt > LIVENESS_EVERY_MS) {
      this.checkedLivenessAt = Date.now()
      const { count } = await this.db
        .selectFrom('resumes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('draft', '=', false)
        .executeTakeFirstOrThrow()
      if (Number(count) !== this.slotOf.size) {
        const published = new Set(
          (await this.db.selectFrom('resumes').select('id').where('draft', '=', false).execute()).map((row) => row.id),
        )
        for (const id of [...this.slotOf.keys()]) if (!published.has(id)) this.kill(id)
      }
    }
  }

  private async loadAll(): Promise<void> {
    let after = ''
    for (;;) {
      const rows = await this.db
        .selectFrom('resumes')
        .selectAll()
        .where('draft', '=', false)
        .where('id', '>', after === '' ? '00000000-0000-0000-0000-000000000000' : after)
        .orderBy('id')
        .limit(LOAD_CHUNK)
        .execute()
      if (rows.length === 0) return
      await this.index(rows)
      after = rows[rows.length - 1]!.id
      if (rows.length < LOAD_CHUNK) return
    }
  }

  private async loadResumes(ids: readonly string[]): Promise<void> {
    for (let start = 0; start < ids.length; start += LOAD_CHUNK) {
      const chunk = ids.slice(start, start + LOAD_CHUNK)
      const rows = await this.db.selectFrom('resumes').selectAll().where('id', 'in', chunk).execute()
      const published = rows.filter((row) => !row.draft)
      const found = new Set(published.map((row) => row.id))
      for (const id of chunk) if (!found.has(id)) this.kill(id)
      await this.index(published)
    }
  }

  private async index(rows: readonly Resume[]): Promise<void> {
    const [documents, profiles] = await Promise.all([
      matchResumes(this.db, rows),
      this.db
        .selectFrom('talent_profiles')
        .select(['user_id', 'updated_at'])
        .where('user_id', 'in', [...new Set(rows.map((row) => row.talent_id))])
        .execute(),
    ])
    const profileAtOf = new Map(profiles.map((row) => [row.user_id, row.updated_at.getTime()]))
    for (const row of rows) {
      const resumeAt = row.updated_at.getTime()
      const profileAt = profileAtOf.get(row.talent_id) ?? 0
      const current = this.slotOf.get(row.id)
      if (current !== undefined && this.resumeAt[current] === resumeAt && this.profileAt[current] === profileAt)
        continue
      this.kill(row.id)
      this.add(row.id, resumeAt, profileAt, documents.get(row.id)!)
    }
  }

  private kill(resumeId: string): void {
    const slot = this.slotOf.get(resumeId)
    if (slot === undefined) return
    this.alive[slot] = 0
    this.slotOf.delete(resumeId)
  }

  private grow(): void {
    const capacity = Math.max(1024, this.capacity * 2)
    const grown = <T extends { set(source: ArrayLike<number>): void }>(old: T, make: (n: number) => T): T => {
      const next = make(capacity)
      next.set(old as unknown as ArrayLike<number>)
      return next
    }
    this.alive = grown(this.alive, (n) => new Uint8Array(n))
    this.status = grown(this.status, (n) => new Uint8Array(n))
    this.modes = grown(this.modes, (n) => new Uint8Array(n))
    this.place = grown(this.place, (n) => new Int32Array(n))
    this.salaryMin = grown(this.salaryMin, (n) => new Float64Array(n))
    this.salaryCurrency = grown(this.salaryCurrency, (n) => new Int32Array(n))
    this.salaryPeriod = grown(this.salaryPeriod, (n) => new Uint8Array(n))
    this.years = grown(this.years, (n) => new Float32Array(n))
    this.yearsAt = grown(this.yearsAt, (n) => new Float64Array(n))
    this.growing = grown(this.growing, (n) => new Uint8Array(n))
    this.skillYears = grown(this.skillYears, (n) => new Float32Array(n))
    this.tie = grown(this.tie, (n) => new Uint32Array(n))
    this.resumeAt = grown(this.resumeAt, (n) => new Float64Array(n))
    this.profileAt = grown(this.profileAt, (n) => new Float64Array(n))
    for (const [language, levels] of this.languages)
      this.languages.set(
        language,
        grown(levels, (n) => new Int8Array(n)),
      )
    this.scratchPoints = new Int32Array(capacity)
    this.scratchBest = new Float32Array(capacity)
    this.scratchStamp = new Int32Array(capacity)
    this.capacity = capacity
  }

  private add(resumeId: string, resumeAt: number, profileAt: number, resume: MatchResume): void {
    if (this.size === this.capacity) this.grow()
    const slot = this.size++
    this.resumeIds[slot] = resumeId
    this.resumeAt[slot] = resumeAt
    this.profileAt[slot] = profileAt
    this.slotOf.set(resumeId, slot)
    this.alive[slot] = 1
    this.status[slot] = STATUSES.indexOf(resume.talent_status)
    this.modes[slot] = resume.work_modes.reduce((mask, mode) => mask | (1 << MODES.indexOf(mode)), 0)
    this.place[slot] = this.placeOf(resume.location)
    const salary = resume.salary_expectation
    this.salaryCurrency[slot] = salary ? this.currencies.id(salary.currency) : -1
    this.salaryMin[slot] = salary?.min ?? 0
    this.salaryPeriod[slot] = salary ? ['year', 'month', 'hour'].indexOf(salary.period) : 0
    const now = new Date()
    this.years[slot] = experienceYears(resume.experience, now)
    this.yearsAt[slot] = now.getTime()
    this.growing[slot] = resume.experience.some((entry) => entry.end_date === null) ? 1 : 0
    this.skillYears[slot] = resume.skills.reduce((most, skill) => Math.max(most, skill.years), 0)
    this.tie[slot] = Number.parseInt(resumeId.slice(0, 8), 16) >>> 0
    for (const skill of resume.skills) {
      this.postingsOf(this.postings, skill.skill_id).push((slot << 2) | SKILL_LEVELS.indexOf(skill.level))
    }
    for (const skillId of mentionsIn(resume, this.taxonomy!).keys()) this.postingsOf(this.mentions, skillId).push(slot)
    for (const language of resume.languages) {
      let levels = this.languages.get(language.language)
      if (!levels) {
        levels = new Int8Array(this.capacity)
        this.languages.set(language.language, levels)
      }
      levels[slot] = LANGUAGE_LEVELS.indexOf(language.level) + 1
    }
  }

  private postingsOf(lists: IntList[], skillId: string): IntList {
    const id = this.skills.id(skillId)
    return (lists[id] ??= new IntList())
  }

  private placeOf(location: MatchLocation | null): number {
    if (!location) return -1
    const key = `${location.country}|${location.city?.trim().toLowerCase() ?? ''}`
    const id = this.places.id(key)
    this.placeValues[id] ??= { country: location.country, state: null, city: location.city }
    return id
  }

  private rankNow(vacancy: MatchVacancy, options: RankOptions): { total: number; results: Ranked[] } {
    const requirements = requirementsOf(vacancy)
    const points = this.scratchPoints
    const best = this.scratchBest
    const stamps = this.scratchStamp
    const taxonomy = this.taxonomy!
    // Only resumes sharing a skill with the vacancy (listed, related or mentioned) are ranked, as vacancies for a
    // talent are (ADR 0070): the skill postings name them, and nothing else is looked at.
    const candidates = new IntList()
    const candidateStamp = ++this.stamp
    const touched = new IntList()
    for (const requirement of requirements) {
      if (requirement.kind !== 'required_skill' && requirement.kind !== 'nice_to_have_skill') continue
      const stamp = ++this.stamp
      touched.length = 0
      const offer = (slot: number, credit: number) => {
        if (stamps[slot] === stamp) {
          if (credit > best[slot]!) best[slot] = credit
          return
        }
        // Stamps only grow: one older than this ranking's first is a resume no skill of this vacancy touched yet.
        if (stamps[slot]! < candidateStamp) {
          points[slot] = 0
          candidates.push(slot)
        }
        stamps[slot] = stamp
        best[slot] = credit
        touched.push(slot)
      }
      const skillNumber = this.skills.find(requirement.skill.skill_id)
      const byLevel = SKILL_LEVELS.map((level) => levelCredit(requirement.skill.level, level))
      const direct = skillNumber === undefined ? undefined : this.postings[skillNumber]
      if (direct) for (let i = 0; i < direct.length; i++) offer(direct.data[i]! >> 2, byLevel[direct.data[i]! & 3]!)
      for (const related of taxonomy.related.get(requirement.skill.skill_id) ?? []) {
        const relatedNumber = this.skills.find(related)
        const list = relatedNumber === undefined ? undefined : this.postings[relatedNumber]
        if (list) for (let i = 0; i < list.length; i++) offer(list.data[i]! >> 2, SKILL_CREDIT.related)
      }
      const mentioned = skillNumber === undefined ? undefined : this.mentions[skillNumber]
      if (mentioned) for (let i = 0; i < mentioned.length; i++) offer(mentioned.data[i]!, SKILL_CREDIT.mentioned)
      for (let i = 0; i < touched.length; i++) {
        const slot = touched.data[i]!
        points[slot]! += pointsOf(requirement.weight, best[slot]!)
      }
    }

    // The other requirements: tables per feature value where the value set is small, the credit functions otherwise.
    let seniority: { weight: number; seniority: NonNullable<MatchVacancy['seniority']> } | null = null
    let location: { weight: number; asked: MatchLocation; cache: Int32Array } | null = null
    let remoteTable: Int32Array | null = null
    let salary: { weight: number; offer: MatchSalary } | null = null
    const languages: { table: Int32Array; levels: Int8Array | undefined }[] = []
    let statusTable = new Int32Array(STATUSES.length)
    /** The most the requirements other than skills can add: a bound that spares scoring a resume that cannot place. */
    let otherMost = 0
    for (const requirement of requirements) {
      const weight = requirement.weight
      if (requirement.kind === 'required_skill' || requirement.kind === 'nice_to_have_skill') continue
      otherMost += weight
      if (requirement.kind === 'seniority') seniority = { weight, seniority: requirement.seniority }
      else if (requirement.kind === 'location') {
        location = { weight, asked: requirement.location, cache: new Int32Array(this.places.values.length).fill(-1) }
      } else if (requirement.kind === 'remote') {
        remoteTable = new Int32Array(8)
        for (let mask = 0; mask < 8; mask++) {
          const modes = MODES.filter((_, bit) => mask & (1 << bit))
          remoteTable[mask] = pointsOf(weight, remoteCredit(requirement.remote, modes))
        }
      } else if (requirement.kind === 'salary') salary = { weight, offer: requirement.salary }
      else if (requirement.kind === 'language') {
        const table = new Int32Array(LANGUAGE_LEVELS.length + 1)
        table[0] = pointsOf(weight, languageCredit(requirement.language.level, null))
        LANGUAGE_LEVELS.forEach((level, index) => {
          table[index + 1] = pointsOf(weight, languageCredit(requirement.language.level, level))
        })
        languages.push({ table, levels: this.languages.get(requirement.language.language) })
      } else if (requirement.kind === 'talent_status') {
        statusTable = Int32Array.from(STATUSES, (status) => pointsOf(weight, STATUS_CREDIT[status]))
      }
    }
    const skipped = new Uint8Array(STATUSES.length)
    for (const status of options.skipStatuses ?? []) skipped[STATUSES.indexOf(status)] = 1
    const skipSlots = new Set<number>()
    for (const id of options.skipResumeIds ?? []) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined) skipSlots.add(slot)
    }
    const expectation = { min: 0, max: 0, currency: '', period: 'year' as MatchSalary['period'] }
    const periods = ['year', 'month', 'hour'] as const
    const now = Date.now()
    const scoreOf = (slot: number): number => {
      let sum = points[slot]! + statusTable[this.status[slot]!]!
      if (remoteTable) sum += remoteTable[this.modes[slot]!]!
      if (seniority) {
        const dated = this.years[slot]! + (this.growing[slot] ? (now - this.yearsAt[slot]!) / YEAR_MS : 0)
        sum += pointsOf(seniority.weight, seniorityCredit(seniority.seniority, Math.max(dated, this.skillYears[slot]!)))
      }
      if (location) {
        const place = this.place[slot]!
        if (place >= 0) {
          let cached = location.cache[place]!
          if (cached < 0) {
            cached = pointsOf(location.weight, locationCredit(location.asked, this.placeValues[place]!))
            location.cache[place] = cached
          }
          sum += cached
        } else sum += pointsOf(location.weight, locationCredit(location.asked, null))
      }
      if (salary) {
        const currency = this.salaryCurrency[slot]!
        let given: MatchSalary | null = null
        if (currency >= 0) {
          expectation.min = this.salaryMin[slot]!
          expectation.currency = this.currencies.values[currency]!
          expectation.period = periods[this.salaryPeriod[slot]!]!
          given = expectation
        }
        sum += pointsOf(salary.weight, salaryCredit(salary.offer, given))
      }
      for (const language of languages) sum += language.table[language.levels ? language.levels[slot]! : 0]!
      return sum
    }

    // Candidates grouped by their skill points, best group first: once the page is full and better than all a group
    // could reach (its skill points plus every other requirement met), that group is only counted, not scored. A
    // resume counts towards the total when even nothing else met keeps it at min_score, and is left out when all met
    // would not reach it; only those in between are scored for the count.
    const groups = new Map<number, IntList>()
    for (let i = 0; i < candidates.length; i++) {
      const slot = candidates.data[i]!
      if (this.alive[slot] === 0 || skipped[this.status[slot]!] === 1 || skipSlots.has(slot)) continue
      const skillPoints = points[slot]!
      let group = groups.get(skillPoints)
      if (!group) groups.set(skillPoints, (group = new IntList()))
      group.push(slot)
    }
    const heap = new TopK(options.offset + options.limit)
    let total = 0
    for (const skillPoints of [...groups.keys()].sort((a, b) => b - a)) {
      const group = groups.get(skillPoints)!
      const counted = scoreOfPoints(skillPoints) >= options.minScore
      const reachable = scoreOfPoints(skillPoints + otherMost) >= options.minScore
      if (!reachable) continue
      const placeable = !heap.full || heap.lowest <= skillPoints + otherMost
      if (counted && !placeable) {
        total += group.length
        continue
      }
      for (let i = 0; i < group.length; i++) {
        const slot = group.data[i]!
        const sum = scoreOf(slot)
        if (scoreOfPoints(sum) < options.minScore) continue
        total++
        heap.offer(slot, sum, this.tie[slot]!)
      }
    }
    const results = heap
      .sorted()
      .slice(options.offset)
      .map(({ slot, points: sum }) => ({ resumeId: this.resumeIds[slot]!, points: sum }))
    return { total, results }
  }
}

/** The best k by points (then by a stable per-resume key), in a binary min-heap. */
class TopK {
  private readonly slots: number[] = []
  private readonly points: number[] = []
  private readonly ties: number[] = []
  constructor(private readonly k: number) {}

  get full(): boolean {
    return this.k === 0 || this.slots.length === this.k
  }

  /** The points of the worst kept (with `full`: what a newcomer must reach). */
  get lowest(): number {
    return this.points[0] ?? -Infinity
  }

  private worse(a: number, b: number): boolean {
    return this.points[a]! < this.points[b]! || (this.points[a] === this.points[b] && this.ties[a]! > this.ties[b]!)
  }

  offer(slot: number, points: number, tie: number): void {
    if (this.k === 0) return
    if (this.slots.length < this.k) {
      this.slots.push(slot)
      this.points.push(points)
      this.ties.push(tie)
      this.up(this.slots.length - 1)
      return
    }
    if (points < this.points[0]! || (points === this.points[0] && tie >= this.ties[0]!)) return
    this.slots[0] = slot
    this.points[0] = points
    this.ties[0] = tie
    this.down(0)
  }

  private swap(a: number, b: number) {
    for (const list of [this.slots, this.points, this.ties]) [list[a], list[b]] = [list[b]!, list[a]!]
  }

  private up(index: number) {
    while (index > 0) {
      const parent = (index - 1) >> 1
      if (!this.worse(index, parent)) return
      this.swap(index, parent)
      index = parent
    }
  }

  private down(index: number) {
    for (;;) {
      const left = index * 2 + 1
      const right = left + 1
      let worst = index
      if (left < this.slots.length && this.worse(left, worst)) worst = left
      if (right < this.slots.length && this.worse(right, worst)) worst = right
      if (worst === index) return
      this.swap(index, worst)
      index = worst
    }
  }

  sorted(): { slot: number; points: number }[] {
    return this.slots
      .map((slot, index) => ({ slot, points: this.points[index]!, tie: this.ties[index]! }))
      .sort((a, b) => b.points - a.points || a.tie - b.tie)
  }
}
