import { Avatar, Badge, Button, Card, VisuallyHidden, type AvatarProps } from '@hireloop/design-system'
import { APPLICATION_STATUS_LABELS } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { FileUser, UserPlus, Workflow } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { MatchReasonsDisclosure } from '../../lib/matching/match-reasons-disclosure.tsx'
import { MatchScore } from '../../lib/matching/match-score.tsx'
import { placeOf } from '../../lib/vacancies/vacancy-format.ts'
import { useMatchAction, type MatchAction } from './match-action.ts'
import type { TalentMatch } from './talent-matches.ts'
import { cardHeader, cardTitle, facts, footer, refusal, skillLine } from './match-styles.ts'

export interface TalentMatchCardProps {
  match: TalentMatch
  /** The vacancy the talent is ranked for (the pipeline link names it). */
  vacancyId: string
  /** POST /application: the company proposes the talent (employer_interested). */
  onPropose: MatchAction<TalentMatch>
  /** @default the design-system Avatar */
  AvatarComponent?: ComponentType<AvatarProps>
}

const who = css({ display: 'flex', alignItems: 'center', gap: '3' })
const SKILLS_SHOWN = 6

/**
 * One talent ranked for a vacancy: who, the resume's title, place and main skills, the score, the reasons on demand,
 * the resume, and Propose, or the way to the application when the talent is already in the pipeline.
 */
export function TalentMatchCard({ match, vacancyId, onPropose, AvatarComponent = Avatar }: TalentMatchCardProps) {
  const { resume, talent, matching, application } = match
  const { busy, refused, run } = useMatchAction(match)
  const titleId = `talent-match-${resume.id}-title`
  const named = <VisuallyHidden> {talent.fullName}</VisuallyHidden>
  const place = placeOf(resume.location)
  const skills = resume.skills.slice(0, SKILLS_SHOWN).map((skill) => skill.name)

  return (
    <Card.Root asChild>
      <article aria-labelledby={titleId}>
        <Card.Header>
          <div className={cardHeader}>
            <div className={who}>
              <AvatarComponent name={talent.fullName} src={talent.imageUrl} size="md" />
              <div>
                <Card.Title id={titleId} className={cardTitle}>
                  {talent.fullName}
                </Card.Title>
                <Card.Description className={facts}>
                  <span>{resume.title}</span>
                  {place && <span>{place}</span>}
                </Card.Description>
              </div>
            </div>
            <MatchScore score={matching.score} size="md" />
          </div>
        </Card.Header>
        <Card.Body>
          {skills.length > 0 && (
            <p className={skillLine}>
              Skills: {skills.join(', ')}
              {resume.skills.length > SKILLS_SHOWN && ` and ${resume.skills.length - SKILLS_SHOWN} more`}.
            </p>
          )}
          <MatchReasonsDisclosure matching={matching} subject={talent.fullName} />
        </Card.Body>
        <Card.Footer className={footer}>
          <Button asChild size="sm" variant="outline" colorPalette="neutral">
            <RouterLink to={`/resume/${resume.id}`}>
              <FileUser aria-hidden="true" />
              View resume{named}
            </RouterLink>
          </Button>
          {application === null ? (
            <Button size="sm" loading={busy} onClick={() => void run(onPropose)}>
              <UserPlus aria-hidden="true" />
              Propose{named}
            </Button>
          ) : (
            <>
              <Badge variant="status" colorPalette={application.hired ? 'success' : 'primary'}>
                {application.hired ? 'Hired' : APPLICATION_STATUS_LABELS[application.status]}
              </Badge>
              <Button asChild size="sm" variant="outline" colorPalette="neutral">
                <RouterLink
                  to={`/job-openings/hiring-pipeline/vacancy/${vacancyId}/application/${application.id}/resume`}
                >
                  <Workflow aria-hidden="true" />
                  Open application{named}
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
