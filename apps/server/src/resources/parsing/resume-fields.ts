import type { Schemas } from '../../api/context.ts'
import type { SkillLevel } from '../../db/schema.ts'
import { searchKey } from '../skills/search-key.ts'
import { findDateRange, type DateRange } from './resume-dates.ts'
import { splitSections, type Section, type SectionKind } from './resume-sections.ts'

export type ParsedResume = Schemas['ParsedResume']
type Fields = ParsedResume['fields']
type ParsedSkill = Schemas['ParsedSkill']

/** The skill taxonomy as the parser reads it: every name and alias by its search key (`searchKey`). */
export type SkillIndex = ReadonlyMap<string, { id: string; name: string }>

/** The parser reads at most this much text: a resume is a few pages; the rest of a long file is not a resume. */
export const MAX_TEXT = 60_000
const MAX_SOURCE = 500
const MAX_NGRAM = 4

// --- Lines ---------------------------------------------------------------------------------------------------------

export const BULLET = /^\s*(?:[•·▪◦●■□‣∙*>-]|–|—|\d+[.)])\s+/u

/** Trimmed lines with bullets kept (they tell description from heading); runs of spaces folded. */
export function toLines(text: string): string[] {
  return text
    .slice(0, MAX_TEXT)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\t\u00a0 ]+/g, ' ').trim())
}

export const stripBullet = (line: string) => line.replace(BULLET, '').trim()
const isBullet = (line: string) => BULLET.test(line)
/** A line of prose about a job or degree, not one that names it. */
const isDescription = (line: string) => isBullet(line) || line.length > 90 || /[.!]$/.test(line)
const source = (line: string) => (line.length > MAX_SOURCE ? `${line.slice(0, MAX_SOURCE - 1)}…` : line)
const round = (n: number) => Math.round(n * 100) / 100

// --- Contact details -----------------------------------------------------------------------------------------------

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u
const PHONE = /(?:\+|\b00)?\(?\d[\d ()./-]{5,22}\d/g
const PHONE_LABEL = /\b(phone|tel|telefon|mobile|mobil|cell|handy)\b|☎|📞/iu

function findEmail(lines: readonly string[]): Fields['email'] {
  for (const line of lines) {
    const match = EMAIL.exec(line)
    if (match) return { value: match[0].toLowerCase(), confidence: 0.95, source: source(line) }
  }
  return undefined
}

function findPhone(lines: readonly string[], order: readonly number[]): Fields['phone'] {
  let best: Fields['phone']
  for (const index of order) {
    const line = lines[index]!
    if (EMAIL.test(line) && !PHONE_LABEL.test(line) && !/\+\d/.test(line)) continue
    for (const match of line.matchAll(PHONE)) {
      const value = match[0].trim()
      const digits = value.replace(/\D/g, '')
      // A date range ("2019 - 2021", "03/2018 – 12/2020") is not a number to call.
      if (digits.length < 7 || digits.length > 15 || findDateRange(value)?.text === value) continue
      const labelled = PHONE_LABEL.test(line) || value.startsWith('+')
      const candidate = {
        value: value.replace(/^00/, '+').slice(0, 30),
        confidence: labelled ? 0.9 : 0.6,
        source: source(line),
      }
      if (!best || candidate.confidence > best.confidence) best = candidate
      if (labelled) return best
    }
  }
  return best
}

// --- Names, titles, summary ----------------------------------------------------------------------------------------

const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|von|van|de|der|den|da|di|du|le|la|zu|bin|al)$/u
export const TITLE_WORDS =
  /\b(engineer|developer|programmer|architect|designer|manager|lead|head|director|analyst|scientist|consultant|specialist|administrator|officer|intern|researcher|marketer|recruiter|owner|founder|cto|ceo|devops|sre|entwickler(?:in)?|berater(?:in)?|leiter(?:in)?|ingenieur(?:in)?|werkstudent(?:in)?|praktikant(?:in)?|gestalter(?:in)?|referent(?:in)?|sachbearbeiter(?:in)?|assistant|associate|coordinator|accountant|writer|editor|teacher|nurse|representative|executive|strategist)\b/iu

