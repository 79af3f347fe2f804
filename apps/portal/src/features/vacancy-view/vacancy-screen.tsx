import type { Schema } from '@hireloop/api'
import { Avatar, Badge, Button, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Archive, Pencil, Trash2, Workflow } from 'lucide-react'
import { useState, type ComponentType, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../lib/ui/app-link.tsx'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyConfirmDialog } from '../../lib/vacancies/vacancy-confirm-dialog.tsx'
import {
  EMPLOYMENT_TYPES,
  openingsText,
  placeOf,
  REMOTE_POLICIES,
  salaryText,
  SENIORITIES,
  SKILL_LEVELS,
} from '../../lib/vacancies/vacancy-format.ts'
import { VacancyDescription } from './vacancy-description.tsx'

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
const facts = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' } })
const factTerm = css({ textStyle: 'sm', color: 'fg.muted' })
const factValue = css({ color: 'fg' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const skillGroups = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const skillList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2', listStyle: 'none', p: '0' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * A vacancy as its reader sees it (docs/product.md §2 `/vacancy/{id}`): the company, the title, where and how, the
 * seniority, the salary, the openings, the skills it requires and would like, and the description (Markdown,
 * rendered safely). Employers of the company and recruiters also get what they can do with it.
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
  const required = vacancy.skills.filter((skill) => skill.required)
  const niceToHave = vacancy.skills.filter((skill) => !skill.required)
  const place = placeOf(vacancy.location)
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

      <dl className={facts}>
        <Fact term="Location">{place ?? 'Not given'}</Fact>
        <Fact term="Way of working">{REMOTE_POLICIES[vacancy.remote]}</Fact>
        <Fact term="Employment type">{EMPLOYMENT_TYPES[vacancy.employmentType]}</Fact>
        <Fact term="Seniority">{vacancy.seniority ? SENIORITIES[vacancy.seniority] : 'Not given'}</Fact>
        <Fact term="Salary">{vacancy.salary ? salaryText(vacancy.salary) : 'Not given'}</Fact>
        <Fact term="Openings">{openingsText(vacancy.openings)}</Fact>
      </dl>

      <Section title="Skills">
        {vacancy.skills.length === 0 ? (
          <p className={muted}>No skills listed.</p>
        ) : (
          <div className={skillGroups}>
            <SkillList label="Required" skills={required} />
            <SkillList label="Nice to have" skills={niceToHave} />
          </div>
        )}
      </Section>

      <Section title="About the role">
        {vacancy.description.trim() ? (
          <VacancyDescription>{vacancy.description}</VacancyDescription>
        ) : (
          <p className={muted}>No description yet.</p>
        )}
      </Section>

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

function SkillList({ label, skills }: { label: string; skills: Vacancy['skills'] }) {
  if (skills.length === 0) return null
  return (
    <div>
      <h3 className={factTerm}>{label}</h3>
      <ul className={skillList} aria-label={`${label} skills`}>
        {skills.map((skill) => (
          <li key={skill.skillId}>
            <Badge variant="subtle" colorPalette={skill.required ? 'primary' : 'neutral'}>
              {skill.name} · {SKILL_LEVELS[skill.level]}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Section({ title: text, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section}>
      <h2 className={sectionTitle}>{text}</h2>
      {children}
    </section>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={factTerm}>{term}</dt>
      <dd className={factValue}>{children}</dd>
    </div>
  )
}
