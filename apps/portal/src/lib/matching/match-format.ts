import type { Schema } from '@hireloop/api'

export type Matching = Schema<'Matching'>
export type MatchReason = Schema<'MatchReason'>
export type MatchEvidence = Schema<'MatchEvidence'>
export type MatchVerdict = MatchReason['verdict']

/** How strong a score reads: the badge colour and the word beside it. Bands rather than a gradient keep AA contrast. */
export type ScoreBand = 'strong' | 'fair' | 'weak'

/** 75 and up is strong, 50 to 74 fair, below 50 weak (ADR 0074). */
export function scoreBandOf(score: number): ScoreBand {
  if (score >= 75) return 'strong'
  if (score >= 50) return 'fair'
  return 'weak'
}

export const VERDICT_LABELS: Record<MatchVerdict, string> = {
  met: 'Met',
  partial: 'Partial',
  missing: 'Missing',
}

export const REASON_KIND_LABELS: Record<MatchReason['kind'], string> = {
  required_skill: 'Required skill',
  nice_to_have_skill: 'Nice-to-have skill',
  seniority: 'Seniority',
  location: 'Location',
  remote: 'Remote policy',
  salary: 'Salary',
  language: 'Language',
  talent_status: 'Availability',
}

// The first segment of an evidence path names the part of the document it quotes.
const FIELD_WORDS: Record<string, string> = {
  skills: 'skills',
  experience: 'experience',
  education: 'education',
  summary: 'summary',
  salary: 'salary',
  languages: 'languages',
  location: 'location',
  remote: 'remote policy',
  seniority: 'seniority',
  title: 'title',
  description: 'description',
  status: 'status',
  availability: 'availability',
}

/** Where a quote comes from, in words: `{source: 'resume', field: 'experience/2/description'}` is "Resume, experience". */
export function evidenceSourceLabel(evidence: Pick<MatchEvidence, 'source' | 'field'>): string {
  const document = evidence.source === 'resume' ? 'Resume' : 'Vacancy'
  const head = evidence.field.split('/')[0] ?? ''
  const word = FIELD_WORDS[head] ?? head.replace(/[_-]+/g, ' ').trim()
  return word ? `${document}, ${word}` : document
}

/** The reasons by weight, heaviest first; equal weights keep the server's order. */
export function reasonsByWeight(reasons: readonly MatchReason[]): MatchReason[] {
  return reasons
    .map((reason, index) => ({ reason, index }))
    .sort((a, b) => b.reason.maxPoints - a.reason.maxPoints || a.index - b.index)
    .map(({ reason }) => reason)
}

/** "5 met, 2 partial, 1 missing", leaving out the verdicts no reason has. */
export function verdictSummary(reasons: readonly MatchReason[]): string {
  const counts = (['met', 'partial', 'missing'] as const)
    .map((verdict) => [verdict, reasons.filter((r) => r.verdict === verdict).length] as const)
    .filter(([, count]) => count > 0)
  return counts.map(([verdict, count]) => `${count} ${verdict}`).join(', ')
}
