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
  seniorityCredit,
  SKILL_CREDIT,
  STATUS_CREDIT,
  type MatchLocation,
  type MatchResume,
  type MatchSalary,
  type MatchTaxonomy,
  type MatchVacancy,
  type Requirement,
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
/** How often a ranking starts a check that no published resume was deleted behind the index's back. */
const LIVENESS_EVERY_MS = 5_000
const LOAD_CHUNK = 5_000
const PERIODS = ['year', 'month', 'hour'] as const
/** A score's most points (hundredths): the weights of a vacancy's requirements sum to it. */
const MAX_POINTS = 10_000
/** Requirement stamps start again from zero before they could overflow an Int32Array. */
const STAMP_LIMIT = 2 ** 30

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

/** A resume or talent profile changed after the index's last look. */
interface Change {
  id: string
  draft: boolean
  updated_at: Date
  profile: boolean
  seen_at: Date
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
  /** The resume's talent: a page reads their name and applications beside the resume, not after it. */
  talentId: string
  /** The score in hundredths of a point, as the engine sums it. */
  points: number
}

/**
 * The ranking index of published resumes (ADR 0070): per resume, the features the engine scores (skill postings by
 * level, skills mentioned in its text, experience years, place, work modes, salary, languages, talent status) in
 * typed arrays, so ranking 100,000 resumes for a vacancy is one pass over numbers, scored by the same credit
 * functions as `scoreMatch`. Built lazily from the database; every ranking asks for the rows changed since its last
 * look (resumes.updated_at, talent_profiles.updated_at) and ranks while the answer travels, ranking again only when the
 * answer changed the index, so an update shows at once for the price of one round trip hidden behind the ranking. A
 * changed resume gets a new slot and its old slot is dead; the handler reloads the top rows from the database before
 * answering.
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
  // Scratch space of a ranking, one entry per slot, reused so a ranking allocates nothing in proportion to the index.
  private scratchPoints = new Int32Array(0)
  private scratchBest = new Int32Array(0)
  private scratchStamp = new Int32Array(0)
  private scratchOrder = new Int32Array(0)
  private scratchExcluded = new Int32Array(0)
  /** The slots a ranking met in the postings (the first `candidateCount`). */
  private scratchCandidates = new Int32Array(0)
  private candidateCount = 0
  private readonly scratchHistogram = new Int32Array(MAX_POINTS + 1)
  private readonly scratchSureHistogram = new Int32Array(MAX_POINTS + 1)
  private stamp = 0
  private queries = 0
  /** Counts every change to the slots: a ranking taken before a refresh stands if the refresh left it unchanged. */
  private version = 0
  private readonly resumeIds: string[] = []
  private readonly talentIds: string[] = []
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

  /**
   * The best published resumes for the vacancy, and how many pass the options in all, as of the database when the
   * call began: the question "what changed" goes out first, the index ranks while it travels, and ranks again only
   * when the answer changed a slot.
   */
  rank(vacancy: MatchVacancy, options: RankOptions): Promise<{ total: number; results: Ranked[] }> {
    return this.serialised(async () => {
      if (!this.loaded) {
        await this.refreshNow()
        return this.rankNow(vacancy, options)
      }
      this.taxonomy = await loadTaxonomy(this.db)
      const before = this.version
      const changes = this.changes()
      // Lets the query reach the socket (a pooled connection is handed over in microtasks) before the CPU is taken.
      await new Promise((resolve) => setImmediate(resolve))
      const ranked = this.rankNow(vacancy, options)
      await this.apply(await changes)
      return this.version === before ? ranked : this.rankNow(vacancy, options)
    })
  }

  /** Brings the index up to date with the database. */
  refresh(): Promise<void> {
    return this.serialised(() => this.refreshNow())
  }

  /** Two refreshes never interleave: each reads and applies the changes since the other's look. */
  private serialised<T>(run: () => Promise<T>): Promise<T> {
    const next = this.queue.then(run)
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
    await this.apply(await this.changes())
  }

  /** One round trip on the updated_at indexes of migration 0013: nothing changed is an empty answer. */
  private async changes(): Promise<Change[]> {
    const { rows } = await sql<Change>`
      select id, draft, updated_at, false as profile, statement_timestamp() as seen_at
        from resumes where updated_at > ${this.resumesSince}
      union all
      select r.id, r.draft, p.updated_at, true, statement_timestamp()
        from talent_profiles p join resumes r on r.talent_id = p.user_id where p.updated_at > ${this.profilesSince}
    `.execute(this.db)
    return rows
  }

  private async apply(rows: readonly Change[]): Promise<void> {
    // The next look starts a little before this one (database time): a transaction that began earlier and commits
    // after it is still seen. Rows seen already with the same updated_at are not read again, so a burst of writes
    // costs one reading, however long the overlap keeps returning it.
    const resumes = rows.filter((row) => !row.profile)
    const profiles = rows.filter((row) => row.profile)
    if (resumes[0]) this.resumesSince = new Date(resumes[0].seen_at.getTime() - OVERLAP_MS)
    if (profiles[0]) this.profilesSince = new Date(profiles[0].seen_at.getTime() - OVERLAP_MS)
    const changed = new Set<string>()
    const look = (changes: readonly Change[], seen: Float64Array) => {
      for (const row of changes) {
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
      // Off the ranking's path: a deletion shows on a page at once anyway (the handler re-reads the page's rows).
      this.checkLiveness().catch(() => {
        this.checkedLivenessAt = 0
      })
    }
  }

  /**
   * Drops resumes deleted behind the index's back (a deleted account leaves no updated_at to see), when the count of
   * published resumes differs from the index's. Runs beside rankings: only slots indexed before it began are
   * dropped, so a resume a concurrent refresh has just added is never mistaken for a deleted one.
   */
  private async checkLiveness(): Promise<void> {
    const indexedBefore = this.size
    const { count } = await this.db
      .selectFrom('resumes')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('draft', '=', false)
      .executeTakeFirstOrThrow()
    if (Number(count) === this.slotOf.size) return
    const published = new Set(
      (await this.db.selectFrom('resumes').select('id').where('draft', '=', false).execute()).map((row) => row.id),
    )
    for (const [id, slot] of [...this.slotOf]) if (slot < indexedBefore && !published.has(id)) this.kill(id)
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
      this.add(row.id, row.talent_id, resumeAt, profileAt, documents.get(row.id)!)
    }
  }

  private kill(resumeId: string): void {
    const slot = this.slotOf.get(resumeId)
    if (slot === undefined) return
    this.alive[slot] = 0
    this.slotOf.delete(resumeId)
    this.version++
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
    this.scratchBest = new Int32Array(capacity)
    this.scratchStamp = new Int32Array(capacity)
    this.scratchOrder = new Int32Array(capacity)
    this.scratchExcluded = new Int32Array(capacity)
    this.scratchCandidates = new Int32Array(capacity)
    this.stamp = 0
    this.capacity = capacity
  }

  private add(resumeId: string, talentId: string, resumeAt: number, profileAt: number, resume: MatchResume): void {
    if (this.size === this.capacity) this.grow()
    const slot = this.size++
    this.version++
    this.resumeIds[slot] = resumeId
    this.talentIds[slot] = talentId
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
    this.salaryPeriod[slot] = salary ? PERIODS.indexOf(salary.period) : 0
    const now = new Date()
    this.years[slot] = experienceYears(resume.experience, now)
    this.yearsAt[slot] = now.getTime()
    this.growing[slot] = resume.experience.some((entry) => entry.end_date === null) ? 1 : 0
    this.skillYears[slot] = resume.skills.reduce((most, skill) => Math.max(most, skill.years), 0)
    this.tie[slot] = Number.parseInt(resumeId.slice(0, 8), 16) >>> 0
    for (const skill of resume.skills) {
      this.postingsOf(this.postings, skill.skill_id).push((slot << 2) | SKILL_LEVELS.indexOf(skill.level))
    }
    for (const skillId of mentionsIn(resume, this.taxonomy!).keys())
      this.postingsOf(this.mentions, skillId).push(slot << 2)
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
    const taxonomy = this.taxonomy!
    if (this.stamp > STAMP_LIMIT) {
      this.scratchStamp.fill(0)
      this.stamp = 0
    }
    // Phase 1, skills: only resumes sharing a skill with the vacancy (listed, related or mentioned) are ranked, as
    // vacancies for a talent are (ADR 0070); the postings name them and nothing else is read. Each posting offers
    // its points for the requirement, and a resume keeps the best offer per requirement: points are monotone in
    // credit, so the best points are the points of the best credit, as scoreMatch takes it. A resume met for the
    // first time joins the list of candidates, which the next phases walk instead of every slot.
    const firstStamp = this.stamp + 1
    this.candidateCount = 0
    const table = new Int32Array(4)
    for (const requirement of requirements) {
      if (requirement.kind !== 'required_skill' && requirement.kind !== 'nice_to_have_skill') continue
      const stamp = ++this.stamp
      const { skill, weight } = requirement
      const skillNumber = this.skills.find(skill.skill_id)
      SKILL_LEVELS.forEach((level, code) => (table[code] = pointsOf(weight, levelCredit(skill.level, level))))
      if (skillNumber !== undefined) this.offer(this.postings[skillNumber], table, stamp, firstStamp)
      table.fill(pointsOf(weight, SKILL_CREDIT.related))
      for (const related of taxonomy.related.get(skill.skill_id) ?? []) {
        const relatedNumber = this.skills.find(related)
        if (relatedNumber !== undefined) this.offer(this.postings[relatedNumber], table, stamp, firstStamp)
      }
      table.fill(pointsOf(weight, SKILL_CREDIT.mentioned))
      if (skillNumber !== undefined) this.offer(this.mentions[skillNumber], table, stamp, firstStamp)
    }

    // Phase 2, which candidates count, and how high each could score. Everything but seniority is a look-up that does
    // not move with time (status, work modes, place, salary, languages): `sure` is the skill points plus those, a
    // score the resume has at least, and `bound` adds the most seniority could give, a score it cannot pass.
    const skipped = new Uint8Array(STATUSES.length)
    for (const status of options.skipStatuses ?? []) skipped[STATUSES.indexOf(status)] = 1
    const plan = this.restPlan(requirements)
    const excluded = this.scratchExcluded
    const queryStamp = ++this.queries
    for (const id of options.skipResumeIds ?? []) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined) excluded[slot] = queryStamp
    }
    const now = Date.now()
    const points = this.scratchPoints
    const sure = this.scratchBest
    const candidates = this.scratchCandidates
    const bounds = this.scratchHistogram.fill(0)
    const sures = this.scratchSureHistogram.fill(0)
    // scoreOfPoints(points) >= minScore without dividing: a score rounds half up to whole points.
    const floor = options.minScore * 100 - 50
    let total = 0
    let kept = 0
    // Locals, not fields, in the loops: V8 cannot keep a field in a register across a call.
    const { alive, status } = this
    const seniorityMost = plan.seniorityWeight
    for (let i = 0, count = this.candidateCount; i < count; i++) {
      const slot = candidates[i]!
      if (alive[slot] === 0 || skipped[status[slot]!] === 1 || excluded[slot] === queryStamp) continue
      const least = points[slot]! + this.fixedPoints(plan, slot)
      if (least + seniorityMost < floor) continue
      if (least < floor && least + this.seniorityPoints(plan, slot, now) < floor) continue
      sure[slot] = least
      sures[least]!++
      bounds[least + seniorityMost]!++
      candidates[kept++] = slot
      total++
    }

    // Phase 3, the page. Its k-th best score is at least the k-th best `sure`, so a resume whose bound is below that
    // cannot place: the others are put in order of their bound (counting sort) and scored best first, until the bound
    // cannot beat the heap's lowest.
    const wanted = options.offset + options.limit
    let kth = MAX_POINTS
    for (let above = 0; kth > 0; kth--) {
      above += sures[kth]!
      if (above >= wanted) break
    }
    let placed = 0
    for (let value = MAX_POINTS; value >= kth; value--) {
      const at = bounds[value]!
      bounds[value] = placed
      placed += at
    }
    const order = this.scratchOrder
    for (let i = 0; i < kept; i++) {
      const slot = candidates[i]!
      const bound = sure[slot]! + seniorityMost
      if (bound >= kth) order[bounds[bound]!++] = slot
    }
    const heap = new TopK(wanted)
    for (let i = 0; i < placed; i++) {
      const slot = order[i]!
      const least = sure[slot]!
      if (heap.full && least + seniorityMost < heap.lowest) break
      heap.offer(slot, least + this.seniorityPoints(plan, slot, now), this.tie[slot]!)
    }
    const results = heap
      .sorted()
      .slice(options.offset)
      .map(({ slot, points: sum }) => ({
        resumeId: this.resumeIds[slot]!,
        talentId: this.talentIds[slot]!,
        points: sum,
      }))
    return { total, results }
  }

  /**
   * Offers each resume of a posting list the points `table` gives its level code (entry & 3) for the requirement
   * being ranked (`stamp`); a resume keeps its best offer. A resume met for the first time in this ranking (a stamp
   * older than `firstStamp`) becomes a candidate with no points yet.
   */
  private offer(list: IntList | undefined, table: Int32Array, stamp: number, firstStamp: number): void {
    if (!list) return
    const { data, length } = list
    const points = this.scratchPoints
    const best = this.scratchBest
    const stamps = this.scratchStamp
    const candidates = this.scratchCandidates
    let count = this.candidateCount
    for (let i = 0; i < length; i++) {
      const entry = data[i]!
      const slot = entry >> 2
      const offered = table[entry & 3]!
      const seen = stamps[slot]!
      if (seen === stamp) {
        const held = best[slot]!
        if (offered > held) {
          points[slot] = points[slot]! + offered - held
          best[slot] = offered
        }
        continue
      }
      // Stamps only grow: one older than this ranking's first is a resume no skill of this vacancy touched yet.
      if (seen < firstStamp) {
        points[slot] = 0
        candidates[count++] = slot
      }
      stamps[slot] = stamp
      best[slot] = offered
      points[slot] = points[slot]! + offered
    }
    this.candidateCount = count
  }

  /** The vacancy's requirements other than skills as look-up tables over the index's codes. */
  private restPlan(requirements: readonly Requirement[]): RestPlan {
    const plan = new RestPlan()
    for (const requirement of requirements) {
      const weight = requirement.weight
      switch (requirement.kind) {
        case 'seniority':
          plan.seniority = requirement.seniority
          plan.seniorityWeight = weight
          break
        case 'location': {
          const asked = requirement.location
          plan.location = Int32Array.from(this.placeValues, (place) => pointsOf(weight, locationCredit(asked, place)))
          plan.locationNone = pointsOf(weight, locationCredit(asked, null))
          break
        }
        case 'remote':
          plan.remote = Int32Array.from({ length: 8 }, (_, mask) =>
            pointsOf(
              weight,
              remoteCredit(
                requirement.remote,
                MODES.filter((__, bit) => mask & (1 << bit)),
              ),
            ),
          )
          break
        case 'salary':
          plan.salary = requirement.salary
          plan.salaryWeight = weight
          plan.salaryCurrency = this.currencies.find(requirement.salary.currency) ?? -2
          plan.salaryPeriod = PERIODS.indexOf(requirement.salary.period)
          plan.salaryIncomparable = pointsOf(weight, salaryCredit(requirement.salary, null))
          plan.expectation.currency = requirement.salary.currency
          plan.expectation.period = requirement.salary.period
          break
        case 'language': {
          const { level, language } = requirement.language
          plan.languageTables.push(
            Int32Array.from([null, ...LANGUAGE_LEVELS], (listed) => pointsOf(weight, languageCredit(level, listed))),
          )
          plan.languageLevels.push(this.languages.get(language) ?? null)
          break
        }
        case 'talent_status':
          plan.status = Int32Array.from(STATUSES, (status) => pointsOf(weight, STATUS_CREDIT[status]))
          break
      }
    }
    return plan
  }

  /** A resume's points for the requirements other than skills and seniority: look-ups that do not move with time. */
  private fixedPoints(plan: RestPlan, slot: number): number {
    let sum = plan.status[this.status[slot]!]! + plan.remote[this.modes[slot]!]!
    const location = plan.location
    if (location) {
      const place = this.place[slot]!
      sum += place >= 0 ? location[place]! : plan.locationNone
    }
    const salary = plan.salary
    if (salary) {
      if (this.salaryCurrency[slot] === plan.salaryCurrency && this.salaryPeriod[slot] === plan.salaryPeriod) {
        plan.expectation.min = this.salaryMin[slot]!
        sum += pointsOf(plan.salaryWeight, salaryCredit(salary, plan.expectation))
      } else sum += plan.salaryIncomparable
    }
    const { languageTables, languageLevels } = plan
    for (let i = 0; i < languageTables.length; i++) {
      const levels = languageLevels[i]
      sum += languageTables[i]![levels ? levels[slot]! : 0]!
    }
    return sum
  }

  /** A resume's seniority points: its dated experience grows while a position is current. */
  private seniorityPoints(plan: RestPlan, slot: number, now: number): number {
    const seniority = plan.seniority
    if (seniority === null) return 0
    const dated = this.years[slot]! + (this.growing[slot] ? (now - this.yearsAt[slot]!) / YEAR_MS : 0)
    return pointsOf(plan.seniorityWeight, seniorityCredit(seniority, Math.max(dated, this.skillYears[slot]!)))
  }
}

