import type { Schema } from '@hireloop/api'
import { Avatar, Badge, Button, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Archive, Pencil, Trash2, Workflow } from 'lucide-react'
import { useState, type ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../lib/ui/app-link.tsx'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyConfirmDialog } from '../../lib/vacancies/vacancy-confirm-dialog.tsx'
import { VacancyDocument } from '../../lib/vacancies/vacancy-document.tsx'

type Vacancy = Schema<'Vacancy'>

export interface VacancyScreenProps {
  vacancy: Vacancy
  /** Who reads it: a talent as an applicant would; the company's employers and recruiters, who manage it. */
  audience: 'talent' | 'employer' | 'recruiter'
  /** Archive a published vacancy (employers and recruiters); absent hides the action. */
  onArchive?: VacancyAction
  /** Delete a draft or an archived vacancy (employers and recruiters); absent hides the action. */
  onDelete?: VacancyAction
  /** @default the design-system Avatar (the route passes one that reads stored logos with the token). */
  AvatarComponent?: ComponentType<AvatarProps>
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '4xl',
  width: 'full',
  mx: 'auto',
})
const header = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  justifyContent: 'space-between',
  alignItems: 'start',
})
const company = css({ display: 'flex', alignItems: 'center', gap: '2', color: 'fg', mb: '2' })
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * A vacancy as its reader sees it (docs/product.md §2 `/vacancy/{id}`): the company, the title, where and how, the
 * seniority, the salary, the openings, the skills it requires and would like, the languages it needs and the
 * description (Markdown, rendered safely). Employers of the company and recruiters also get what they can do with it.
 */
export function VacancyScreen({
  vacancy,
  audience,
  onArchive,
  onDelete,
  AvatarComponent = Avatar,
}: VacancyScreenProps) {
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null)
  const manages = audience !== 'talent'
  const archived = vacancy.status === 'Archived'
  return (
    <article className={page} aria-labelledby="vacancy-title">
      <header className={header}>
        <div>
          <p className={company}>
            <AvatarComponent name={vacancy.company.name} src={vacancy.company.imageUrl} size="sm" />
            {audience === 'employer' ? (
              <AppLink to="/company-info">{vacancy.company.name}</AppLink>
            ) : (
              <span>{vacancy.company.name}</span>
            )}
          </p>
          <div className={titleRow}>
            <h1 id="vacancy-title" className={title}>
              {vacancy.title}
            </h1>
            {manages && vacancy.draft && (
              <Badge variant="status" colorPalette="warning">
                Draft
              </Badge>
            )}
            {manages && archived && (
              <Badge variant="status" colorPalette="neutral">
                Archived
              </Badge>
            )}
          </div>
        </div>
        {manages && (
          <div className={toolbar}>
            {!archived && (
              <Button asChild variant="outline">
                <RouterLink to={`/create-vacancy/${vacancy.id}`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </RouterLink>
              </Button>
            )}
            {audience === 'employer' && !archived && !vacancy.draft && (
              <Button asChild variant="outline">
                <RouterLink to={`/job-openings/hiring-pipeline/${vacancy.id}`}>
                  <Workflow aria-hidden="true" />
                  Hiring pipeline
                </RouterLink>
              </Button>
            )}
            {onArchive && !archived && !vacancy.draft && (
              <Button variant="outline" colorPalette="neutral" onClick={() => setConfirming('archive')}>
                <Archive aria-hidden="true" />
                Archive
              </Button>
            )}
            {onDelete && (archived || vacancy.draft) && (
              <Button variant="outline" colorPalette="danger" onClick={() => setConfirming('delete')}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            )}
          </div>
        )}
      </header>

      {manages && archived && (
        <p className={muted}>This vacancy is archived: it is read only and talents no longer see it.</p>
      )}
      {manages && vacancy.draft && <p className={muted}>This is a draft: talents see it once you publish it.</p>}

      <VacancyDocument vacancy={vacancy} />

      {confirming && (
        <VacancyConfirmDialog
          action={confirming}
          vacancyTitle={vacancy.title}
          onConfirm={() => (confirming === 'archive' ? onArchive! : onDelete!)(vacancy)}
          onClose={() => setConfirming(null)}
        />
      )}
    </article>
  )
}
