import type { Schema } from '@hireloop/api'
import type { ApplicationActor, HireSide } from '@hireloop/flows'
import { scorecardRefusal } from '@hireloop/flows/rules'
import { Avatar, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ArrowLeft } from 'lucide-react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { ApplicationActions } from '../../lib/applications/application-actions.tsx'
import { ApplicationStatusBadge } from '../../lib/applications/application-status-badge.tsx'
import { HireConfirmationDialog, type ConfirmHire } from '../../lib/applications/hire-confirmation-dialog.tsx'
import { ScorecardDialog, type LeaveFeedback } from '../../lib/feedback/scorecard-dialog.tsx'
import { useApplicationMove, type UpdateStatus } from '../../lib/applications/use-application-move.ts'
import { MatchReasons } from '../../lib/matching/match-reasons.tsx'
import type { MeetingEffects } from '../../lib/meetings/meeting-effects.ts'
import { interviewSchedulable, ScheduleInterview } from '../../lib/meetings/schedule-interview.tsx'
import { MatchScore } from '../../lib/matching/match-score.tsx'
import { ResumeDocument } from '../../lib/resumes/resume-document.tsx'
import { placeOf } from '../../lib/resumes/resume-format.ts'
import { applicationConversationHref } from '../../lib/conversations/conversation-href.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { VacancyDocument } from '../../lib/vacancies/vacancy-document.tsx'

type Application = Schema<'Application'>
type Vacancy = Schema<'Vacancy'>
type Resume = Schema<'Resume'>
type Matching = Schema<'Matching'>

/** The other side's document: a talent reads the vacancy, a company the resume; recruiters either. */
export type ApplicationDocument = { kind: 'vacancy'; vacancy: Vacancy } | { kind: 'resume'; resume: Resume }

export interface ApplicationDocumentScreenProps {
  /** Who reads it (an admin is a recruiter): decides the moves offered and the hire confirmation. */
  side: ApplicationActor
  document: ApplicationDocument
  /** The application the document is read in; null for a recruiter weighing a resume against a vacancy. */
  application: Application | null
  /** How the resume and the vacancy fit (computed now, never stored); null when there is none to show. */
  matching: Matching | null
  /** Where the reader came from, e.g. the vacancy's hiring pipeline. */
  back?: { to: string; label: string }
  /** POST /application/{id}/application_status. */
  updateStatus: UpdateStatus
  /** PUT /application/{id}/hire. */
  confirmHire: ConfirmHire
  /** POST /talent/{id}/feedback: offered to the company and recruiters once the application reached the interview. */
  leaveFeedback?: LeaveFeedback
  /** The meeting machine's effects: with them, the company or a recruiter schedules the interview here (issue 14). */
  meetingEffects?: MeetingEffects
  /** The viewer's zone for the interview's date and time. @default the browser's */
  timeZone?: string
  /** The interview is scheduled, with "Meeting created" (the route toasts it). */
  onMeetingScheduled?: (message: string) => void
  /** @default the design-system Avatar (the route passes one that reads stored logos with the token). */
  AvatarComponent?: ComponentType<AvatarProps>
}

const page = css({ px: { base: '4', md: '8' }, py: '8', width: 'full', maxWidth: '6xl', mx: 'auto' })
const layout = css({
  display: 'grid',
  gap: '8',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
  alignItems: 'start',
  mt: '4',
})
const article = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })
const header = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const company = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg' })
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const person = css({ fontSize: 'lg', color: 'fg' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const aside = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  position: { lg: 'sticky' },
  top: { lg: '20' },
})
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '5',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
  bg: 'bg',
})
const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold', color: 'fg' })
const backLink = css({ display: 'inline-flex', alignItems: 'center', gap: '1', '& svg': { width: '4', height: '4' } })

/**
 * The other side's document in the context of an application (docs/product.md §2): a talent reads the vacancy of
 * their application, a company the applicant's resume, a recruiter either. Beside it: where the application stands,
 * the moves the transition table gives the reader, the hire confirmation once the offer is accepted, and why the two
 * match (the reasons with the text that shows each).
 */