/**
 * A vacancy's requirements other than skills, as TalentIndex scores them: one shape for every vacancy (no closure
 * made per ranking), so the scoring methods stay optimised from one ranking to the next. A kind the vacancy does not
 * state gives nothing: zero tables, a null seniority or salary, no languages.
 */
class RestPlan {
  status = new Int32Array(STATUSES.length)
  remote = new Int32Array(8)
  location: Int32Array | null = null
  locationNone = 0
  seniority: NonNullable<MatchVacancy['seniority']> | null = null
  seniorityWeight = 0
  salary: MatchSalary | null = null
  salaryWeight = 0
  salaryCurrency = -2
  salaryPeriod = -1
  salaryIncomparable = 0
  /** The resume's comparable expectation, filled in per resume (the credit function reads a salary). */
  readonly expectation: { min: number; max: number; currency: string; period: MatchSalary['period'] } = {
    min: 0,
    max: 0,
    currency: '',
    period: 'year',
  }
  readonly languageTables: Int32Array[] = []
  readonly languageLevels: (Int8Array | null)[] = []
}

/** The best k by points (then by a stable per-resume key), in a binary min-heap over typed arrays. */
class TopK {
  private readonly slots: Int32Array
  private readonly points: Int32Array
  private readonly ties: Uint32Array
  private length = 0
  constructor(private readonly k: number) {
    this.slots = new Int32Array(k)
    this.points = new Int32Array(k)
    this.ties = new Uint32Array(k)
  }