function looksLikeName(line: string): boolean {
  if (line.length < 4 || line.length > 60 || /[\d@:|/,]/.test(line)) return false
  const words = line.split(' ')
  if (words.length < 2 || words.length > 5) return false
  if (TITLE_WORDS.test(line)) return false
  return words.every((word) => NAME_WORD.test(word)) && words.filter((word) => /^\p{Lu}/u.test(word)).length >= 2
}

/** "jonas.becker@…" -> "Jonas Becker": a guess for a file whose name line was not found. */
function nameFromEmail(email: string): string | null {
  const parts = email
    .split('@')[0]!
    .split(/[._-]+/)
    .filter((part) => /^\p{L}{2,}$/u.test(part))
  if (parts.length < 2 || parts.length > 3) return null
  return parts.map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase()).join(' ')
}

const NAME_CASE = (line: string) => line === line.toUpperCase() && /\p{Lu}/u.test(line)
const titleCase = (line: string) =>
  line
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())

function findName(lines: readonly string[], header: readonly number[], email: string | undefined): Fields['full_name'] {
  const candidates = header.length > 0 ? header : lines.map((_, index) => index)
  for (const [position, index] of candidates.entries()) {
    const line = lines[index]!
    if (!line || !looksLikeName(NAME_CASE(line) ? titleCase(line) : line)) continue
    const value = NAME_CASE(line) ? titleCase(line) : line
    return { value, confidence: position === 0 ? 0.9 : position <= 3 ? 0.75 : 0.5, source: source(line) }
  }
  const guessed = email ? nameFromEmail(email) : null
  return guessed ? { value: guessed, confidence: 0.3, source: email ?? null } : undefined
}

const CONTACT_LINE = new RegExp(`${EMAIL.source}|https?://|www\\.|linkedin|github\\.com|${PHONE_LABEL.source}`, 'iu')

function findTitle(lines: readonly string[], header: readonly number[], nameLine: number): Fields['title'] {
  const after = header.filter((index) => index > nameLine)
  for (const index of after.slice(0, 4)) {
    const line = lines[index]!
    if (!line || line.length > 90 || CONTACT_LINE.test(line) || /\d{3,}/.test(line)) continue
    const text = line.replace(/^(title|position|role)\s*:\s*/i, '')
    if (TITLE_WORDS.test(text)) return { value: text.slice(0, 200), confidence: 0.8, source: source(line) }
    if (index === after[0] && text.split(' ').length <= 8 && !text.includes(',')) {
      return { value: text.slice(0, 200), confidence: 0.5, source: source(line) }
    }
  }
  return undefined
}

function paragraphs(lines: readonly string[], indexes: readonly number[]): string[][] {
  const found: string[][] = [[]]
  for (const index of indexes) {
    const line = lines[index]!
    if (line === '') {
      if (found.at(-1)!.length > 0) found.push([])
    } else found.at(-1)!.push(stripBullet(line))
  }
  return found.filter((paragraph) => paragraph.length > 0)
}

function findSummary(lines: readonly string[], sections: readonly Section[]): Fields['summary'] {
  const section = sections.find((candidate) => candidate.kind === 'summary')
  if (section) {
    const text = paragraphs(lines, section.lines).flat().join(' ').trim()
    if (text) return { value: text.slice(0, 5000), confidence: 0.85, source: source(text) }
  }
  // Else the first paragraph of prose in the header: long enough to be about the person, not a line of contacts.
  const header = sections[0]!
  for (const paragraph of paragraphs(lines, header.lines)) {
    const text = paragraph.join(' ')
    if (text.split(' ').length >= 15 && !CONTACT_LINE.test(text)) {
      return { value: text.slice(0, 5000), confidence: 0.5, source: source(text) }
    }
  }
  return undefined
}

// --- Location ------------------------------------------------------------------------------------------------------

/**
 * Names of codes from the runtime's CLDR data (Intl.DisplayNames), in English and German, folded: countries
 * (ISO 3166-1 alpha-2) and languages (ISO 639-1). Built once per process by trying every two-letter code, one first
 * letter per step: `loadNameIndexes` runs the steps apart so building never holds the event loop for long.
 */
type NameIndex = Map<string, string>
const REGION_ALIASES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  unitedstatesofamerica: 'US',
  uk: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  greatbritain: 'GB',
  holland: 'NL',
  czechrepublic: 'CZ',
}
// What people write for a language that CLDR names otherwise.
const LANGUAGE_ALIASES: Record<string, string> = { mandarin: 'zh', cantonese: 'zh', farsi: 'fa', flemish: 'nl' }
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

