import type { Page } from '@hireloop/api'
import { Button, EmptyState, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Archive, BriefcaseBusiness, FileUp, Plus } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../lib/ui/app-link.tsx'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import type { Vacancy } from './job-opening-card.tsx'
import { JobOpeningsList, type ApplicantsOfPage } from './job-openings-list.tsx'
import { page, pageHeader, pageIntro, pageTitle, toolbar } from './job-openings-styles.ts'

export interface JobOpeningsScreenProps {
  /** A page of the company's active vacancies, drafts included (GET /vacancy?status=Active). */
  vacancies: Page<Vacancy>
  applicants?: ApplicantsOfPage
  onPageChange: (page: number) => void
  onArchive: VacancyAction
  onDelete: VacancyAction
  /** "Now" for "Last activity 3 days ago". @default the current time */
  now?: Date
  AvatarComponent?: ComponentType<AvatarProps>
}

/**
 * `/job-openings` (docs/product.md §2): the company's active vacancies as cards, the way to create one (typed or from
 * a file) and to the archived ones.
 */
export function JobOpeningsScreen({ vacancies, now = new Date(), ...rest }: JobOpeningsScreenProps) {
  const create = (
    <>
      <Button asChild>
        <RouterLink to="/create-vacancy">
          <Plus aria-hidden="true" />
          Create vacancy
        </RouterLink>
      </Button>
      <Button asChild variant="outline">
        <RouterLink to="/upload/vacancy">
          <FileUp aria-hidden="true" />
          Upload a vacancy file
        </RouterLink>
      </Button>
    </>
  )
  return (
    <div className={page}>
      <header className={pageHeader}>
        <div>
          <h1 className={pageTitle}>Job Openings</h1>
          <p className={pageIntro}>
            {vacancies.total === 0
              ? 'Your active vacancies and the talents they attract show here.'
              : vacancies.total === 1
                ? '1 active vacancy.'
                : `${vacancies.total} active vacancies.`}{' '}
            <AppLink to="/job-openings/archived">
              <Archive aria-hidden="true" className={css({ display: 'inline', width: '4', height: '4', mr: '1' })} />
              Archived vacancies
            </AppLink>
          </p>
        </div>
        {vacancies.total > 0 && <div className={toolbar}>{create}</div>}
      </header>
      {vacancies.total === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness />}
          title="Post your first vacancy"
          description="Write it here, or upload a vacancy file and check what we read from it. Talents are matched to it as soon as you publish."
          actions={create}
        />
      ) : (
        <JobOpeningsList vacancies={vacancies} variant="active" now={now} {...rest} />
      )}
    </div>
  )
}
