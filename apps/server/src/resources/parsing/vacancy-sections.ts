/**
 * The sections of a job advert by their headings (ADR 0065): what part of the advert a line is in decides what it
 * means. A skill under "Requirements" is a must-have, under "Nice to have" a nice-to-have; a sum under "Benefits" is
 * no salary. Headings are recognised three ways: Markdown (`## Requirements`, which DOCX headings become and which
 * people type into text files), a short line ending in a colon, or a short line that reads like a known heading.
 */

export type VacancySectionKind = 'about' | 'role' | 'required' | 'nice' | 'stack' | 'benefits' | 'apply' | 'other'

const fold = (line: string) =>
  line
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/**
 * What a heading's words say, tried in this order: "Preferred qualifications" is nice-to-have before it is a
 * qualification, "About the role" is the role before it is about the company.
 */
const KINDS: [VacancySectionKind, RegExp][] = [
  [
    'nice',
    /\b(nice to haves?|bonus|bonus points|plus|pluses|preferred|desirable|good to have|extra credit|even better|ideally|wunschenswert|von vorteil)\b/,
  ],
  [
    'benefits',
    /\b(benefits|we offer|what we offer|perks|why join|why us|wir bieten|was wir bieten|in it for you|compensation)\b/,
  ],
  ['apply', /\b(how to apply|apply|application|interview|hiring process|next steps|bewerbung)\b/],
  [
    'required',
    /\b(requirements?|must haves?|required|qualifications|looking for|who you are|your profile|you bring|youll bring|you will bring|you have|essentials?|anforderungen|dein profil|ihr profil|bringst du mit|skills|what we need)\b/,
  ],
  [
    'role',
    /\b(the role|your role|role|responsibilities|tasks|youll do|you will do|youll be doing|mission|aufgaben|day to day|the opportunity|the job|job description|the position|what you do|the project|project)\b/,
  ],
  ['stack', /\b(tech stack|our stack|stack|technologies|tools we use|tooling)\b/],
  ['about', /^(about|uber uns|who we are|our company|the company|company|wer wir sind)\b/],
]

export function kindOfHeading(heading: string): VacancySectionKind | null {
  const folded = fold(heading)
  for (const [kind, pattern] of KINDS) if (pattern.test(folded)) return kind
  return null
}

const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*$/

/**
 * The heading a line is, with its text (no `#`, no trailing colon) and its Markdown level (2 when it was not
 * Markdown), or null. `bulleted` lines are list items, never headings.
 */
export function headingOf(line: string, bulleted: boolean): { text: string; level: number } | null {
  const markdown = MARKDOWN_HEADING.exec(line)
  if (markdown) return { text: markdown[2]!.replace(/:$/, '').trim(), level: markdown[1]!.length }
  if (bulleted || line.length > 50 || line.length < 2) return null
  const words = line.split(' ').length
  if (words > 7 || /[.!?,;]$/.test(line)) return null
  const text = line.replace(/:$/, '').trim()
  // "Location: Berlin" is a fact, not a heading: a colon only counts at the end.
  if (text.includes(':')) return null
  if (line.endsWith(':') || kindOfHeading(text)) return { text, level: 2 }
  // A short line in capitals, as plain-text adverts set their headings ("WHAT YOU WILL DO").
  if (text === text.toUpperCase() && /\p{Lu}{3}/u.test(text)) return { text, level: 2 }
  return null
}

export interface VacancySection {
  kind: VacancySectionKind | 'header'
  heading: string | null
  /** Indexes into the document's lines; the heading's own line is not part of the section. */
  lines: number[]
}

/** Splits the lines at headings; what comes before the first heading is the header (title and facts). */
export function splitVacancySections(
  lines: readonly string[],
  headings: ReadonlyMap<number, { text: string }>,
): VacancySection[] {
  const sections: VacancySection[] = [{ kind: 'header', heading: null, lines: [] }]
  lines.forEach((_, index) => {
    const heading = headings.get(index)
    if (heading) sections.push({ kind: kindOfHeading(heading.text) ?? 'other', heading: heading.text, lines: [] })
    else sections.at(-1)!.lines.push(index)
  })
  return sections
}
