import type { Schema } from '@hireloop/api'
import { Avatar, Badge, Button, Card, VisuallyHidden, type AvatarProps } from '@hireloop/design-system'
import { pipelineGroups, pipelineLabel } from '@hireloop/flows'
import { css } from '@hireloop/styled-system/css'
import { Archive, Eye, Pencil, Trash2, Workflow } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../lib/ui/app-link.tsx'
import {
  EMPLOYMENT_TYPES,
  lastActivityText,
  openingsText,
  timeAgo,
  whereText,
} from '../../lib/vacancies/vacancy-format.ts'

export type Vacancy = Schema<'Vacancy'>
export type TalentAvatars = Schema<'VacancyTalentAvatars'>

/** The applicants of a card: loaded, still loading, or failed (they never hold the list back). */
export type ApplicantsState =
  { kind: 'ready'; avatars: TalentAvatars | undefined } | { kind: 'loading' } | { kind: 'failed' }

export interface JobOpeningCardProps {
  vacancy: Vacancy
  /** Active cards show the applicants and the pipeline; archived ones when it was archived. */
  variant: 'active' | 'archived'
  applicants?: ApplicantsState
  /** Asks to archive (active, published) or delete (drafts and archived vacancies); the screen confirms. */
  onArchive?: () => void
  onDelete?: () => void
  /** "Now" for "3 days ago" (fixed in stories). */
  now: Date
  /** @default the design-system Avatar (the route passes one that reads stored pictures with the token). */
  AvatarComponent?: ComponentType<AvatarProps>
}

const header = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })
const title = css({ fontSize: 'lg', fontWeight: 'semibold' })
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '3',
  rowGap: '1',
  color: 'fg.muted',
  textStyle: 'sm',
})
const body = css({ display: 'flex', flexDirection: 'column', gap: '4' })
const stack = css({
  display: 'flex',
  alignItems: 'center',
  listStyle: 'none',
  m: '0',
  p: '0',
  '& > li + li': { ml: '-2' },
})
const ring = css({ borderWidth: 'medium', borderColor: 'bg.panel', borderStyle: 'solid', borderRadius: 'full' })
const more = css({ ml: '2', textStyle: 'sm', color: 'fg.muted' })
const groups = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: '3' })
const groupTerm = css({ textStyle: 'xs', color: 'fg.muted' })
const groupValue = css({ fontSize: 'xl', fontWeight: 'semibold', color: 'fg', fontVariantNumeric: 'tabular-nums' })
const muted = css({ textStyle: 'sm', color: 'fg.muted' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

/**
 * One job opening (docs/product.md §2 `/job-openings`): title, where, employment type, openings; for an active one the
 * applicants' avatars (five and "+N"), the count per pipeline group in the company's words (docs/product.md §4) and
 * the newest activity; then what the employer can do with it.
 */
export function JobOpeningCard({
  vacancy,
  variant,
  applicants = { kind: 'loading' },
  onArchive,
  onDelete,
  now,
  AvatarComponent = Avatar,
}: JobOpeningCardProps) {
  const titleId = `vacancy-${vacancy.id}-title`
  const named = <VisuallyHidden> {vacancy.title}</VisuallyHidden>
  return (
    <Card.Root asChild>
      <article aria-labelledby={titleId} data-draft={vacancy.draft || undefined}>
        <Card.Header>
          <div className={header}>
            <Card.Title id={titleId} className={title}>
              <AppLink to={`/vacancy/${vacancy.id}`}>{vacancy.title}</AppLink>
            </Card.Title>
            {vacancy.draft && (
              <Badge variant="status" colorPalette="warning">
                Draft
              </Badge>
            )}
          </div>
          <Card.Description className={facts}>
            <span>{whereText(vacancy)}</span>
            <span>{EMPLOYMENT_TYPES[vacancy.employmentType]}</span>
            <span>{openingsText(vacancy.openings)}</span>
          </Card.Description>
        </Card.Header>
        <Card.Body className={body}>
          {variant === 'active' ? (
            vacancy.draft ? (
              <p className={muted}>Talents see this vacancy once you publish it.</p>
            ) : (
              <Applicants state={applicants} vacancy={vacancy} now={now} AvatarComponent={AvatarComponent} />
            )
          ) : (
            <p className={muted}>
              {vacancy.archivedAt ? `Archived ${timeAgo(vacancy.archivedAt, now)}` : 'Archived'} ·{' '}
              {vacancy.applicationsCount === 1 ? '1 application' : `${vacancy.applicationsCount} applications`}
            </p>
          )}
        </Card.Body>
        <Card.Footer className={actions}>
          {variant === 'active' && (
            <ActionLink to={`/create-vacancy/${vacancy.id}`}>
              <Pencil aria-hidden="true" />
              Edit{named}
            </ActionLink>
          )}
          <ActionLink to={`/vacancy/${vacancy.id}`}>
            <Eye aria-hidden="true" />
            View{named}
          </ActionLink>
          {variant === 'active' && !vacancy.draft && (
            <ActionLink to={`/job-openings/hiring-pipeline/${vacancy.id}`}>
              <Workflow aria-hidden="true" />
              Hiring pipeline{named}
            </ActionLink>
          )}
          {onArchive && (
            <Button size="sm" variant="outline" colorPalette="neutral" onClick={onArchive}>
              <Archive aria-hidden="true" />
              Archive{named}
            </Button>
          )}
          {onDelete && (
            <Button size="sm" variant="outline" colorPalette="danger" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete{named}
            </Button>
          )}
        </Card.Footer>
      </article>
    </Card.Root>
  )
}

function ActionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="neutral">
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  )
}

function Applicants({
  state,
  vacancy,
  now,
  AvatarComponent,
}: {
  state: ApplicantsState
  vacancy: Vacancy
  now: Date
  AvatarComponent: ComponentType<AvatarProps>
}) {
  if (state.kind === 'loading') return <p className={muted}>Loading applicants…</p>
  if (state.kind === 'failed') {
    return <p className={muted}>Applicants could not be loaded. {applicationsLine(vacancy.applicationsCount)}</p>
  }
  const avatars = state.avatars
  if (!avatars || avatars.total === 0) {
    return <p className={muted}>{avatars ? 'No applications yet' : applicationsLine(vacancy.applicationsCount)}</p>
  }
  const hidden = avatars.total - avatars.talents.length
  return (
    <>
      <div className={css({ display: 'flex', alignItems: 'center' })}>
        <ul className={stack} aria-label={`Applicants (${avatars.total})`}>
          {avatars.talents.map((talent) => (
            <li key={talent.talentId}>
              <AvatarComponent name={talent.fullName} src={talent.imageUrl} size="sm" className={ring} />
            </li>
          ))}
        </ul>
        {hidden > 0 && (
          <span className={more}>
            +{hidden}
            <VisuallyHidden> more</VisuallyHidden>
          </span>
        )}
      </div>
      <div role="group" aria-label="Applications by stage">
        <dl className={groups}>
          {pipelineGroups.map((group) => (
            <div key={group}>
              <dt className={groupTerm}>{pipelineLabel(group, 'company')}</dt>
              <dd className={groupValue}>{avatars.groups[group]}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p className={muted}>{lastActivityText(avatars.lastActivityAt, now)}</p>
    </>
  )
}

function applicationsLine(count: number): string {
  if (count === 0) return 'No applications yet'
  return count === 1 ? '1 application' : `${count} applications`
}
