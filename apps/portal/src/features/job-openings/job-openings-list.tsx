import type { Page } from '@hireloop/api'
import { Pagination, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { useState, type ComponentType } from 'react'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyConfirmDialog } from '../../lib/vacancies/vacancy-confirm-dialog.tsx'
import { JobOpeningCard, type ApplicantsState, type TalentAvatars, type Vacancy } from './job-opening-card.tsx'

/** The applicants of the page's vacancies (GET /vacancy/talent_avatars), by vacancy id. */
export type ApplicantsOfPage =
  { kind: 'ready'; byVacancy: ReadonlyMap<string, TalentAvatars> } | { kind: 'loading' } | { kind: 'failed' }

export interface JobOpeningsListProps {
  vacancies: Page<Vacancy>
  variant: 'active' | 'archived'
  applicants?: ApplicantsOfPage
  /** Goes to another page (the page is in the URL). */
  onPageChange: (page: number) => void
  onArchive?: VacancyAction
  onDelete?: VacancyAction
  now: Date
  AvatarComponent?: ComponentType<AvatarProps>
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', m: '0', p: '0' })

/** A page of job opening cards, the pagination (docs/product.md §9) and the confirmation of archive and delete. */
export function JobOpeningsList({
  vacancies,
  variant,
  applicants = { kind: 'loading' },
  onPageChange,
  onArchive,
  onDelete,
  now,
  AvatarComponent,
}: JobOpeningsListProps) {
  const [confirming, setConfirming] = useState<{ action: 'archive' | 'delete'; vacancy: Vacancy } | null>(null)
  const applicantsOf = (vacancy: Vacancy): ApplicantsState =>
    applicants.kind === 'ready' ? { kind: 'ready', avatars: applicants.byVacancy.get(vacancy.id) } : applicants
  // Published active vacancies are archived (their applications stay); drafts and archived ones may be deleted.
  const archivable = (vacancy: Vacancy) => variant === 'active' && !vacancy.draft && onArchive
  const deletable = (vacancy: Vacancy) => (variant === 'archived' || vacancy.draft) && onDelete
  return (
    <>
      <ul className={list} aria-label={variant === 'active' ? 'Active vacancies' : 'Archived vacancies'}>
        {vacancies.results.map((vacancy) => (
          <li key={vacancy.id}>
            <JobOpeningCard
              vacancy={vacancy}
              variant={variant}
              applicants={applicantsOf(vacancy)}
              now={now}
              AvatarComponent={AvatarComponent}
              onArchive={archivable(vacancy) ? () => setConfirming({ action: 'archive', vacancy }) : undefined}
              onDelete={deletable(vacancy) ? () => setConfirming({ action: 'delete', vacancy }) : undefined}
            />
          </li>
        ))}
      </ul>
      {vacancies.total > vacancies.size && (
        <Pagination
          total={vacancies.total}
          page={vacancies.currentPage}
          pageSize={vacancies.size}
          pageSizes={[]}
          aria-label={variant === 'active' ? 'Job openings pages' : 'Archived vacancies pages'}
          onPageChange={({ page }) => onPageChange(page)}
        />
      )}
      {confirming && (
        <VacancyConfirmDialog
          action={confirming.action}
          vacancyTitle={confirming.vacancy.title}
          onConfirm={() => (confirming.action === 'archive' ? onArchive! : onDelete!)(confirming.vacancy)}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  )
}
