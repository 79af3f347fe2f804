import type { Schema } from '@hireloop/api'
import { Badge, Button, Card, VisuallyHidden } from '@hireloop/design-system'
import { APPLICATION_STATUS_LABELS, statusActionLabel } from '@hireloop/flows'
import { ArrowRight, Send, ThumbsUp } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import { MatchReasonsDisclosure } from '../../lib/matching/match-reasons-disclosure.tsx'
import { MatchScore } from '../../lib/matching/match-score.tsx'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { EMPLOYMENT_TYPES, salaryText, SENIORITIES, whereText } from '../../lib/vacancies/vacancy-format.ts'
import { useMatchAction, type MatchAction } from './match-action.ts'
import { cardHeader, cardTitle, facts, footer, refusal, skillLine } from './match-styles.ts'

export type VacancyMatch = Schema<'VacancyMatch'>

export interface VacancyMatchCardProps {
  match: VacancyMatch
  /** POST /application with the talent's published resume. */
  onApply: MatchAction<VacancyMatch>
  /** A recruiter's `matched` application: the talent says they are interested (talent_interested). */
  onInterested: MatchAction<VacancyMatch>
}

/**
 * One vacancy ranked for the talent's resume: what and where, the score, the skills it found and missed, the reasons
 * on demand, and one action: Apply, "I'm interested" for a job our recruiters matched, or the application's status
 * with the way to the job.
 */
export function VacancyMatchCard({ match, onApply, onInterested }: VacancyMatchCardProps) {
  const { vacancy, matching, application } = match
  const { busy, refused, run } = useMatchAction(match)
  const titleId = `match-${vacancy.id}-title`
  const named = <VisuallyHidden> {vacancy.title}</VisuallyHidden>

  return (
    <Card.Root asChild>
      <article aria-labelledby={titleId}>
        <Card.Header>
          <div className={cardHeader}>
            <Card.Title id={titleId} className={cardTitle}>
              <AppLink to={`/vacancy/${vacancy.id}`}>{vacancy.title}</AppLink>
            </Card.Title>
            <MatchScore score={matching.score} size="md" />
          </div>
          <Card.Description className={facts}>
            <span>{vacancy.company.name}</span>
            <span>{whereText(vacancy)}</span>
            <span>{EMPLOYMENT_TYPES[vacancy.employmentType]}</span>
            {vacancy.seniority && <span>{SENIORITIES[vacancy.seniority]}</span>}
            {vacancy.salary && <span>{salaryText(vacancy.salary)}</span>}
          </Card.Description>
        </Card.Header>
        <Card.Body>
          {(matching.matchedSkills.length > 0 || matching.missingSkills.length > 0) && (
            <p className={skillLine}>
              {matching.matchedSkills.length > 0 && <>You have: {matching.matchedSkills.join(', ')}. </>}
              {matching.missingSkills.length > 0 && <>Missing: {matching.missingSkills.join(', ')}.</>}
            </p>
          )}
          <MatchReasonsDisclosure matching={matching} subject={vacancy.title} />
        </Card.Body>
        <Card.Footer className={footer}>
          {application === null ? (
            <Button size="sm" loading={busy} onClick={() => void run(onApply)}>
              <Send aria-hidden="true" />
              Apply{named}
            </Button>
          ) : (
            <>
              <Badge variant="status" colorPalette={application.hired ? 'success' : 'primary'}>
                {application.hired ? 'Hired' : APPLICATION_STATUS_LABELS[application.status]}
              </Badge>
              {application.status === 'matched' && (
                <Button size="sm" loading={busy} onClick={() => void run(onInterested)}>
                  <ThumbsUp aria-hidden="true" />
                  {statusActionLabel('talent_interested', 'talent')}
                  {named}
                </Button>
              )}
              <Button asChild size="sm" variant="outline" colorPalette="neutral">
                <RouterLink to={`/application/${application.id}/vacancy`}>
                  View job{named}
                  <ArrowRight aria-hidden="true" />
                </RouterLink>
              </Button>
            </>
          )}
          {refused && (
            <p role="alert" className={refusal}>
              {refused}
            </p>
          )}
        </Card.Footer>
      </article>
    </Card.Root>
  )
}
