import type { Page, Schema } from '@hireloop/api'
import { Badge, Button, DataTable, EmptyState, Pagination, type DataTableColumn } from '@hireloop/design-system'
import { RECOMMENDATION_LABELS, RECOMMENDATIONS, type Recommendation } from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { ClipboardCheck, LockKeyhole, SearchX } from 'lucide-react'
import { FilterSelect } from '../../lib/back-office/filter-select.tsx'
import type { Choice } from '../../lib/forms/lookup-controls.tsx'
import { AppLink } from '../../lib/ui/app-link.tsx'

type Feedback = Schema<'Feedback'>

/** Who looks: recruiters read all feedback, employers their company's scorecards; talents none (ADR 0079). */
export type FeedbackViewer = 'recruiter' | 'employer' | 'talent'

/** The recruiters' filters of `GET /feedback`, as the URL holds them; an absent one is "any". */
export const FEEDBACK_FILTERS = ['talent_id', 'vacancy_id', 'recommendation'] as const
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number]

export interface FeedbackFiltersProps {
  values: Partial<Record<FeedbackFilter, string>>
  /** The talents and vacancies to pick from (the first hundred of each). */
  talents: readonly Choice[]
  vacancies: readonly Choice[]
  onChange: (change: Partial<Record<FeedbackFilter, string>>) => void
  onClear: () => void
}

export interface FeedbackScreenProps {
  viewer: FeedbackViewer
  /**
   * A page of feedback, newest first: every kind for a recruiter (GET /feedback), the company's scorecards for an
   * employer (`kind=scorecard`); null for a talent, who reads none.
   */
  feedback: Page<Feedback> | null
  /** The recruiters' filters by talent, vacancy and recommendation; absent for employers. */
  filters?: FeedbackFiltersProps
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
const toolbar = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })
const count = css({ color: 'fg.muted', textStyle: 'sm' })

const RECOMMENDATION_CHOICES = RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }))

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
        {row.kind === 'product' ? (
          'Feedback on Hireloop'
        ) : row.applicationId ? (
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
    // A scorecard's average of the criteria; a product rating's stars.
    key: 'average',
    header: 'Score',
    align: 'end',
    cell: (row) => {
      const score = row.scorecard ? row.scorecard.average.toFixed(1) : row.rating === null ? null : String(row.rating)
      return (
        score !== null && (
          <span className={number} aria-label={`${score} out of 5`}>
            {score} / 5
          </span>
        )
      )
    },
    sortValue: (row) => row.scorecard?.average ?? row.rating ?? undefined,
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
 * `/feedback` (docs/product.md §2): feedback newest first, with the talent, the vacancy, the score and the
 * recommendation (ADR 0079). Recruiters read all of it, product ratings included, filtered by talent, vacancy and
 * recommendation; employers their company's interview scorecards. Talents get a sentence instead: scorecards are
 * internal.
 */
export function FeedbackScreen({ viewer, feedback, filters, onPageChange }: FeedbackScreenProps) {
  if (viewer === 'talent' || !feedback) {
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
  const filtered = filters !== undefined && Object.values(filters.values).some(Boolean)
  return (
    <div className={page}>
      <header>
        <h1 className={pageTitle}>Feedback</h1>
        <p className={pageIntro}>
          {viewer === 'recruiter'
            ? 'Interview scorecards from every company and recruiter, and ratings of Hireloop, newest first.'
            : 'Your team’s interview scorecards, newest first. Talents never see them.'}
        </p>
      </header>
      {filters && (
        <div className={toolbar} role="group" aria-label="Filter feedback">
          <FilterSelect
            label="Talent"
            anyLabel="All talents"
            choices={filters.talents}
            value={filters.values.talent_id ?? ''}
            onChange={(value) => filters.onChange({ talent_id: value })}
          />
          <FilterSelect
            label="Vacancy"
            anyLabel="All vacancies"
            choices={filters.vacancies}
            value={filters.values.vacancy_id ?? ''}
            onChange={(value) => filters.onChange({ vacancy_id: value })}
          />
          <FilterSelect
            label="Recommendation"
            anyLabel="All recommendations"
            choices={RECOMMENDATION_CHOICES}
            value={filters.values.recommendation ?? ''}
            onChange={(value) => filters.onChange({ recommendation: value })}
          />
        </div>
      )}
      {feedback.total === 0 && filtered ? (
        <EmptyState
          icon={<SearchX />}
          title="No feedback matches these filters"
          description="Choose another talent, vacancy or recommendation, or clear the filters to see all feedback."
          actions={
            <Button variant="outline" onClick={filters?.onClear}>
              Clear filters
            </Button>
          }
        />
      ) : feedback.total === 0 ? (
        <EmptyState
          icon={<ClipboardCheck />}
          title={viewer === 'recruiter' ? 'No feedback yet' : 'No scorecards yet'}
          description="After an interview, open the application’s resume and choose Leave feedback: the scorecard shows here."
        />
      ) : (
        <>
          {filters && (
            <p className={count} role="status">
              {feedback.total === 1 ? '1 entry' : `${feedback.total.toLocaleString('en')} entries`}
            </p>
          )}
          <DataTable
            caption={viewer === 'recruiter' ? 'Feedback' : 'Interview scorecards'}
            hideCaption
            columns={columns}
            rows={feedback.results}
            getRowId={(row) => row.id}
          />
          {feedback.total > feedback.size && (
            <Pagination
              total={feedback.total}
              page={feedback.currentPage}
              pageSize={feedback.size}
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
