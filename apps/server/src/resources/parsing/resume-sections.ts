/**
 * The sections of a resume, by their headings in the names people give them, English and German (ADR 0059). A
 * heading is a short line that, folded (case, accents, punctuation and a trailing colon ignored), is one of these.
 */

export type SectionKind = 'summary' | 'experience' | 'education' | 'skills' | 'languages' | 'contact' | 'other'

const HEADINGS: Record<SectionKind, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'profil',
    'kurzprofil',
    'uber mich',
    'zusammenfassung',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'relevant experience',
    'work history',
    'employment',
    'employment history',
    'career',
    'career history',
    'positions',
    'berufserfahrung',
    'berufliche erfahrung',
    'beruflicher werdegang',
    'arbeitserfahrung',
    'praxiserfahrung',
  ],
  education: [
    'education',
    'studies',
    'academic background',
    'education and training',
    'qualifications',
    'ausbildung',
    'bildung',
    'bildungsweg',
    'studium',
    'akademischer werdegang',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core skills',
    'tech stack',
    'technologies',
    'technology',
    'tools',
    'tools and technologies',
    'core competencies',
    'competencies',
    'expertise',
    'kenntnisse',
    'fahigkeiten',
    'it kenntnisse',
    'fachkenntnisse',
    'technische kenntnisse',
    'kompetenzen',
  ],
  languages: ['languages', 'language skills', 'spoken languages', 'sprachen', 'sprachkenntnisse'],
  contact: ['contact', 'contact details', 'personal details', 'personal information', 'kontakt', 'personliche daten'],
  other: [
    'projects',
    'side projects',
    'certifications',
    'certificates',
    'awards',
    'interests',
    'hobbies',
    'volunteering',
    'publications',
    'references',
    'projekte',
    'zertifikate',
    'interessen',
    'hobbys',
    'referenzen',
  ],
}

const fold = (line: string) =>
  line
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

const BY_HEADING = new Map<string, SectionKind>()
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const name of names) BY_HEADING.set(fold(name), kind)
}

/** The section a heading line opens, or null for any other line. */
export function headingKind(line: string): SectionKind | null {
  if (line.length > 40) return null
  return BY_HEADING.get(fold(line)) ?? null
}

export interface Section {
  kind: SectionKind | 'header'
  /** Indexes into the document's lines: the heading's own line is not part of the section. */
  lines: number[]
}

/** Splits the lines at headings; what comes before the first heading is the header (name, title, contact). */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: 'header', lines: [] }]
  lines.forEach((line, index) => {
    const kind = headingKind(line)
    if (kind) sections.push({ kind, lines: [] })
    else sections.at(-1)!.lines.push(index)
  })
  return sections
}
