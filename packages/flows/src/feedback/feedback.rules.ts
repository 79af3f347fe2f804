// Pure, no XState: what an interview scorecard holds and when one may be left (ADR 0079), shared by the server, the
// mock marketplace and the portal so all three say the same.
import type { ApplicationStatus } from '../application-status/application-status.rules.ts'
import { pipelineGroupOf } from '../pipeline/pipeline.groups.ts'

/** The criteria of a scorecard, in the order the form and the list show them, each scored 1 to 5. */
export const SCORECARD_CRITERIA = ['skills', 'communication', 'motivation', 'culture_add'] as const
export type ScorecardCriterion = (typeof SCORECARD_CRITERIA)[number]
export type ScorecardScores = Record<ScorecardCriterion, number>

export const SCORECARD_CRITERION_LABELS: Record<ScorecardCriterion, string> = {
  skills: 'Skills',
  communication: 'Communication',
  motivation: 'Motivation',
  culture_add: 'Culture add',
}

/** What each criterion asks the interviewer, under its stars. */
export const SCORECARD_CRITERION_HINTS: Record<ScorecardCriterion, string> = {
  skills: 'Can they do the work the vacancy describes?',
  communication: 'Do they explain their thinking clearly and listen?',
  motivation: 'Do they want this role, for reasons that will last?',
  culture_add: 'What do they bring that the team lacks?',
}

/** An even scale: no middle ground, so every scorecard takes a side. */
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const
export type Recommendation = (typeof RECOMMENDATIONS)[number]

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_yes: 'Strong yes',
  yes: 'Yes',
  no: 'No',
  strong_no: 'Strong no',
}

/** The mean of the scores, to one decimal. */
export function scorecardAverage(scores: ScorecardScores): number {
  const sum = SCORECARD_CRITERIA.reduce((total, criterion) => total + scores[criterion], 0)
  return Math.round((sum / SCORECARD_CRITERIA.length) * 10) / 10
}

export const NOT_INTERVIEWED =
  'Feedback follows an interview: this application has not reached the Interview stage yet.'

/**
 * Why an application may not get a scorecard, or null when it may: it must be in Interview or Decision pending, or
 * closed after an interview was held for it (`interviewed`), since a rejection after the interview is when a
 * scorecard matters most.
 */
export function scorecardRefusal(status: ApplicationStatus, { interviewed = false } = {}): string | null {
  const group = pipelineGroupOf(status)
  if (group === 'interview' || group === 'decision') return null
  if (group === null && interviewed) return null
  return NOT_INTERVIEWED
}
