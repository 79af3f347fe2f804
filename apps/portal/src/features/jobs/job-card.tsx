import type { Schema } from '@hireloop/api'
import { Badge, Card } from '@hireloop/design-system'
import type { HireSide } from '@hireloop/flows'
import { isStalled, timeInStage } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { ApplicationActions } from '../../lib/applications/application-actions.tsx'
import { ApplicationStatusBadge } from '../../lib/applications/application-status-badge.tsx'
import { HireConfirmationDialog, type ConfirmHire } from '../../lib/applications/hire-confirmation-dialog.tsx'
import { useApplicationMove, type UpdateStatus } from '../../lib/applications/use-application-move.ts'
import { MatchScore } from '../../lib/matching/match-score.tsx'
import { applicationConversationHref } from '../../lib/conversations/conversation-href.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { whereText } from '../../lib/vacancies/vacancy-format.ts'
import { inTalentWords } from './job-moves.ts'

type Application = Schema<'ApplicationListItem'>

export interface JobCardProps {
  job: Application
  now: Date
  updateStatus: UpdateStatus
  confirmHire: ConfirmHire
}

const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
})
const title = css({ fontSize: 'lg', fontWeight: 'semibold' })
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  color: 'fg.muted',
  textStyle: 'sm',
})
const badges = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const meta = css({ textStyle: 'sm', color: 'fg.muted' })
const body = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const message = css({ alignSelf: 'flex-start', textStyle: 'sm' })

const confirmedSides = (job: Application): HireSide[] =>
  job.hireConfirmation
    .map((confirmation) => confirmation.confirmedBy.type)
    .filter((type): type is HireSide => type === 'talent' || type === 'employer')

/**
 * One of the talent's jobs: the vacancy (its title leads to the application's vacancy page), the company and where,
 * the score, the status, how long it has been in its group (stalled after 7 days, like the pipeline's cards), the
 * moves the transition table gives the talent, and the hire confirmation once the offer is accepted.
 */
export function JobCard({ job, now, updateStatus, confirmHire }: JobCardProps) {
  const move = useApplicationMove({ application: job, side: 'talent', updateStatus })
  const subject = job.vacancy.title
  const closed = job.hiringPipelineGroup === null
  const stalled = !closed && !move.hired && isStalled(job.stageEnteredAt, now)
  const inStage = timeInStage(job.stageEnteredAt, now).label
  const where = job.vacancy.remote
    ? whereText({ location: job.vacancy.location ?? null, remote: job.vacancy.remote })
    : ''
  const titleId = `job-${job.id}-title`
  return (
    <Card.Root asChild>
      <article aria-labelledby={titleId} data-status={move.status}>
        <Card.Header>
          <div className={header}>
            <Card.Title id={titleId} className={title}>
              <AppLink to={`/application/${job.id}/vacancy`}>{subject}</AppLink>
            </Card.Title>
            {job.matching && <MatchScore score={job.matching.score} size="md" />}
          </div>
          <Card.Description className={facts}>
            <span>{job.vacancy.company.name}</span>
            {where && <span>{where}</span>}
          </Card.Description>
        </Card.Header>
        <Card.Body className={body}>
          <div className={badges}>
            <ApplicationStatusBadge status={move.status} hired={move.hired} />
            {stalled && (
              <Badge variant="status" colorPalette="warning">
                Stalled
              </Badge>
            )}
            <span className={meta}>{closed ? `Closed ${inStage.toLowerCase()} ago` : `${inStage} in this stage`}</span>
          </div>
          {!closed && !move.hired && <ApplicationActions move={inTalentWords(move, subject)} subject={subject} />}
          <AppLink to={applicationConversationHref(job.id)} className={message}>
            Message {job.vacancy.company.name}
          </AppLink>
          {move.status === 'offer_accepted' && (
            <HireConfirmationDialog
              applicationId={job.id}
              side="talent"
              confirmedBy={confirmedSides(job)}
              vacancyTitle={subject}
              talentName={job.talent.fullName}
              confirmHire={confirmHire}
              onHired={move.hireConfirmed}
            />
          )}
        </Card.Body>
      </article>
    </Card.Root>
  )
}
