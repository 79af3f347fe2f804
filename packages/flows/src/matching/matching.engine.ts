import {
  SENIORITY_YEARS,
  SKILL_CREDIT,
  STATUS_CREDIT,
  languageCredit,
  levelCredit,
  locationCredit,
  pointsOf,
  remoteCredit,
  requirementsOf,
  salaryCredit,
  scoreOfPoints,
  seniorityCredit,
  seniorityYears,
  skillCredit,
  verdictOf,
  type Requirement,
} from './matching.rules.ts'
import { foldedText, mayMention, mentionsIn, type Mention } from './matching.text.ts'
import type {
  MatchEvidence,
  MatchRequirement,
  MatchVerdict,
  RankedMatching,
  MatchLanguage,
  MatchLocation,
  MatchReason,
  MatchResume,
  MatchResumeSkill,
  MatchSalary,
  MatchTaxonomy,
  MatchVacancy,
  Matching,
  RemotePolicy,
  TalentStatus,
} from './matching.types.ts'

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

const SENIORITY_WORDS = {
  intern: 'Intern',
  junior: 'Junior',
  middle: 'Mid-level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
} as const

const REMOTE_WORDS = { onsite: 'On site', hybrid: 'Hybrid', remote: 'Remote' } as const satisfies Record<
  RemotePolicy,
  string
>

const STATUS_WORDS = {
  open_to_work: ['Open to work', 'Open to work.'],
  passive: ['Passive', 'Passive: open to the right offer.'],
  not_looking: ['Not looking', 'Not looking for a job.'],
  hired: ['Hired', 'Already hired.'],
} as const satisfies Record<TalentStatus, readonly [string, string]>

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' })
// Intl look-ups cost microseconds each; a ranking page asks the same few hundreds of times.
const knownLanguages = new Map<string, string>()
const languageName = (code: string) => {
  let name = knownLanguages.get(code)
  if (name === undefined) {
    try {
      name = languageNames.of(code) ?? code
    } catch {
      name = code
    }
    knownLanguages.set(code, name)
  }
  return name
}
const languageLevel = (language: MatchLanguage) =>
  language.level === 'native' ? 'native' : language.level.toUpperCase()

const placeOf = (location: MatchLocation) =>
  [location.city, location.state, location.country].filter((part) => part && part.trim()).join(', ')

const amount = new Intl.NumberFormat('en')
const money = (salary: MatchSalary) =>
  `${amount.format(salary.min)}–${amount.format(salary.max)} ${salary.currency} a${salary.period === 'hour' ? 'n' : ''} ${salary.period}`

const skillText = (skill: MatchResumeSkill) =>
  `${skill.name}, ${skill.level}, ${skill.years} ${skill.years === 1 ? 'year' : 'years'}`

const years = (value: number) => {
  const rounded = Math.floor(value)
  return rounded === 1 ? '1 year' : `${rounded} years`
}

interface Judged {
  credit: number
  explanation: string
  evidence: MatchEvidence[]
}

const fromResume = (field: string, text: string): MatchEvidence => ({ source: 'resume', field, text })
const fromVacancy = (field: string, text: string): MatchEvidence => ({ source: 'vacancy', field, text })

class Judge {
  private mentions: Map<string, Mention> | null = null
  private folded: string | null | undefined
  private readonly skillIndex = new Map<string, number>()

  constructor(
    private readonly resume: MatchResume,
    private readonly taxonomy: MatchTaxonomy,
    private readonly today: Date,
  ) {
    resume.skills.forEach((skill, index) => this.skillIndex.set(skill.skill_id, index))
  }

  private mentioned(skillId: string): Mention | undefined {
    if (!this.mentions) {
      // Reading the text is dear; a skill none of whose names is even a part of it is not mentioned there.
      if (this.folded === undefined) this.folded = foldedText(this.resume)
      if (this.folded !== null && !mayMention(this.folded, skillId, this.taxonomy)) return undefined
      this.mentions = mentionsIn(this.resume, this.taxonomy)
    }
    return this.mentions.get(skillId)
  }

