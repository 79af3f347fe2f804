import type { Schemas } from '../../api/context.ts'
import type { SkillLevel } from '../../db/schema.ts'
import { BULLET, countryOf, skillsIn, stripBullet, TITLE_WORDS, toLines, type SkillIndex } from './resume-fields.ts'
import { salaryIn } from './vacancy-salary.ts'
import { headingOf, splitVacancySections, type VacancySection, type VacancySectionKind } from './vacancy-sections.ts'

export type ParsedVacancy = Schemas['ParsedVacancy']
type Fields = ParsedVacancy['fields']
type ParsedVacancySkill = Schemas['ParsedVacancySkill']
type Location = Schemas['Location']

/** ParsedText holds at most this much; the description is cut at a paragraph or list item before it. */
export const MAX_DESCRIPTION = 5000
const MAX_SOURCE = 500
const MAX_SKILLS = 50

const source = (line: string) => (line.length > MAX_SOURCE ? `${line.slice(0, MAX_SOURCE - 1)}…` : line)
const isBullet = (line: string) => BULLET.test(line)
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

// --- Facts: "Location: Berlin, Germany", "Type: Full-time" ---------------------------------------------------------

type FactKind = 'title' | 'location' | 'employment' | 'seniority' | 'remote' | 'salary'

const FACT_LABELS: [FactKind, RegExp][] = [
  ['title', /^(job title|title|position|role|job|stelle|vacancy|we re hiring|we are hiring)$/],
  [
    'location',
    /^(location|locations|office|office location|based in|where|workplace|place of work|city|standort|arbeitsort|einsatzort)$/,
  ],
  [
    'employment',
    /^(employment|employment type|job type|type|contract|contract type|schedule|hours|working hours|position type|anstellungsart|vertragsart|anstellung)$/,
  ],
  ['seniority', /^(seniority|seniority level|level|experience level|career level|experience)$/],
  [
    'remote',
    /^(remote|remote policy|remote work|work model|working model|work mode|workplace type|work setup|arbeitsmodell)$/,
  ],
  [
    'salary',
    /^(salary|salary range|pay range|compensation|pay|rate|hourly rate|base salary|budget|gehalt|vergutung|jahresgehalt)$/,
  ],
]

interface Fact {
  kind: FactKind
  value: string
  line: number
}

/** The facts of one line; a line of facts may hold several, split by bars or dots ("Berlin · Hybrid · Full-time"). */
function factsOf(line: string, index: number): { facts: Fact[]; pieces: number } {
  const pieces = stripBullet(line)
    .split(/\s+[|•·]\s+|\s{3,}/u)
    .filter(Boolean)
  const facts: Fact[] = []
  for (const piece of pieces) {
    const labelled = /^([^:]{2,30}):\s*(.+)$/u.exec(piece)
    if (!labelled) continue
    const label = fold(labelled[1]!)
    const kind = FACT_LABELS.find(([, pattern]) => pattern.test(label))?.[0]
    if (kind) facts.push({ kind, value: labelled[2]!.trim(), line: index })
  }
  return { facts, pieces: pieces.length }
}

// --- Employment type, seniority, remote policy ---------------------------------------------------------------------

type EmploymentType = Schemas['EmploymentType']
type Seniority = Schemas['Seniority']
type RemotePolicy = Schemas['RemotePolicy']