export function ApplicationDocumentScreen(props: ApplicationDocumentScreenProps) {
  const { document, application, matching, back, AvatarComponent = Avatar } = props
  const heading = document.kind === 'vacancy' ? document.vacancy.title : document.resume.title
  return (
    <div className={page}>
      {back && (
        <AppLink to={back.to} className={backLink}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </AppLink>
      )}
      <div className={layout}>
        <article className={article} aria-labelledby="document-title">
          <header className={header}>
            {document.kind === 'vacancy' && (
              <p className={company}>
                <AvatarComponent
                  name={document.vacancy.company.name}
                  src={document.vacancy.company.imageUrl}
                  size="sm"
                />
                {document.vacancy.company.name}
              </p>
            )}
            <div className={titleRow}>
              <h1 id="document-title" className={title}>
                {heading}
              </h1>
            </div>
            {document.kind === 'resume' && (
              <>
                <p className={person}>{document.resume.fullName || 'No name'}</p>
                {placeOf(document.resume.location) && <p className={muted}>{placeOf(document.resume.location)}</p>}
              </>
            )}
          </header>
          {document.kind === 'vacancy' ? (
            <VacancyDocument vacancy={document.vacancy} />
          ) : (
            <ResumeDocument resume={document.resume} />
          )}
        </article>
        <aside className={aside} aria-label={application ? 'Application' : 'Match'}>
          {application && <ScheduledApplicationPanel {...props} application={application} />}
          <Panel title="How they match" id="match-title">
            {matching ? (
              <>
                <MatchScore score={matching.score} size="md" />
                <MatchReasons
                  matching={matching}
                  label={
                    document.kind === 'vacancy'
                      ? `Why ${document.vacancy.title} matches`
                      : `Why ${document.resume.title} matches`
                  }
                />
              </>
            ) : (
              <p className={muted}>No match reasons for this pair yet.</p>
            )}
          </Panel>
        </aside>
      </div>
    </div>
  )
}

// Scheduling an interview moves the application on the server (ADR 0078): the status machine starts again from the
// application as read after it.
function ScheduledApplicationPanel(props: ApplicationDocumentScreenProps & { application: Application }) {
  const [scheduled, setScheduled] = useState(0)
  return (
    <ApplicationPanel
      key={scheduled}
      {...props}
      onInterviewScheduled={(message) => {
        setScheduled((n) => n + 1)
        props.onMeetingScheduled?.(message)
      }}
    />
  )
}

function ApplicationPanel({
  side,
  application,
  document,
  updateStatus,
  confirmHire,
  meetingEffects,
  timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone,
  onInterviewScheduled,
  leaveFeedback,
}: ApplicationDocumentScreenProps & {
  application: Application
  onInterviewScheduled?: (message: string) => void
}) {
  const move = useApplicationMove({ application, side, updateStatus })
  const subject = document.kind === 'vacancy' ? application.vacancy.title : application.talent.fullName
  const confirmedBy = application.hireConfirmation
    .map((confirmation) => confirmation.confirmedBy.type)
    .filter((type): type is HireSide => type === 'talent' || type === 'employer')
  return (
    <Panel title="Application" id="application-title">
      <div>
        <ApplicationStatusBadge status={move.status} hired={move.hired} />
      </div>
      <ApplicationActions move={move} subject={subject} />
      {meetingEffects &&
        side !== 'talent' &&
        move.saving === null &&
        interviewSchedulable({ ...application, status: move.status, hired: move.hired }, side) && (
          <div>
            <ScheduleInterview
              application={{ ...application, status: move.status, hired: move.hired }}
              side={side}
              timeZone={timeZone}
              effects={meetingEffects}
              onScheduled={(message) => onInterviewScheduled?.(message)}
            />
          </div>
        )}
      {move.status === 'offer_accepted' && (
        <HireConfirmationDialog
          applicationId={application.id}
          side={side}
          confirmedBy={confirmedBy}
          vacancyTitle={application.vacancy.title}
          talentName={application.talent.fullName}
          confirmHire={confirmHire}
          onHired={move.hireConfirmed}
        />
      )}
      {leaveFeedback && side !== 'talent' && scorecardRefusal(move.status) === null && (
        <ScorecardDialog
          talentId={application.talent.id}
          applicationId={application.id}
          talentName={application.talent.fullName}
          vacancyTitle={application.vacancy.title}
          leaveFeedback={leaveFeedback}
        />
      )}
      <AppLink to={applicationConversationHref(application.id)}>
        Message {side === 'talent' ? application.vacancy.company.name : application.talent.fullName}
      </AppLink>
    </Panel>
  )
}

function Panel({ title: text, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className={panelTitle}>
        {text}
      </h2>
      {children}
    </section>
  )
}