  skill(requirement: Requirement & { kind: 'required_skill' | 'nice_to_have_skill' }): Judged {
    const { skill } = requirement
    const at = this.skillIndex.get(skill.skill_id)
    const listed = at === undefined ? null : this.resume.skills[at]!
    const relatedAt = (this.taxonomy.related.get(skill.skill_id) ?? [])
      .map((id) => this.skillIndex.get(id))
      .find((position) => position !== undefined)
    const related = relatedAt === undefined ? null : this.resume.skills[relatedAt]!
    const listedCredit = listed ? levelCredit(skill.level, listed.level) : 0
    // Reading the text for mentions is the dearest step: skipped when a listing already earns more than a mention.
    const mention = listedCredit >= SKILL_CREDIT.mentioned || related ? undefined : this.mentioned(skill.skill_id)
    const credit = skillCredit(skill.level, listed?.level ?? null, related !== null, mention !== undefined)
    if (listed && listedCredit === credit) {
      const explanation =
        credit === 1
          ? `Listed as ${capital(listed.level)}, ${years(listed.years)}.`
          : `Listed as ${capital(listed.level)}, below the ${capital(skill.level)} asked.`
      return { credit, explanation, evidence: [fromResume(`skills/${at}`, skillText(listed))] }
    }
    if (related && credit === SKILL_CREDIT.related) {
      return {
        credit,
        explanation: `${related.name} is listed, a related skill.`,
        evidence: [fromResume(`skills/${relatedAt}`, skillText(related))],
      }
    }
    if (mention) {
      return {
        credit,
        explanation: 'Mentioned in the resume, not listed as a skill.',
        evidence: [fromResume(mention.field, mention.text)],
      }
    }
    return { credit, explanation: 'Not in the resume.', evidence: [] }
  }

  seniority(requirement: Requirement & { kind: 'seniority' }): Judged {
    const needed = SENIORITY_YEARS[requirement.seniority]
    const { years: shown, fromSkill } = seniorityYears(this.resume, this.today)
    const credit = seniorityCredit(requirement.seniority, shown)
    const evidence = fromSkill
      ? [fromResume(`skills/${this.skillIndex.get(fromSkill.skill_id)}`, skillText(fromSkill))]
      : this.resume.experience
          .slice(0, 2)
          .map((entry, index) =>
            fromResume(`experience/${index}`, `${entry.title}, ${entry.start_date} – ${entry.end_date ?? 'present'}`),
          )
    const source = fromSkill ? ` of ${fromSkill.name}` : ' of experience'
    const explanation =
      shown <= 0 && !fromSkill
        ? 'No dated experience in the resume.'
        : credit === 1
          ? `About ${years(shown)}${source}.`
          : `About ${years(shown)}${source}, ${years(needed)} asked.`
    return { credit, explanation, evidence }
  }

  location(requirement: Requirement & { kind: 'location' }): Judged {
    const own = this.resume.location
    const credit = locationCredit(requirement.location, own)
    if (!own) return { credit, explanation: 'No location in the resume.', evidence: [] }
    const explanation =
      credit === 1
        ? requirement.location.city === null
          ? 'In the same country.'
          : 'In the same city.'
        : credit > 0
          ? 'In the same country, another city.'
          : 'In another country.'
    return { credit, explanation, evidence: [fromResume('location', placeOf(own))] }
  }

  remote(requirement: Requirement & { kind: 'remote' }): Judged {
    const modes = this.resume.work_modes
    const credit = remoteCredit(requirement.remote, modes)
    if (modes.length === 0) return { credit, explanation: 'Open to any way of working.', evidence: [] }
    const accepted = modes.map((mode) => REMOTE_WORDS[mode].toLowerCase()).join(' or ')
    const explanation =
      credit === 1
        ? `Open to ${REMOTE_WORDS[requirement.remote].toLowerCase()} work.`
        : `Open to ${accepted} work only${credit > 0 ? ', close to what is asked' : ''}.`
    return {
      credit,
      explanation,
      evidence: [fromResume('availability/work_modes', modes.map((mode) => REMOTE_WORDS[mode]).join(', '))],
    }
  }

  salary(requirement: Requirement & { kind: 'salary' }): Judged {
    const offer = requirement.salary
    const expectation = this.resume.salary_expectation
    const credit = salaryCredit(offer, expectation)
    if (!expectation) return { credit, explanation: 'No salary expectation in the resume.', evidence: [] }
    const evidence = [fromResume('salary_expectation', money(expectation))]
    if (expectation.currency !== offer.currency || expectation.period !== offer.period) {
      return {
        credit,
        explanation: `Expects ${expectation.currency} a ${expectation.period}: not comparable with ${offer.currency} a ${offer.period}.`,
        evidence,
      }
    }
    const explanation =
      credit === 1
        ? 'The expectation fits the range.'
        : credit > 0
          ? 'Expects slightly more than the range.'
          : 'Expects more than the range.'
    return { credit, explanation, evidence }
  }