function* buildIndex(type: 'region' | 'language', index: NameIndex): Generator<void, NameIndex> {
  const names = ['en', 'de'].map((locale) => new Intl.DisplayNames([locale], { type }))
  for (const a of LETTERS) {
    for (const b of LETTERS) {
      const code = type === 'region' ? (a + b).toUpperCase() : a + b
      // Groupings and placeholders CLDR also names ("European Union", "Unknown Region") are no country, and a
      // retired code ("UK", "SU") stands for the current one.
      if (type === 'region') {
        if (['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB'].includes(code)) continue
        if (new Intl.Locale(`und-${code}`).region !== code) continue
      }
      for (const display of names) {
        const name = display.of(code)
        if (name && name !== code) index.set(searchKey(name), code)
      }
    }
    yield
  }
  for (const [alias, code] of Object.entries(type === 'region' ? REGION_ALIASES : LANGUAGE_ALIASES)) {
    index.set(alias, code)
  }
  return index
}

const indexes: Partial<Record<'region' | 'language', NameIndex>> = {}

function nameIndex(type: 'region' | 'language'): NameIndex {
  if (indexes[type]) return indexes[type]
  const steps = buildIndex(type, new Map())
  let step = steps.next()
  while (!step.done) step = steps.next()
  return (indexes[type] = step.value)
}

/** Builds the name indexes a step at a time (about 10 ms each), yielding to other work in between. */
export async function loadNameIndexes(): Promise<void> {
  for (const type of ['region', 'language'] as const) {
    if (indexes[type]) continue
    const steps = buildIndex(type, new Map())
    let step = steps.next()
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve))
      step = steps.next()
    }
    indexes[type] ??= step.value
  }
}