/** Where the text says which; the earliest mention wins ("Contract (6 months, full-time)" is a contract). */
function employmentIn(text: string, strict: boolean): EmploymentType | null {
  const patterns: [RegExp, EmploymentType][] = [
    [/\bfull[- ]?time\b|\bpermanent\b|\bvollzeit\b|\bfestanstellung\b|\bunbefristet\b/iu, 'full_time'],
    [/\bpart[- ]?time\b|\bteilzeit\b/iu, 'part_time'],
    [/\bfreelanc(?:e|er|ing)\b/iu, 'freelance'],
    [/\binternship\b|\bintern\b|\bpraktikum\b|\bpraktikant(?:in)?\b/iu, 'internship'],
    // "Contract" alone is a word of many meanings ("smart contracts"): in running text only as a kind of job.
    [
      strict
        ? /\bcontract(?:or)?\b|\bfixed[- ]term\b|\btemporary\b|\bbefristet\b/iu
        : /\b(?:contract|fixed[- ]term)\s+(?:role|position|job|basis|assignment|engagement)\b|\bon a contract\b|\bcontractor\b/iu,
      'contract',
    ],
  ]
  let best: { at: number; type: EmploymentType } | null = null
  for (const [pattern, type] of patterns) {
    const match = pattern.exec(text)
    if (match && (!best || match.index < best.at)) best = { at: match.index, type }
  }
  return best?.type ?? null
}

/** Highest first: a "Senior Team Lead" leads. */
const SENIORITIES: [RegExp, Seniority][] = [
  [/\b(principal|distinguished)\b/iu, 'principal'],
  [/\b(lead|staff|head of|leitung|leiter(?:in)?)\b/iu, 'lead'],
  [/\b(senior|sr)\b/iu, 'senior'],
  [/\b(mid[- ]?level|middle|intermediate|mid)\b/iu, 'middle'],
  [/\b(junior|jr|entry[- ]level|graduate)\b/iu, 'junior'],
  [/\b(intern|internship|praktikant(?:in)?|praktikum|trainee)\b/iu, 'intern'],
]

function seniorityIn(text: string): Seniority | null {
  for (const [pattern, seniority] of SENIORITIES) if (pattern.test(text)) return seniority
  return null
}

function remoteIn(text: string): RemotePolicy | null {
  if (/\bhybrid\b|\b\d\s*days?\b[^.]*\b(?:in the office|on[- ]?site|from home|remote)\b/iu.test(text)) return 'hybrid'
  if (/\b(?:no remote|not remote|on[- ]?site|in[- ]office|office[- ]based|in the office|vor ort)\b/iu.test(text)) {
    return 'onsite'
  }
  if (/\b(?:remote|work from anywhere|work from home|fully distributed)\b/iu.test(text)) return 'remote'
  return null
}

// --- Location ------------------------------------------------------------------------------------------------------

const PLACE = /^\p{Lu}[\p{L}.'’ -]{1,60}$/u

/**
 * "Berlin, Germany", "Austin, Texas, USA", "Zurich, Switzerland (hybrid)": city, optional state, then a country by its
 * name. Names only: the job resolves them against the reference data (vacancy-location.ts).
 */
export function locationIn(text: string, countryAlone: boolean): Location | null {
  const cleaned = text
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\b(?:fully remote|remote|hybrid|on[- ]?site|in[- ]office)\b/giu, ' ')
    .replace(/\s+/g, ' ')
  for (const piece of cleaned.split(/\s*(?:[|•·/;]|\bor\b|\band\b)\s*/u)) {
    const parts = piece
      .split(/\s*,\s*/)
      .map((part) => part.replace(/^\d{4,5}\s+/, '').trim())
      .filter(Boolean)
    if (parts.length >= 2 && parts.length <= 3) {
      const country = countryOf(parts.at(-1)!)
      const places = parts.slice(0, -1)
      if (country && places.every((place) => PLACE.test(place))) {
        return { country, state: places.length === 2 ? places[1]! : null, city: places[0]! }
      }
    }
    if (countryAlone && parts.length === 1 && parts[0]!.length > 3) {
      const country = countryOf(parts[0]!)
      if (country) return { country, state: null, city: null }
    }
  }
  return null
}

// --- Skills --------------------------------------------------------------------------------------------------------