  language(requirement: Requirement & { kind: 'language' }): Judged {
    const { language } = requirement
    const at = this.resume.languages.findIndex((own) => own.language === language.language)
    const own = at === -1 ? null : this.resume.languages[at]!
    const credit = languageCredit(language.level, own?.level ?? null)
    if (!own) return { credit, explanation: 'Not in the resume.', evidence: [] }
    const explanation =
      credit === 1
        ? `Listed as ${languageLevel(own)}.`
        : credit > 0
          ? `Listed as ${languageLevel(own)}, one level below.`
          : `Listed as ${languageLevel(own)}, below the level asked.`
    return {
      credit,
      explanation,
      evidence: [fromResume(`languages/${at}`, `${languageName(own.language)}, ${languageLevel(own)}`)],
    }
  }

  status(): Judged {
    const status = this.resume.talent_status
    return {
      credit: STATUS_CREDIT[status],
      explanation: STATUS_WORDS[status][1],
      evidence: [fromResume('talent/status', STATUS_WORDS[status][0])],
    }
  }
}

function requirementWords(requirement: Requirement): string {
  switch (requirement.kind) {
    case 'required_skill':
    case 'nice_to_have_skill':
      return `${requirement.skill.name}, ${requirement.skill.level}`
    case 'seniority':
      return `${SENIORITY_WORDS[requirement.seniority]} (${SENIORITY_YEARS[requirement.seniority]}+ years)`
    case 'location':
      return placeOf(requirement.location)
    case 'remote':
      return REMOTE_WORDS[requirement.remote]
    case 'salary':
      return money(requirement.salary)
    case 'language':
      return `${languageName(requirement.language.language)}, ${languageLevel(requirement.language)}`
    case 'talent_status':
      return 'Looking for a job'
  }
}

/** The vacancy's text a requirement points at (the talent's status is the resume's alone). */
function askedOf(requirement: Requirement): MatchEvidence[] {
  switch (requirement.kind) {
    case 'required_skill':
    case 'nice_to_have_skill': {
      const { skill, index } = requirement
      const text = `${skill.name}, ${skill.level}, ${skill.required ? 'required' : 'nice to have'}`
      return [fromVacancy(`skills/${index}`, text)]
    }
    case 'seniority':
      return [fromVacancy('seniority', SENIORITY_WORDS[requirement.seniority])]
    case 'location':
      return [fromVacancy('location', placeOf(requirement.location))]
    case 'remote':
      return [fromVacancy('remote', REMOTE_WORDS[requirement.remote])]
    case 'salary':
      return [fromVacancy('salary', money(requirement.salary))]
    case 'language': {
      const { language, index } = requirement
      return [fromVacancy(`languages/${index}`, `${languageName(language.language)}, ${languageLevel(language)}`)]
    }
    case 'talent_status':
      return []
  }
}

function judge(judgeOf: Judge, requirement: Requirement): Judged {
  switch (requirement.kind) {
    case 'required_skill':
    case 'nice_to_have_skill':
      return judgeOf.skill(requirement)
    case 'seniority':
      return judgeOf.seniority(requirement)
    case 'location':
      return judgeOf.location(requirement)
    case 'remote':
      return judgeOf.remote(requirement)
    case 'salary':
      return judgeOf.salary(requirement)
    case 'language':
      return judgeOf.language(requirement)
    case 'talent_status':
      return judgeOf.status()
  }
}

const clip = (text: string, limit: number) => (text.length <= limit ? text : `${text.slice(0, limit - 1)}…`)
const clipped = (evidence: MatchEvidence[]) => evidence.map((item) => ({ ...item, text: clip(item.text, 300) }))

/** The vacancy's requirements in the order of its reasons: strongest weight first, then as the vacancy states them. */
function ordered(vacancy: MatchVacancy): readonly Requirement[] {
  // Inputs are read-only: worked out once per vacancy, like requirementsOf.
  let requirements = orderedOf.get(vacancy)
  if (!requirements) {
    requirements = requirementsOf(vacancy)
      .map((requirement, order) => ({ requirement, order }))
      .sort((a, b) => b.requirement.weight - a.requirement.weight || a.order - b.order)
      .map(({ requirement }) => requirement)
    orderedOf.set(vacancy, requirements)
  }
  return requirements
}
const orderedOf = new WeakMap<MatchVacancy, readonly Requirement[]>()

/**
 * What a vacancy asks, one requirement per reason of its matchings and in their order: its share of the score and
 * the vacancy's text that states it. The same for every resume, so a page of talents ranked for one vacancy says it
 * once (`GET /vacancy/{id}/matching`, ADR 0102).
 */