/** The ISO code of a country written by its English or German name (or a common alias), if any. */
export const countryOf = (text: string) => nameIndex('region').get(searchKey(text))
const PLACE = /^\p{Lu}[\p{L}.'’ -]{1,40}$/u

function findLocation(lines: readonly string[], order: readonly number[]): Fields['location'] {
  let countryOnly: Fields['location']
  for (const index of order) {
    const line = lines[index]!
    const labelled = /^(location|address|based in|wohnort|adresse|standort)\s*:?\s*/i.exec(line)
    const text = labelled ? line.slice(labelled[0].length) : line
    for (const piece of text.split(/\s*[|•·]\s*/u)) {
      const parts = piece
        .replace(/^\d{4,5}\s+/, '')
        .split(/\s*,\s*/)
        .map((part) => part.trim())
      const country = parts.length > 1 ? countryOf(parts.at(-1)!) : undefined
      if (country && parts.length <= 4) {
        const places = parts.slice(0, -1).map((part) => part.replace(/^\d{4,5}\s+/, ''))
        if (!places.every((place) => PLACE.test(place))) continue
        const city = places[0] ?? null
        const state = places.length >= 2 ? places.at(-1)! : null
        return {
          value: { country, state: state?.slice(0, 100) ?? null, city: city?.slice(0, 100) ?? null },
          confidence: labelled ? 0.9 : 0.8,
          source: source(line),
        }
      }
      if (!countryOnly && parts.length === 1 && (labelled || index === order[0] || piece.length < 30)) {
        const alone = countryOf(parts[0]!)
        if (alone && parts[0]!.length > 3) {
          countryOnly = { value: { country: alone, state: null, city: null }, confidence: 0.6, source: source(line) }
        }
      }
    }
  }
  return countryOnly
}

// --- Skills --------------------------------------------------------------------------------------------------------

/**
 * Words that are also skill names or aliases but, in running text, are mostly just words ("Go to market", "we
 * react", "Excel at"). Outside a skills section they count only when written like a product name (a capital or a
 * sign inside the word) and not at the start of a sentence.
 */
const COMMON_WORDS = new Set([
  'go',
  'r',
  'c',
  'd',
  'express',
  'spring',
  'react',
  'swift',
  'rust',
  'less',
  'make',
  'ant',
  'chef',
  'puppet',
  'flow',
  'ember',
  'meteor',
  'elm',
  'dart',
  'crystal',
  'sales',
  'marketing',
  'design',
  'excel',
  'word',
  'access',
  'office',
  'git',
  'unity',
  'shell',
  'tableau',
  'looker',
  'figma',
  'sketch',
  'jest',
  'mocha',
  'redux',
  'next',
  'nest',
  'vue',
  'angular',
  'django',
  'flask',
  'rails',
  'laravel',
  'linux',
  'windows',
  'docker',
  'leadership',
  'communication',
  'management',
  'research',
  'testing',
  'security',
  'analytics',
])

const YEARS = /(\d{1,2})\s*\+?\s*(?:years?|yrs?\.?|jahre?n?|y)\b/iu
const LEVELS: [RegExp, SkillLevel][] = [
  [/\b(expert|experte|mastery)\b/iu, 'expert'],
  [/\b(advanced|fortgeschritten|senior|proficient|sehr gut)\b/iu, 'advanced'],
  [/\b(beginner|basic|basics|grundkenntnisse|anfänger|elementary)\b/iu, 'beginner'],
  [/\b(intermediate|gut|good)\b/iu, 'intermediate'],
]

/** The level the words around a skill give it; 'intermediate' when they say nothing (ADR 0059). */
export function skillLevelFrom(text: string | null): SkillLevel {
  for (const [pattern, level] of LEVELS) if (text && pattern.test(text)) return level
  return 'intermediate'
}

interface Token {
  word: string
  /** Where the word starts a sentence, so its capital says nothing. */
  sentenceStart: boolean
}

function tokens(segment: string): Token[] {
  const found: Token[] = []
  let sentenceStart = true
  // Keep signs that belong to names (C++, C#, Node.js, CI/CD is two words, "Objective-C" one).
  for (const match of segment.matchAll(/[\p{L}\p{N}][\p{L}\p{N}+#.'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}][+#]*|[.!?;:]/gu)) {
    const word = match[0]
    if (/^[.!?;:]$/.test(word)) {
      sentenceStart = true
      continue
    }
    found.push({ word, sentenceStart })
    sentenceStart = false
  }
  return found
}

const writtenLikeAName = (word: string) => /\p{Lu}/u.test(word.slice(1)) || /[.+#\d]/.test(word) || word.length >= 2

export function skillsIn(segment: string, index: SkillIndex, inSkillsSection: boolean) {
  const words = tokens(segment)
  const found: { skill: { id: string; name: string }; words: string; confidence: number }[] = []
  for (let i = 0; i < words.length;) {
    let matched = 0
    for (let n = Math.min(MAX_NGRAM, words.length - i); n >= 1 && matched === 0; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((token) => token.word)
        .join(' ')
      // "Node.js" and "node js" fold alike; a trailing period ends a sentence, not a name.
      const skill = index.get(searchKey(phrase.replace(/\.$/, '')))
      if (!skill) continue
      const key = searchKey(phrase)
      let confidence = inSkillsSection ? 0.9 : 0.7
      if (n === 1) {
        const { word, sentenceStart } = words[i]!
        if (COMMON_WORDS.has(key) || key.length <= 2) {
          if (!inSkillsSection && (sentenceStart || !/\p{Lu}/u.test(word) || key.length <= 1)) continue
          confidence = inSkillsSection ? 0.75 : 0.5
        } else if (!inSkillsSection && !writtenLikeAName(word)) continue
      }
      found.push({ skill, words: phrase, confidence })
      matched = n
    }
    i += Math.max(matched, 1)
  }
  return found
}

function findSkills(lines: readonly string[], sections: readonly Section[], index: SkillIndex): ParsedSkill[] {
  const bySkill = new Map<string, ParsedSkill>()
  const note = (entry: ReturnType<typeof skillsIn>[number], segment: string, years: number | null) => {
    const current = bySkill.get(entry.skill.id)
    if (current) {
      current.years ??= years
      current.confidence = round(Math.max(current.confidence, entry.confidence))
      return
    }
    bySkill.set(entry.skill.id, {
      skill_id: entry.skill.id,
      name: entry.skill.name,
      years,
      confidence: round(entry.confidence),
      source: source(segment),
    })
  }
  // Skills sections first: they name skills on purpose, and set the source the talent sees.
  const ordered = [...sections].sort((a, b) => Number(b.kind === 'skills') - Number(a.kind === 'skills'))
  for (const section of ordered) {
    if (section.kind === 'languages' || section.kind === 'contact') continue
    const inSkills = section.kind === 'skills'
    // In a job or a degree, the lines that name it (employer, title, school) are no skills: "SAP", "Data Scientist".
    const descriptionsOnly = section.kind === 'experience' || section.kind === 'education'
    for (const lineIndex of section.lines) {
      if (descriptionsOnly && !isDescription(lines[lineIndex]!)) continue
      const line = stripBullet(lines[lineIndex]!)
      if (!line) continue
      // "Languages: TypeScript, Go" -> the label is no skill; "Advanced: Python" keeps its level in the segment.
      const label = /^([^:]{2,30}):\s*(.+)$/.exec(line)
      const body = label ? label[2]! : line
      for (const segment of body.split(/\s*[,;|•·]\s*|\s+\/\s+/u)) {
        if (!segment) continue
        const years = YEARS.exec(segment)
        const stated = years ? Math.min(Number(years[1]), 60) : null
        const context = label ? `${label[1]}: ${segment}` : segment
        for (const entry of skillsIn(segment, index, inSkills)) note(entry, context, stated)
      }
    }
  }
  return [...bySkill.values()].sort((a, b) => b.confidence - a.confidence).slice(0, 100)
}

// --- Experience and education --------------------------------------------------------------------------------------

const SPLIT_PARTS = /\s+(?:at|@|bei|chez)\s+|\s+[|–—-]\s+|\s*[|·•]\s*|,\s+|\s+\(|\)$/iu
const INSTITUTION =
  /\b(university|universit[äa]t|universidad|universit[ée]|college|school|schule|hochschule|fachhochschule|academy|akademie|institute|institut|polytechnic|tu|fh|eth|epfl|mit|lmu|rwth|kit|bootcamp|gymnasium)\b/iu
const DEGREE =
  /\b(b\.?\s?a\.?\s?sc|b\.?\s?sc|m\.?\s?sc|b\.?\s?a|m\.?\s?a|b\.?\s?s|m\.?\s?s|b\.?\s?eng|m\.?\s?eng|bba|bfa|mfa|ll\.?\s?[bm]|bachelor|master|ph\.?\s?d|doctor|dr|diplom[a-z-]*|mba|abitur|associate|certificate|ausbildung|magister|staatsexamen|a-levels?|high school diploma)\b\.?/iu

function parts(text: string): string[] {
  return text
    .split(SPLIT_PARTS)
    .map((part) => part?.replace(/^[\s,;:()|–—-]+|[\s,;:()|–—-]+$/gu, '').trim())
    .filter((part): part is string => !!part && !findDateRange(part, { allowLoneYear: true }))
}

interface Entry {
  range: DateRange
  header: string[]
  description: string[]
  sourceLine: string
}

/**
 * Entries of an experience or education section, each anchored on a line with a date range. Whether the lines that
 * name it (title, employer) come before or after the dates is read from the section's first entry.
 */
function entries(lines: readonly string[], section: Section, allowLoneYear: boolean): Entry[] {
  const rows = section.lines.map((index) => lines[index]!).filter((line) => line !== '')
  const anchors: { row: number; range: DateRange }[] = []
  rows.forEach((line, row) => {
    const range = findDateRange(line, { allowLoneYear })
    if (range) anchors.push({ row, range })
  })
  if (anchors.length === 0) return []
  const datesFirst = anchors[0]!.row === 0 || rows.slice(0, anchors[0]!.row).every(isDescription)
  const found: Entry[] = []
  const taken = new Set<number>()
  anchors.forEach(({ row, range }, k) => {
    const rest = rows[row]!.replace(range.text, ' ').replace(/\s+/g, ' ').trim()
    const header = rest && !/^[\s,;:()|–—-]*$/.test(rest) ? [stripBullet(rest)] : []
    const next = anchors[k + 1]?.row ?? rows.length
    const previous = anchors[k - 1]?.row ?? -1
    if (datesFirst) {
      for (let r = row + 1; r < next && header.length < 2 && !isDescription(rows[r]!); r++) {
        header.push(rows[r]!)
        taken.add(r)
      }
    } else {
      for (let r = row - 1; r > previous && header.length < 2 && !isDescription(rows[r]!) && !taken.has(r); r--) {
        header.unshift(rows[r]!)
        taken.add(r)
      }
    }
    found.push({ range, header, description: [], sourceLine: rows[row]! })
    taken.add(row)
  })
  // Description: the unclaimed lines after each entry's anchor, up to the next entry.
  anchors.forEach(({ row }, k) => {
    const end = anchors[k + 1]?.row ?? rows.length
    for (let r = row + 1; r < end; r++) if (!taken.has(r)) found[k]!.description.push(stripBullet(rows[r]!))
  })
  return found
}

function experienceOf(entry: Entry): Schemas['ParsedExperience'] | null {
  const pieces = entry.header.flatMap(parts)
  let title = pieces.find((piece) => TITLE_WORDS.test(piece))
  let company = pieces.find((piece) => piece !== title && !(TITLE_WORDS.test(piece) && title))
  if (!title && pieces.length >= 2) {
    // Without a word that names a job, the usual order: title first, then the employer.
    ;[title, company] = [pieces[0], pieces[1]]
  }
  if (!title && !company) return null
  const confidence = (title && company ? 0.75 : 0.45) + (entry.range.precision === 'month' ? 0.1 : 0)
  return {
    value: {
      company: (company ?? '').slice(0, 200),
      title: (title ?? '').slice(0, 200),
      start_date: entry.range.start,
      end_date: entry.range.end,
      description: entry.description.join('\n').slice(0, 5000),
    },
    confidence: round(confidence),
    source: source([...entry.header, entry.sourceLine].filter((line, i, all) => all.indexOf(line) === i).join(' · ')),
  }
}

function educationOf(entry: Entry): Schemas['ParsedEducation'] | null {
  const pieces = entry.header.flatMap(parts)
  const institution = pieces.find((piece) => INSTITUTION.test(piece))
  const degreePiece = pieces.find((piece) => piece !== institution && DEGREE.test(piece))
  if (!institution && !degreePiece) return null
  let degree = degreePiece ?? ''
  let field = pieces.find((piece) => piece !== institution && piece !== degreePiece) ?? ''
  // "MSc Computer Science", "Master of Science in Physics", "B.A. in Design": the degree, then its field.
  const split = /^(.*?\b(?:of (?:science|arts|engineering|business administration)|[a-z.]*\.?))\s+(?:in\s+)?(.+)$/iu
  const match = degree && !field ? split.exec(degree) : null
  if (match && DEGREE.test(match[1]!) && !DEGREE.test(match[2]!)) {
    degree = match[1]!.trim()
    field = match[2]!.trim()
  }
  const confidence = (institution && degree ? 0.75 : 0.45) + (entry.range.text.match(/\d{4}/g)!.length === 2 ? 0.1 : 0)
  return {
    value: {
      institution: (institution ?? '').slice(0, 200),
      degree: degree.slice(0, 200),
      field: field.slice(0, 200),
      start_date: entry.range.start,
      end_date: entry.range.end,
    },
    confidence: round(confidence),
    source: source([...entry.header, entry.sourceLine].filter((line, i, all) => all.indexOf(line) === i).join(' · ')),
  }
}

// --- Languages -----------------------------------------------------------------------------------------------------

type LanguageLevel = Schemas['LanguageLevel']
const LANGUAGE_LEVELS: [RegExp, LanguageLevel][] = [
  [/\b(native|mother tongue|first language|muttersprache|muttersprachlich|bilingual)\b/iu, 'native'],
  [/\b([abc][12])\b/iu, 'c1'],
  [/\b(fluent|fließend|fliessend|verhandlungssicher|proficient|full professional)\b/iu, 'c1'],
  [/\b(business|professional working|advanced|sehr gut)\b/iu, 'b2'],
  [/\b(intermediate|conversational|good|gut)\b/iu, 'b1'],
  [/\b(basic|elementary|grundkenntnisse|beginner)\b/iu, 'a2'],
]

function levelOf(text: string): { level: LanguageLevel; stated: boolean } {
  for (const [pattern, level] of LANGUAGE_LEVELS) {
    const match = pattern.exec(text)
    if (!match) continue
    return {
      level: level === 'c1' && /^[abc][12]$/i.test(match[1]!) ? (match[1]!.toLowerCase() as LanguageLevel) : level,
      stated: true,
    }
  }
  return { level: 'b1', stated: false }
}

function findLanguages(lines: readonly string[], sections: readonly Section[]): Schemas['ParsedLanguage'][] {
  const found = new Map<string, Schemas['ParsedLanguage']>()
  const add = (name: string, context: string, inSection: boolean) => {
    const code = nameIndex('language').get(searchKey(name))
    if (!code || found.has(code)) return
    const { level, stated } = levelOf(context)
    found.set(code, {
      value: { language: code, level },
      confidence: round((inSection ? 0.7 : 0.55) + (stated ? 0.2 : 0)),
      source: source(context),
    })
  }
  for (const section of sections.filter((candidate) => candidate.kind === 'languages')) {
    for (const index of section.lines) {
      for (const segment of stripBullet(lines[index]!).split(/\s*[,;|•·]\s*/u)) {
        const name = /^\s*(?:fluent in\s+)?([\p{L}]+(?:\s[\p{L}]+)?)/iu.exec(segment)
        if (name) add(name[1]!.replace(/\s+(native|fluent|basic|business|mother.*)$/i, ''), segment, true)
      }
    }
  }
  // "Fluent in French" anywhere; a language section is not always there.
  for (const line of lines) {
    for (const match of line.matchAll(
      /\b(?:[Ff]luent|[Nn]ative|[Cc]onversational)\s+(?:in\s+|speaker of\s+)?(\p{Lu}\p{L}+)/gu,
    )) {
      add(match[1]!, match[0], false)
    }
  }
  return [...found.values()].slice(0, 20)
}

// --- The parse -----------------------------------------------------------------------------------------------------

/**
 * Reads a resume's fields from its text (ADR 0059): pure, over the text's lines, given the skill taxonomy. Every
 * field carries a confidence (0..1, heuristic: how much the layout backed the guess) and the line it came from; a
 * field not found is absent. Nothing here is trusted: the talent confirms each field before it is published.
 */
export function parseResumeText(text: string, skills: SkillIndex): ParsedResume {
  const lines = toLines(text)
  const sections = splitSections(lines)
  const header = sections[0]!.lines
  const contactFirst = [
    ...header,
    ...sections.filter((section) => section.kind === 'contact' || section.kind === 'summary').flatMap((s) => s.lines),
  ]
  const everywhere = [
    ...contactFirst,
    ...lines.map((_, index) => index).filter((index) => !contactFirst.includes(index)),
  ]
  const nonEmptyHeader = header.filter((index) => lines[index] !== '')

  const fields: Fields = {}
  const email = findEmail(contactFirst.map((index) => lines[index]!)) ?? findEmail(lines)
  const name = findName(lines, nonEmptyHeader, email?.value)
  const nameLine = name ? lines.findIndex((line) => line === name.source) : -1
  const title = findTitle(lines, nonEmptyHeader, nameLine)
  const phone = findPhone(lines, everywhere)
  const summary = findSummary(lines, sections)
  const location = findLocation(
    lines,
    everywhere.filter((index) => !inKinds(sections, index, ['experience', 'education'])),
  )
  if (name) fields.full_name = name
  if (email) fields.email = email
  if (phone) fields.phone = phone
  if (title) fields.title = title
  if (summary) fields.summary = summary
  if (location) fields.location = location

  const found = findSkills(lines, sections, skills)
  if (found.length > 0) fields.skills = found
  const experience = sections
    .filter((section) => section.kind === 'experience')
    .flatMap((section) => entries(lines, section, false))
    .map(experienceOf)
    .filter((entry) => entry !== null)
    .slice(0, 50)
  if (experience.length > 0) fields.experience = experience
  const education = sections
    .filter((section) => section.kind === 'education')
    .flatMap((section) => entries(lines, section, true))
    .map(educationOf)
    .filter((entry) => entry !== null)
    .slice(0, 20)
  if (education.length > 0) fields.education = education
  const languages = findLanguages(lines, sections)
  if (languages.length > 0) fields.languages = languages

  return { kind: 'resume', text_length: text.length, fields }
}

function inKinds(sections: readonly Section[], index: number, kinds: readonly SectionKind[]): boolean {
  return sections.some(
    (section) => section.kind !== 'header' && kinds.includes(section.kind) && section.lines.includes(index),
  )
}