const SKILL_LEVELS: [RegExp, SkillLevel][] = [
  [/\b(expert|expertise|mastery|deep (?:knowledge|expertise|understanding|experience)|in-depth)\b/iu, 'expert'],
  [/\b(advanced|senior|strong|proficient|proficiency|solid|extensive|excellent)\b/iu, 'advanced'],
  [/\b(intermediate|good knowledge|working knowledge|good understanding|hands-on)\b/iu, 'intermediate'],
  [/\b(basic|basics|familiarity|familiar|exposure|some experience|beginner|grundkenntnisse)\b/iu, 'beginner'],
]
const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|jahre)\b/iu

/** The level the words give ("expert in", "strong", "5+ years"), or null when they say nothing. */
export function vacancySkillLevel(text: string): SkillLevel | null {
  for (const [pattern, level] of SKILL_LEVELS) if (pattern.test(text)) return level
  const years = YEARS.exec(text)
  if (!years) return null
  const count = Number(years[1])
  return count >= 7 ? 'expert' : count >= 4 ? 'advanced' : count >= 2 ? 'intermediate' : 'beginner'
}

const NICE_WORDS =
  /\b(nice to have|nice-to-have|a plus|is a plus|bonus|preferred|ideally|desirable|good to have|von vorteil|wünschenswert)\b/iu
const NICE_AT_END = /\b(?:is a plus|a plus|nice to have|is nice to have|preferred|desirable|von vorteil)\W*$/iu
const MUST_WORDS = /\b(must have|must-have|must|required|requirements|essential|mandatory)\b/iu
/** Sections whose skills are no ask of the job: the company's own story, the perks, how to apply. */
const NO_SKILLS = new Set<VacancySectionKind | 'header'>(['about', 'benefits', 'apply'])
const NO_SALARY = new Set<VacancySectionKind | 'header'>(['about', 'apply'])

interface FoundSkill {
  skill: ParsedVacancySkill
  /** 3: under a must-have heading or label; 2: a nice-to-have one; 1: said in passing (the role, the stack). */
  rank: number
}

function findSkills(
  lines: readonly string[],
  sections: readonly VacancySection[],
  index: SkillIndex,
  skip: ReadonlySet<number>,
): ParsedVacancySkill[] {
  const found = new Map<string, FoundSkill>()
  const hasSections = sections.length > 1
  for (const section of sections) {
    if (NO_SKILLS.has(section.kind) || (section.kind === 'header' && hasSections)) continue
    const listsSkills = section.kind === 'required' || section.kind === 'nice' || section.kind === 'stack'
    for (const lineIndex of section.lines) {
      if (skip.has(lineIndex)) continue
      const line = stripBullet(lines[lineIndex]!)
      if (!line) continue
      // "Nice to have: Kafka, GraphQL" -> the label decides, and is no skill itself.
      const label = /^([^:]{2,40}):\s*(.+)$/u.exec(line)
      const labelText = label ? label[1]! : ''
      const body = label ? label[2]! : line
      const labelNice = NICE_WORDS.test(labelText)
      const labelMust = !labelNice && MUST_WORDS.test(labelText)
      const lineLevel = vacancySkillLevel(line)
      // "Kafka or RabbitMQ, a plus." says it of its whole sentence; "Basic Python, ideally with pandas" of one part.
      const parts = body.split(/(?<=[.!?])\s+/u).flatMap((sentence) => {
        const sentenceNice = section.kind === 'nice' || labelNice || (!labelMust && NICE_AT_END.test(sentence))
        return sentence.split(/\s*[,;|•·]\s*|\s+\/\s+/u).map((segment) => ({ segment, sentenceNice }))
      })
      for (const { segment, sentenceNice } of parts) {
        if (!segment) continue
        const nice = sentenceNice || (!labelMust && NICE_WORDS.test(segment))
        const must = !nice && (section.kind === 'required' || labelMust)
        const rank = must ? 3 : nice ? 2 : 1
        const level = vacancySkillLevel(segment) ?? lineLevel
        for (const entry of skillsIn(segment, index, listsSkills || !!label)) {
          const current = found.get(entry.skill.id)
          if (current && current.rank >= rank) {
            current.skill.level ??= level
            continue
          }
          found.set(entry.skill.id, {
            rank,
            skill: {
              skill_id: entry.skill.id,
              name: entry.skill.name,
              required: !nice,
              level: level ?? current?.skill.level ?? null,
              confidence: Math.round((rank === 1 ? Math.min(entry.confidence, 0.6) : entry.confidence) * 100) / 100,
              source: source(line),
            },
          })
        }
      }
    }
  }
  return (
    [...found.values()]
      // Must-haves first, as the editor lists them; the surest of each first.
      .sort(
        (a, b) =>
          Number(b.skill.required) - Number(a.skill.required) ||
          b.rank - a.rank ||
          b.skill.confidence - a.skill.confidence,
      )
      .slice(0, MAX_SKILLS)
      .map((entry) => entry.skill)
  )
}