export function matchRequirements(vacancy: MatchVacancy): MatchRequirement[] {
  return structuredClone(stated(vacancy)) as MatchRequirement[]
}

function stated(vacancy: MatchVacancy): readonly MatchRequirement[] {
  let requirements = statedOf.get(vacancy)
  if (!requirements) {
    requirements = ordered(vacancy).map((requirement) => ({
      kind: requirement.kind,
      requirement: clip(requirementWords(requirement), 200),
      max_points: requirement.weight / 100,
      evidence: clipped(askedOf(requirement)),
    }))
    statedOf.set(vacancy, requirements)
  }
  return requirements
}
const statedOf = new WeakMap<MatchVacancy, readonly MatchRequirement[]>()

/**
 * How well a resume fits a vacancy, the resume's side only (ADR 0070, ADR 0102): the score and one verdict per
 * requirement of `matchRequirements(vacancy)`, in its order, with the resume's text that shows it. Pure: `today`
 * dates a current position's end.
 */
export function scoreRanked(
  resume: MatchResume,
  vacancy: MatchVacancy,
  taxonomy: MatchTaxonomy,
  options: { today?: Date } = {},
): RankedMatching {
  const judgeOf = new Judge(resume, taxonomy, options.today ?? new Date())
  let total = 0
  const matched: string[] = []
  const missing: string[] = []
  // Skill names in the vacancy's order (requirementsOf lists required skills first), verdicts in the reasons' order.
  const verdictOfSkill = new Map<Requirement, MatchVerdict>()
  const verdicts = ordered(vacancy).map((requirement) => {
    const { credit, explanation, evidence } = judge(judgeOf, requirement)
    const points = pointsOf(requirement.weight, credit)
    total += points
    const verdict = verdictOf(credit)
    if (requirement.kind === 'required_skill' || requirement.kind === 'nice_to_have_skill') {
      verdictOfSkill.set(requirement, verdict)
    }
    return { verdict, points: points / 100, explanation: clip(explanation, 300), evidence: clipped(evidence) }
  })
  for (const requirement of requirementsOf(vacancy)) {
    const verdict = verdictOfSkill.get(requirement)
    if (verdict === undefined || !('skill' in requirement)) continue
    if (verdict === 'met') matched.push(requirement.skill.name)
    else if (verdict === 'missing') missing.push(requirement.skill.name)
  }
  return { score: scoreOfPoints(total), matched_skills: matched, missing_skills: missing, verdicts }
}

/**
 * The reasons of a matching from a vacancy's requirements and a resume's verdicts on them, position by position:
 * what the requirement asks, how the resume meets it, the resume's evidence then the vacancy's. Generic over the
 * wire's spelling, so the portal joins its camel-cased page with the same function.
 */
export function withReasons<
  Requirement extends { evidence: readonly Evidence[] },
  Verdict extends { evidence: readonly Evidence[] },
  Evidence,
>(requirements: readonly Requirement[], verdicts: readonly Verdict[]) {
  if (requirements.length !== verdicts.length) {
    throw new Error(`${verdicts.length} verdicts for ${requirements.length} requirements`)
  }
  return verdicts.map((verdict, position) => {
    const requirement = requirements[position]!
    return { ...requirement, ...verdict, evidence: [...verdict.evidence, ...requirement.evidence] }
  })
}

/** A matching without its reasons (ADR 0109): what a list of applications carries, the score and the skills. */
export function matchingSummary({
  score,
  matched_skills,
  missing_skills,
}: Pick<Matching, 'score' | 'matched_skills' | 'missing_skills'>) {
  return { score, matched_skills, missing_skills }
}

/**
 * How well a resume fits a vacancy (ADR 0070): one reason per requirement the vacancy states, plus the talent's
 * status, each met, partial or missing with the text that shows it; strongest weight first. The score is the sum of
 * the reasons' points, rounded. Pure: `today` dates a current position's end.
 */
export function scoreMatch(
  resume: MatchResume,
  vacancy: MatchVacancy,
  taxonomy: MatchTaxonomy,
  options: { today?: Date } = {},
): Matching {
  const { verdicts, ...ranked } = scoreRanked(resume, vacancy, taxonomy, options)
  // The requirements are kept per vacancy: their evidence is copied, not shared between answers.
  const reasons = withReasons(stated(vacancy), verdicts).map(
    ({ kind, requirement, verdict, points, max_points, explanation, evidence }): MatchReason => ({
      kind,
      requirement,
      verdict,
      points,
      max_points,
      explanation,
      evidence: evidence.map((item) => ({ ...item })),
    }),
  )
  return { ...ranked, reasons }
}
