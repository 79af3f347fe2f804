import type { Page, Schema } from '@hireloop/api'
import { Badge, DataTable, EmptyState, Pagination, type DataTableColumn } from '@hireloop/design-system'
import { RECOMMENDATION_LABELS, type Recommendation } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { ClipboardCheck, LockKeyhole } from 'lucide-react'
import { AppLink } from '../../lib/ui/app-link.tsx'

type Feedback = Schema<'Feedback'>

/** Who looks: recruiters read every scorecard, employers their company's; talents none (ADR 0079). */
export type FeedbackViewer = 'recruiter' | 'employer' | 'talent'

export interface FeedbackScreenProps {
  viewer: FeedbackViewer
  /** A page of scorecards (GET /feedback?kind=scorecard), newest first; null for a talent, who reads none. */
  scorecards: Page<Feedback> | null
  onPageChange: (page: number) => void
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '6xl',
  width: 'full',
  mx: 'auto',
})
const pageTitle = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const pageIntro = css({ color: 'fg.muted', mt: '1' })
const person = css({ display: 'flex', flexDirection: 'column' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const number = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

const PALETTE: Record<Recommendation, 'success' | 'danger'> = {
  strong_yes: 'success',
  yes: 'success',
  no: 'danger',
  strong_no: 'danger',
}

const dateFormat = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' })

const columns: DataTableColumn<Feedback>[] = [
  {
    key: 'talent',
    header: 'Talent',
    cell: (row) => (
      <span className={person}>
        {row.applicationId ? (
          <AppLink to={`/application-resume/${row.applicationId}`}>{row.talent?.fullName || 'No name'}</AppLink>
        ) : (
          row.talent?.fullName || 'No name'
        )}
        <span className={muted}>by {row.author.fullName || 'No name'}</span>
      </span>
    ),
    sortValue: (row) => row.talent?.fullName ?? '',
  },
  {
    key: 'vacancy',
    header: 'Vacancy',
    cell: (row) => row.vacancy?.title ?? '',
    sortValue: (row) => row.vacancy?.title,
  },
  {
    key: 'average',
    header: 'Average',
    align: 'end',
    cell: (row) =>
      row.scorecard && (
        <span className={number} aria-label={`${row.scorecard.average.toFixed(1)} out of 5`}>
          {row.scorecard.average.toFixed(1)} / 5
        </span>
      ),
    sortValue: (row) => row.scorecard?.average,
  },
  {
    key: 'recommendation',
    header: 'Recommendation',
    cell: (row) =>
      row.scorecard && (
        <Badge variant="status" colorPalette={PALETTE[row.scorecard.recommendation]}>
          {RECOMMENDATION_LABELS[row.scorecard.recommendation]}
        </Badge>
      ),
    sortValue: (row) => row.scorecard?.recommendation,
  },
  {
    key: 'date',
    header: 'Date',
    cell: (row) => <time dateTime={row.createdAt}>{dateFormat.format(new Date(row.createdAt))}</time>,
    sortValue: (row) => row.createdAt,
  },
]

/**
 * `/feedback` (docs/product.md §2): the interview scorecards, newest first, with the talent, the vacancy, the average
 * of the criteria and the recommendation (ADR 0079). Recruiters see every company's, employers their own. Talents get
 * a sentence instead: scorecards are internal.
 */
export function FeedbackScreen({ viewer, scorecards, onPageChange }: FeedbackScreenProps) {
  if (viewer === 'talent' || !scorecards) {
    return (
      <div className={page}>
        <EmptyState
          titleAs="h1"
          icon={<LockKeyhole />}
          title="Interview feedback is internal"
          description="Companies and recruiters keep their interview scorecards to themselves, so they are not shown to talents. You hear what they decide in your jobs and messages."
          actions={<AppLink to="/application">Go to your jobs</AppLink>}
        />
      </div>
    )
  }
  return (
    <div className={page}>
      <header>
        <h1 className={pageTitle}>Feedback</h1>
        <p className={pageIntro}>
          {viewer === 'recruiter'
            ? 'Interview scorecards from every company and recruiter, newest first.'
            : 'Your team’s interview scorecards, newest first. Talents never see them.'}
        </p>
      </header>
      {scorecards.total === 0 ? (
        <EmptyState
          icon={<ClipboardCheck />}
          title="No scorecards yet"
          description="After an interview, open the application’s resume and choose Leave feedback: the scorecard shows here."
        />
      ) : (
        <>
          <DataTable
            caption="Interview scorecards"
            hideCaption
            columns={columns}
            rows={scorecards.results}
            getRowId={(row) => row.id}
          />
          {scorecards.total > scorecards.size && (
            <Pagination
              total={scorecards.total}
              page={scorecards.currentPage}
              pageSize={scorecards.size}
              pageSizes={[]}
              aria-label="Feedback pages"
              onPageChange={({ page: next }) => onPageChange(next)}
            />
          )}
        </>
      )}
    </div>
  )
}
