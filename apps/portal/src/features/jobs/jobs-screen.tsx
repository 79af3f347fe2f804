import type { Schema } from '@hireloop/api'
import { Badge, Button, EmptyState, Tabs, VisuallyHidden } from '@hireloop/design-system'
import { transitionMessage, type ApplicationStatus } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { BriefcaseBusiness, Search } from 'lucide-react'
import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ConfirmHire } from '../../lib/applications/hire-confirmation-dialog.tsx'
import type { UpdateStatus } from '../../lib/applications/use-application-move.ts'
import { JobCard } from './job-card.tsx'
import { JOBS_TAB_LABELS, jobsByTab, jobsTabs, movedJob, selectedTab, tabOf, type JobsTab } from './jobs-tabs.ts'

type Application = Schema<'ApplicationListItem'>

export interface JobsScreenProps {
  /** The talent's applications (GET /application), every status. */
  jobs: Application[]
  /** How many the talent has in all; more than `jobs` holds when the list was cut. @default jobs.length */
  total?: number
  /** The tab the URL asks for (`?group=interview`); anything else shows the first tab that has jobs. */
  group: string | null
  onGroupChange: (tab: JobsTab) => void
  /** POST /application/{id}/application_status; resolves once the jobs it changed are read again. */
  updateStatus: UpdateStatus
  /** PUT /application/{id}/hire. */
  confirmHire: ConfirmHire
  /** "Now" for the time in stage. @default the current time */
  now?: Date
}

/** A move the server took, kept until the jobs come back with it (at once in a story, after the refetch in the app). */
interface Moved {
  from: ApplicationStatus
  job: Application
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '5xl',
  width: 'full',
  mx: 'auto',
})
const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const pageIntro = css({ color: 'fg.muted', mt: '1' })
const notice = css({ textStyle: 'sm', fontWeight: 'medium', color: 'success.fg', minH: '5', mt: '2' })
const tabList = css({ overflowX: 'auto' })
const trigger = css({ gap: '2' })
const panel = css({ pt: '4' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', m: '0', p: '0' })
const note = css({ textStyle: 'sm', color: 'fg.muted', mt: '4' })

const EMPTY_TABS: Record<JobsTab, { title: string; description: string }> = {
  matched: {
    title: 'No prequalified jobs',
    description: 'Jobs you apply to, and jobs our recruiters match you to, start here.',
  },
  interested: {
    title: 'No matched jobs',
    description: 'A job moves here once you and the company are both interested.',
  },
  interview: { title: 'No interviews', description: 'Jobs whose company asked to meet you show here.' },
  decision: {
    title: 'No decisions pending',
    description: 'After an interview, the company’s decision and its offer show here.',
  },
  closed: {
    title: 'No closed jobs',
    description: 'Jobs you withdrew from or declined, and jobs a company declined, show here.',
  },
}

const jobsText = (count: number) => (count === 1 ? '1 job' : `${count} jobs`)
// "Status updated" is a toast's title; followed by more words it needs its full stop.
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * `/application` for talents (docs/product.md §2, §4): the talent's jobs in tabs by pipeline group, in the talent's
 * words, plus the closed ones, each tab with its count; the tab lives in the URL. Each job offers the moves the
 * transition table gives the talent; a move that takes a job to another tab is announced here, since its card leaves.
 */
export function JobsScreen({
  jobs,
  total = jobs.length,
  group,
  onGroupChange,
  updateStatus,
  confirmHire,
  now = new Date(),
}: JobsScreenProps) {
  const [moved, setMoved] = useState<Record<string, Moved>>({})
  const [announcement, setAnnouncement] = useState('')
  const tabsRef = useRef<HTMLDivElement>(null)

  const shown = jobs.map((job) => {
    const move = moved[job.id]
    return move && move.from === job.status ? move.job : job
  })
  const byTab = jobsByTab(shown)
  const tab = selectedTab(group, byTab)

  const latest = useRef({ shown, updateStatus })
  useLayoutEffect(() => {
    latest.current = { shown, updateStatus }
  })
  // Cards read their effect once, at mount: this one stays the same and calls the latest props.
  const updateAndAnnounce = useCallback<UpdateStatus>(async (input) => {
    const job = latest.current.shown.find((j) => j.id === input.applicationId)
    const result = await latest.current.updateStatus(input)
    if (!job) return result
    setMoved((all) => ({ ...all, [job.id]: { from: job.status, job: movedJob(job, input.status, new Date()) } }))
    const to = tabOf(input.status)
    // A card that stays says it itself; one that leaves the tab cannot, so the page does.
    if (to === tabOf(job.status)) {
      setAnnouncement('')
      return result
    }
    const message = transitionMessage(job.status, input.status) ?? 'Status updated'
    setAnnouncement(`${sentence(message)} “${job.vacancy.title}” is now under ${JOBS_TAB_LABELS[to]}.`)
    // The card that held the focus has left: the focus goes back to the open tab, not to the top of the page.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus()
    })
    return result
  }, [])

  const heading = (
    <header>
      <h1 className={pageTitle}>Jobs</h1>
      <p className={pageIntro}>
        The jobs you applied to and the jobs you were matched to, stage by stage. Accept, decline or withdraw here.
      </p>
      {/* Present before it speaks, so screen readers announce the change. */}
      <p role="status" className={notice}>
        {announcement}
      </p>
    </header>
  )

  if (jobs.length === 0) {
    return (
      <div className={page}>
        {heading}
        <EmptyState
          icon={<BriefcaseBusiness />}
          title="No jobs yet"
          description="Apply to the vacancies ranked for your resume, or wait for a company or our recruiters to match you: your jobs show here, stage by stage."
          actions={
            <Button asChild>
              <RouterLink to="/matching">
                <Search aria-hidden="true" />
                Find jobs in Matching
              </RouterLink>
            </Button>
          }
        />
      </div>
    )
  }

  return (
    <div className={page}>
      {heading}
      <Tabs.Root ref={tabsRef} value={tab} onValueChange={({ value }) => onGroupChange(value as JobsTab)}>
        <Tabs.List aria-label="Jobs by stage" className={tabList}>
          {jobsTabs.map((value) => (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              {JOBS_TAB_LABELS[value]}{' '}
              <Badge variant="count" colorPalette={value === tab ? 'primary' : 'neutral'} aria-hidden="true">
                {byTab[value].length}
              </Badge>
              <VisuallyHidden>({jobsText(byTab[value].length)})</VisuallyHidden>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {jobsTabs.map((value) => (
          <Tabs.Content key={value} value={value} className={panel}>
            {byTab[value].length === 0 ? (
              <EmptyState size="sm" icon={<BriefcaseBusiness />} {...EMPTY_TABS[value]} />
            ) : (
              <ul className={list}>
                {byTab[value].map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} now={now} updateStatus={updateAndAnnounce} confirmHire={confirmHire} />
                  </li>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      {total > jobs.length && (
        <p className={note}>
          Showing the {jobs.length} jobs that moved most recently, of {total}.
        </p>
      )}
    </div>
  )
}