// --- Title ---------------------------------------------------------------------------------------------------------

const GENDER_TAG = /\s*\((?:[mwfdx]\s*\/\s*[mwfdx](?:\s*\/\s*[mwfdx])?|all genders?|gn)\)\s*/giu

function cleanTitle(text: string): string {
  return text
    .replace(GENDER_TAG, ' ')
    .replace(/^(?:we(?:'|’)?re hiring|we are hiring|now hiring|job opening|open position)\s*[:!-]?\s*/iu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
}

function findTitle(
  lines: readonly string[],
  facts: readonly Fact[],
  markdownTitle: number | null,
): { field: Fields['title']; line: number | null } {
  const labelled = facts.find((fact) => fact.kind === 'title')
  if (labelled && cleanTitle(labelled.value)) {
    return {
      field: { value: cleanTitle(labelled.value), confidence: 0.9, source: source(lines[labelled.line]!) },
      line: labelled.line,
    }
  }
  if (markdownTitle !== null) {
    const line = lines[markdownTitle]!.replace(/^#+\s*/, '')
    const text = cleanTitle(line)
    if (text) return { field: { value: text, confidence: 0.9, source: source(line) }, line: markdownTitle }
  }
  const top = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line !== '')
    .slice(0, 6)
  const candidates = top.filter(({ line }) => line.length <= 120 && !line.includes(':') && !isBullet(line))
  const named = candidates.find(({ line }) => TITLE_WORDS.test(line))
  if (named && cleanTitle(named.line)) {
    const confidence = named.index === top[0]?.index ? 0.85 : 0.75
    return { field: { value: cleanTitle(named.line), confidence, source: source(named.line) }, line: named.index }
  }
  const first = candidates[0]
  if (first && first.line.length <= 80 && cleanTitle(first.line)) {
    return { field: { value: cleanTitle(first.line), confidence: 0.5, source: source(first.line) }, line: first.index }
  }
  return { field: undefined, line: null }
}

// --- Description as Markdown ---------------------------------------------------------------------------------------

/** A line at least this long may have been wrapped by the page (or by hand in a text file); a shorter one ends there. */
const WRAPPED = 50

/** A line of text that Markdown would read as markup at the start of a line is escaped. */
const escapeStart = (text: string) => text.replace(/^([#>+*-]|\d+[.)])(\s)/u, '\\$1$2')

/**
 * The advert's body as Markdown (ADR 0065, ADR 0067): headings as `##`, list items as `-`, the lines of one paragraph
 * joined (a PDF breaks them where the page was full). The title and the fact lines are left out: they are fields.
 */
function describe(
  lines: readonly string[],
  headings: ReadonlyMap<number, { text: string }>,
  skip: ReadonlySet<number>,
): string {
  type Block = { kind: 'heading' | 'item' | 'paragraph'; text: string }
  const blocks: Block[] = []
  let open: Block | null = null
  let previous = ''
  lines.forEach((line, index) => {
    const wrapped = previous.length >= WRAPPED
    previous = line
    if (skip.has(index)) return
    const heading = headings.get(index)
    if (heading) {
      blocks.push({ kind: 'heading', text: heading.text })
      open = null
    } else if (line === '') {
      open = null
    } else if (isBullet(line)) {
      open = { kind: 'item', text: stripBullet(line) }
      blocks.push(open)
    } else if (open && wrapped && (open.kind === 'paragraph' || /^\p{Ll}/u.test(line))) {
      // The next line of a paragraph, or of a list item, that the page wrapped; a short line ended on purpose.
      open.text += ` ${line}`
    } else {
      open = { kind: 'paragraph', text: line }
      blocks.push(open)
    }
  })
  // A heading with nothing under it before the next heading or the end says nothing.
  const kept = blocks.filter(
    (block, i) => block.kind !== 'heading' || (blocks[i + 1] && blocks[i + 1]!.kind !== 'heading'),
  )
  let markdown = ''
  for (const [i, block] of kept.entries()) {
    const text =
      block.kind === 'heading'
        ? `## ${block.text}`
        : block.kind === 'item'
          ? `- ${block.text}`
          : escapeStart(block.text)
    const separator = i === 0 ? '' : block.kind === 'item' && kept[i - 1]!.kind === 'item' ? '\n' : '\n\n'
    if (markdown.length + separator.length + text.length > MAX_DESCRIPTION) break
    markdown += separator + text
  }
  return markdown
}

// --- The parse -----------------------------------------------------------------------------------------------------

/**
 * Reads a vacancy's fields from the text of its advert (ADR 0065): pure, over the text's lines, given the skill
 * taxonomy. Each field carries a confidence (0..1: how much the layout backed the guess) and the line it came from;
 * a field not found is absent. The employer confirms every field before the vacancy is published.
 */
export function parseVacancyText(text: string, skills: SkillIndex): ParsedVacancy {
  const lines = toLines(text)
  const facts: Fact[] = []
  /** Lines that are nothing but facts: fields, not part of the description. */
  const factLines = new Set<number>()
  lines.forEach((line, index) => {
    const found = factsOf(line, index)
    facts.push(...found.facts)
    if (found.facts.length > 0 && found.facts.length === found.pieces) factLines.add(index)
  })

  const headings = new Map<number, { text: string; level: number }>()
  lines.forEach((line, index) => {
    if (factLines.has(index)) return
    const heading = headingOf(line, isBullet(line))
    if (heading) headings.set(index, heading)
  })
  // A first-level heading at the top, before any other heading or line naming a job, is the advert's title (a DOCX
  // title, "# Senior engineer" in a text file).
  const firstHeading = [...headings.entries()][0]
  const before = firstHeading ? lines.slice(0, firstHeading[0]).filter((line) => line !== '') : []
  const markdownTitle =
    firstHeading?.[1].level === 1 && before.length < 3 && !before.some((line) => TITLE_WORDS.test(line))
      ? firstHeading[0]
      : null
  const title = findTitle(lines, facts, markdownTitle)
  if (title.line !== null) headings.delete(title.line)
  const sections = splitVacancySections(lines, headings)
  const sectionOf = (index: number) => sections.find((section) => section.lines.includes(index))?.kind ?? 'header'
  const header = sections[0]!.lines.filter((index) => lines[index] !== '')

  const fields: Fields = {}
  if (title.field) fields.title = title.field
  const skip = new Set([...factLines, ...(title.line !== null ? [title.line] : [])])

  const description = describe(lines, headings, skip)
  if (description) {
    const firstLine = lines.find((line, index) => line !== '' && !skip.has(index) && !headings.has(index)) ?? ''
    fields.description = { value: description, confidence: sections.length > 1 ? 0.8 : 0.6, source: source(firstLine) }
  }

  // Facts first, then the title and the header, then the body (the perks and the company story last).
  const bodyOrder = (kinds: readonly (VacancySectionKind | 'header')[]) =>
    lines.map((_, index) => index).filter((index) => kinds.includes(sectionOf(index)) && lines[index] !== '')
  const body = bodyOrder(['role', 'required', 'nice', 'stack', 'other'])
  const titleText = title.field?.value ?? ''
  const titleSource = title.line !== null ? lines[title.line]! : titleText

  const fact = (kind: FactKind) => facts.filter((candidate) => candidate.kind === kind)
  const first = <T>(
    candidates: readonly { text: string; line: string; confidence: number }[],
    read: (text: string) => T | null,
  ) => {
    for (const candidate of candidates) {
      const value = read(candidate.text)
      if (value !== null) return { value, confidence: candidate.confidence, source: source(candidate.line) }
    }
    return undefined
  }
  const ofFacts = (kind: FactKind, confidence: number) =>
    fact(kind).map((found) => ({ text: found.value, line: lines[found.line]!, confidence }))
  const ofLines = (indexes: readonly number[], confidence: number) =>
    indexes.map((index) => ({ text: lines[index]!, line: lines[index]!, confidence }))

  const employment =
    first(
      [
        ...ofFacts('employment', 0.9),
        { text: titleText, line: titleSource, confidence: 0.8 },
        ...ofLines(header, 0.75),
      ],
      (text) => employmentIn(text, true),
    ) ?? first(ofLines(body, 0.55), (text) => employmentIn(text, false))
  if (employment) fields.employment_type = employment

  const seniority =
    first([...ofFacts('seniority', 0.9), { text: titleText, line: titleSource, confidence: 0.85 }], seniorityIn) ??
    (employment?.value === 'internship'
      ? { value: 'intern' as const, confidence: 0.6, source: employment.source }
      : undefined)
  if (seniority) fields.seniority = seniority

  const remote =
    first(
      [
        ...ofFacts('remote', 0.9).map((candidate) => ({
          ...candidate,
          text: /^(?:yes|ja|100\s?%)\b/iu.test(candidate.text)
            ? 'remote'
            : /^(?:no|nein)\b/iu.test(candidate.text)
              ? 'on-site'
              : candidate.text,
        })),
        ...ofFacts('location', 0.85),
        { text: titleText, line: titleSource, confidence: 0.8 },
        ...ofLines(header, 0.75),
        ...ofLines(body, 0.6),
      ],
      remoteIn,
    ) ?? first(ofLines(bodyOrder(['about', 'benefits']), 0.45), remoteIn)
  if (remote) fields.remote = remote

  // A country alone only where the advert says it is the place: "We have offices in Spain" is not one.
  const location =
    first(ofFacts('location', 0.9), (text) => locationIn(text, true)) ??
    first(ofLines(header, 0.7), (text) => locationIn(text, false))
  if (location) fields.location = location

  const salaryCandidates = [
    ...fact('salary').map((found) => ({ line: lines[found.line]!, text: found.value, labelled: true })),
    ...lines
      .map((line, index) => ({ line, index }))
      // The perks may state the pay ("Salary: €60k–€75k"); a learning budget there is no salary (vacancy-salary.ts).
      .filter(({ line, index }) => line !== '' && !NO_SALARY.has(sectionOf(index)) && !factLines.has(index))
      .map(({ line }) => ({ line, text: stripBullet(line), labelled: false })),
  ]
  for (const candidate of salaryCandidates) {
    const salary = salaryIn(candidate.text, candidate.labelled)
    if (salary) {
      fields.salary = { value: salary.value, confidence: salary.confidence, source: source(candidate.line) }
      break
    }
  }

  const found = findSkills(lines, sections, skills, skip)
  if (found.length > 0) fields.skills = found

  return { kind: 'vacancy', text_length: text.length, fields }
}
