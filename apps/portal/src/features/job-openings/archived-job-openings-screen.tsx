import type { Page } from '@hireloop/api'
import { EmptyState } from '@hireloop/design-system'
import { ArchiveX, ArrowLeft } from 'lucide-react'
import { css } from '@hireloop/styled-system/css'
import { AppLink } from '../../lib/ui/app-link.tsx'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import type { Vacancy } from './job-opening-card.tsx'
import { JobOpeningsList } from './job-openings-list.tsx'
import { page, pageHeader, pageIntro, pageTitle } from './job-openings-styles.ts'

export interface ArchivedJobOpeningsScreenProps {
  /** A page of the company's archived vacancies (GET /vacancy?status=Archived). */
  vacancies: Page<Vacancy>
  onPageChange: (page: number) => void
  onDelete: VacancyAction
  /** "Now" for "Archived 3 days ago". @default the current time */
  now?: Date
}

const back = css({ display: 'inline-flex', alignItems: 'center', gap: '1', '& svg': { width: '4', height: '4' } })

/** `/job-openings/archived` (docs/product.md §2): closed vacancies, read only; one without applications may be deleted. */
export function ArchivedJobOpeningsScreen({
  vacancies,
  onPageChange,
  onDelete,
  now = new Date(),
}: ArchivedJobOpeningsScreenProps) {
  return (
    <div className={page}>
      <header className={pageHeader}>
        <div>
          <AppLink to="/job-openings" className={back}>
            <ArrowLeft aria-hidden="true" />
            Job Openings
          </AppLink>
          <h1 className={pageTitle}>Archived job openings</h1>
          <p className={pageIntro}>
            Archived vacancies are read only. Talents no longer see them; their applications stay in your records.
          </p>
        </div>
      </header>
      {vacancies.total === 0 ? (
        <EmptyState
          icon={<ArchiveX />}
          title="No archived vacancies"
          description="When a vacancy is filled or closed, archive it from your job openings: it moves here."
        />
      ) : (
        <JobOpeningsList
          vacancies={vacancies}
          variant="archived"
          now={now}
          onPageChange={onPageChange}
          onDelete={onDelete}
        />
      )}
    </div>
  )
}