  get full(): boolean {
    return this.length === this.k
  }

  /** The points of the worst kept (with `full`: what a newcomer must reach). */
  get lowest(): number {
    return this.length === 0 ? -Infinity : this.points[0]!
  }

  /** Whether entry a ranks below entry b. */
  private worse(a: number, b: number): boolean {
    return this.points[a]! < this.points[b]! || (this.points[a] === this.points[b] && this.ties[a]! > this.ties[b]!)
  }

  offer(slot: number, points: number, tie: number): void {
    if (this.k === 0) return
    if (this.length < this.k) {
      this.put(this.length, slot, points, tie)
      this.up(this.length++)
      return
    }
    if (points < this.points[0]! || (points === this.points[0] && tie >= this.ties[0]!)) return
    this.put(0, slot, points, tie)
    this.down(0)
  }

  private put(at: number, slot: number, points: number, tie: number) {
    this.slots[at] = slot
    this.points[at] = points
    this.ties[at] = tie
  }

  private swap(a: number, b: number) {
    const slot = this.slots[a]!
    const points = this.points[a]!
    const tie = this.ties[a]!
    this.put(a, this.slots[b]!, this.points[b]!, this.ties[b]!)
    this.put(b, slot, points, tie)
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
      if (left < this.length && this.worse(left, worst)) worst = left
      if (right < this.length && this.worse(right, worst)) worst = right
      if (worst === index) return
      this.swap(index, worst)
      index = worst
    }
  }

  sorted(): { slot: number; points: number }[] {
    return Array.from({ length: this.length }, (_, index) => ({
      slot: this.slots[index]!,
      points: this.points[index]!,
      tie: this.ties[index]!,
    }))
      .sort((a, b) => b.points - a.points || a.tie - b.tie)
      .map(({ slot, points }) => ({ slot, points }))
  }
}
