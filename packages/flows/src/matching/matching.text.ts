import type { MatchResume, MatchTaxonomy } from './matching.types.ts'

const BEYOND_PRINTABLE_ASCII = /[^\x20-\x7e]/
const NOT_ASCII_KEY = /[^a-z0-9+#]/g

/**
 * A skill name, alias or phrase folded for comparison, the same folding as the server's skill `searchKey`: lower
 * case, no accents, only letters, digits, "+" and "#" ("Node.JS" -> "nodejs", "C++" stays apart from "C").
 */
export function termKey(text: string): string {
  // Plain ASCII (nearly every skill and most resume words) has nothing to decompose: the same folding, cheaper.
  if (!BEYOND_PRINTABLE_ASCII.test(text)) return text.toLowerCase().replace(NOT_ASCII_KEY, '')
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, '')
}
/** Longest phrase of words looked up at once ("Google Cloud Platform"). */
const MAX_WORDS = 3

/** Where a skill is mentioned in the resume's own words. */
export interface Mention {
  /** `summary`, `experience/2/title` or `experience/2/description`. */
  field: string
  /** The sentence that mentions it, shortened. */
  text: string
}

// Words keep the signs that belong to names (C++, C#, Node.js); "CI/CD" is two words.
const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}][+#]*/gu

/**
 * A single word counts only when written like a name (a capital, a digit or a sign in it: "React", "Go", "C#"),
 * so running text ("we react fast", "go to market") does not mention a skill. A one-letter name ("R", "C") counts
 * only as a capital standing alone: not "r", and not the letters of "R&D" or "Q&A".
 */
const writtenLikeAName = (word: string) => /[\p{Lu}\p{N}+#.]/u.test(word)
const LONE_CAPITAL = /^\p{Lu}$/u
function standsAloneAsName(text: string, word: { 0: string; index: number }): boolean {
  if (!LONE_CAPITAL.test(word[0])) return false
  return text[word.index - 1] !== '&' && text[word.index + 1] !== '&'
}

const SENTENCE_LIMIT = 300

/** The sentence of `text` around `at`, cut to the contract's 300 characters. */
function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at - 1), text.lastIndexOf('\n', at - 1)) + 1
  const ends = ['.', '\n'].map((sign) => text.indexOf(sign, at)).filter((index) => index !== -1)
  const end = ends.length > 0 ? Math.min(...ends) + 1 : text.length
  const sentence = text.slice(start, end).trim()
  if (sentence.length <= SENTENCE_LIMIT) return sentence
  const from = Math.max(0, Math.min(at - start - 100, sentence.length - (SENTENCE_LIMIT - 1)))
  return `${from > 0 ? '…' : ''}${sentence.slice(from, from + SENTENCE_LIMIT - 2).trim()}…`
}

/** Every beginning of every term of a taxonomy ("g", "go", "goo"...): a phrase that is none is no term, however long. */
const beginnings = new WeakMap<MatchTaxonomy['terms'], Set<string>>()
function beginningsOf(terms: MatchTaxonomy['terms']): Set<string> {
  let found = beginnings.get(terms)
  if (!found) {
    found = new Set()
    for (const key of terms.keys()) for (let end = 1; end <= key.length; end++) found.add(key.slice(0, end))
    beginnings.set(terms, found)
  }
  return found
}

function mentionsInText(text: string, field: string, taxonomy: MatchTaxonomy, found: Map<string, Mention>): void {
  const { terms } = taxonomy
  const starts = beginningsOf(terms)
  const words: { 0: string; index: number }[] = []
  WORD.lastIndex = 0
  for (let match = WORD.exec(text); match !== null; match = WORD.exec(text)) words.push(match)
  // Folding drops the spaces, so a phrase's key is its words' keys end to end: each word is folded once.
  const keys = words.map((match) => termKey(match[0]))
  for (let i = 0; i < words.length; i++) {
    // The longest phrase from here that is a term (up to MAX_WORDS words).
    let key = ''
    let longest = 0
    let skillId: string | undefined
    for (let n = 1; n <= MAX_WORDS && i + n <= words.length; n++) {
      key += keys[i + n - 1]!
      if (!starts.has(key)) break
      const term = terms.get(key)
      if (term === undefined) continue
      if (n === 1 && (key.length < 2 ? !standsAloneAsName(text, words[i]!) : !writtenLikeAName(words[i]![0]))) continue
      longest = n
      skillId = term
    }
    if (skillId === undefined) continue
    if (!found.has(skillId)) found.set(skillId, { field, text: sentenceAround(text, words[i]!.index) })
    i += longest - 1
  }
}

/**
 * The taxonomy skills the resume names in its own words (summary, then each position's title and description), with
 * the first place each is mentioned. The ranking index stores these once per resume; the engine asks the same
 * function, so both agree on what "mentioned" means.
 */
export function mentionsIn(
  resume: Pick<MatchResume, 'summary' | 'experience'>,
  taxonomy: MatchTaxonomy,
): Map<string, Mention> {
  const found = new Map<string, Mention>()
  mentionsInText(resume.summary, 'summary', taxonomy, found)
  resume.experience.forEach((entry, index) => {
    mentionsInText(entry.title, `experience/${index}/title`, taxonomy, found)
    mentionsInText(entry.description, `experience/${index}/description`, taxonomy, found)
  })
  return found
}

const NOT_ASCII = /[^\t\n\r\x20-\x7e]/
const NOT_LETTER_OR_DIGIT = /[^a-z0-9]+/g

/**
 * The resume's text (summary, then each position's title and description) in lower case with only its letters and
 * digits, when all of it is ASCII (else null). A phrase's key, stripped the same way, is a part of it: the words of a
 * phrase are its keys end to end, and what separates them holds no letter or digit.
 */
export function foldedText(resume: Pick<MatchResume, 'summary' | 'experience'>): string | null {
  const parts = [resume.summary]
  for (const entry of resume.experience) parts.push(entry.title, entry.description)
  const text = parts.join('\n')
  return NOT_ASCII.test(text) ? null : text.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '')
}

/** Each skill's names and aliases as `foldedText` strips them, per taxonomy. */
const foldedTerms = new WeakMap<MatchTaxonomy['terms'], Map<string, string[]>>()

/**
 * Whether the resume may mention the skill: false when no name or alias of it is part of its folded text, so
 * `mentionsIn` could not find it either. A name with no letter or digit proves nothing.
 */
export function mayMention(folded: string, skillId: string, taxonomy: MatchTaxonomy): boolean {
  let terms = foldedTerms.get(taxonomy.terms)
  if (!terms) {
    terms = new Map()
    for (const [key, owner] of taxonomy.terms) {
      const own = terms.get(owner)
      const stripped = key.replace(/[+#]/g, '')
      if (own) own.push(stripped)
      else terms.set(owner, [stripped])
    }
    foldedTerms.set(taxonomy.terms, terms)
  }
  return (terms.get(skillId) ?? []).some((term) => term === '' || folded.includes(term))
}
