import type { Page } from '@hireloop/api'
import { Button, Checkbox, EmptyState, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { BriefcaseBusiness, Users } from 'lucide-react'
import type { ComponentType } from 'react'
import { Link as RouterLink } from 'react-router'
import { ChoiceField } from '../../lib/forms/lookup-controls.tsx'
import type { MatchAction } from './match-action.ts'
import { cardList, page, pageIntro, pageTitle, results } from './match-styles.ts'
import { TalentMatchCard } from './talent-match-card.tsx'
import type { TalentMatch } from './talent-matches.ts'
import { MatchPages } from './match-pages.tsx'

/** A vacancy the employer can rank talents for: the company's Active, published ones. */
export interface MatchableVacancy {
  id: string
  title: string
}

export interface EmployerMatchingScreenProps {
  /** The company's Active published vacancies, newest first. */
  vacancies: MatchableVacancy[]
  /** The chosen one; the route defaults to the newest. */
  vacancyId: string
  onVacancyChange: (id: string) => void
  /** A page of talents ranked for the chosen vacancy (GET /vacancy/{id}/matching), best first. */
  matches: Page<TalentMatch>
  /** Leave out talents already in the vacancy's pipeline. */
  withoutApplication: boolean
  onWithoutApplicationChange: (value: boolean) => void
  onPageChange: (page: number) => void
  onPropose: MatchAction<TalentMatch>
  /** Another vacancy, page or filter is on its way: the current results stay, marked busy. @default false */
  updating?: boolean
  AvatarComponent?: ComponentType<AvatarProps>
}

const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  alignItems: 'end',
  '& > :first-child': { flex: '1', minWidth: '64', maxWidth: 'md' },
})

function countText(total: number, withoutApplication: boolean) {
  const scope = withoutApplication ? ' outside the pipeline' : ''
  if (total === 0) return `No talent${scope} matches this vacancy yet.`
  return total === 1 ? `1 talent${scope} matches this vacancy.` : `${total} talents${scope} match this vacancy.`
}

/**
 * `/matching` for an employer (docs/product.md §2, ADR 0074): one of the company's published vacancies, the talents
 * ranked for it with the reasons behind each score, and Propose for those not yet in its pipeline.
 */
export function EmployerMatchingScreen({
  vacancies,
  vacancyId,
  onVacancyChange,
  matches,
  withoutApplication,
  onWithoutApplicationChange,
  onPageChange,
  onPropose,
  updating = false,
  AvatarComponent,
}: EmployerMatchingScreenProps) {
  const choices = vacancies.map((vacancy) => ({ value: vacancy.id, label: vacancy.title }))
  return (
    <div className={page}>
      <header>
        <h1 className={pageTitle}>Matching</h1>
        <p className={pageIntro}>
          Talents ranked for one of your vacancies, best first, with the reasons for each score.
        </p>
      </header>
      <div className={controls}>
        <ChoiceField label="Vacancy" choices={choices} value={vacancyId} onChange={(id) => id && onVacancyChange(id)} />
        <Checkbox.Root
          checked={withoutApplication}
          onCheckedChange={(details) => onWithoutApplicationChange(details.checked === true)}
        >
          <Checkbox.Control />
          <Checkbox.Label>Only talents not yet in the pipeline</Checkbox.Label>
        </Checkbox.Root>
      </div>
      <section className={results} aria-label="Matches" aria-busy={updating}>
        <p role="status" className={pageIntro}>
          {updating ? 'Updating the matches…' : countText(matches.total, withoutApplication)}
        </p>
        {matches.total === 0 ? (
          <EmptyState
            icon={<Users />}
            title="No talents to show"
            description="Talents are ranked as they publish resumes. Asking for fewer skills, or allowing remote work, reaches more of them."
          />
        ) : (
          <ol className={cardList} aria-label="Ranked talents">
            {matches.results.map((match) => (
              <li key={match.resume.id}>
                <TalentMatchCard
                  match={match}
                  vacancyId={vacancyId}
                  onPropose={onPropose}
                  AvatarComponent={AvatarComponent}
                />
              </li>
            ))}
          </ol>
        )}
        <MatchPages matches={matches} onPageChange={onPageChange} />
      </section>
    </div>
  )
}

/** `/matching` for a company without a published vacancy: the way to one. */
export function MatchingNeedsVacancy() {
  return (
    <div className={page}>
      <h1 className={pageTitle}>Matching</h1>
      <EmptyState
        icon={<BriefcaseBusiness />}
        title="Publish a vacancy to see matching talents"
        description="Talents are ranked for each of your published vacancies, with the reasons for each score."
        actions={
          <>
            <Button asChild>
              <RouterLink to="/create-vacancy">Create vacancy</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/job-openings">Job Openings</RouterLink>
            </Button>
          </>
        }
      />
    </div>
  )
}
