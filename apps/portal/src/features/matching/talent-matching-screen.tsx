import type { Page } from '@hireloop/api'
import { Button, EmptyState } from '@hireloop/design-system'
import { FileText, SearchX, Sparkles } from 'lucide-react'
import { Link as RouterLink } from 'react-router'
import type { ReferenceLookups } from '../../lib/data/reference-lookups.ts'
import type { MatchAction } from './match-action.ts'
import { hasFilters, NO_FILTERS, type MatchFilters } from './match-filters.ts'
import { MatchFiltersForm } from './match-filters-form.tsx'
import { cardList, page, pageIntro, pageTitle, results } from './match-styles.ts'
import { VacancyMatchCard, type VacancyMatch } from './vacancy-match-card.tsx'
import { MatchPages } from './match-pages.tsx'

export interface TalentMatchingScreenProps {
  /** A page of vacancies ranked for the talent's published resume (GET /matching/vacancies), best first. */
  matches: Page<VacancyMatch>
  filters: MatchFilters
  /** New filters (the route writes them to the URL and goes back to page 1). */
  onFiltersChange: (filters: MatchFilters) => void
  onPageChange: (page: number) => void
  onApply: MatchAction<VacancyMatch>
  onInterested: MatchAction<VacancyMatch>
  lookups: Pick<ReferenceLookups, 'countries' | 'skills'>
  /** A new page or new filters are on their way: the current results stay, marked busy. @default false */
  updating?: boolean
}

function countText(total: number, filtered: boolean) {
  const where = filtered ? ' under these filters' : ''
  if (total === 0) return `No vacancy matches your resume${where} yet.`
  return total === 1 ? `1 vacancy matches your resume${where}.` : `${total} vacancies match your resume${where}.`
}

/**
 * `/matching` for a talent (docs/product.md §2, ADR 0074): the vacancies ranked for their published resume, each with
 * its score and the reasons behind it, filters kept in the URL, and one action per vacancy.
 */
export function TalentMatchingScreen({
  matches,
  filters,
  onFiltersChange,
  onPageChange,
  onApply,
  onInterested,
  lookups,
  updating = false,
}: TalentMatchingScreenProps) {
  const filtered = hasFilters(filters)
  return (
    <div className={page}>
      <header>
        <h1 className={pageTitle}>Matching</h1>
        <p className={pageIntro}>
          Vacancies ranked for your published resume, best first. Each score says why: open “Why it matches”.
        </p>
      </header>
      <MatchFiltersForm filters={filters} onChange={onFiltersChange} lookups={lookups} />
      <section className={results} aria-label="Matches" aria-busy={updating}>
        <p role="status" className={pageIntro}>
          {updating ? 'Updating the matches…' : countText(matches.total, filtered)}
        </p>
        {matches.total === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchX />}
              title="Nothing under these filters"
              description="Try fewer skills, another country or a lower minimum salary."
              actions={
                <Button variant="outline" onClick={() => onFiltersChange(NO_FILTERS)}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<Sparkles />}
              title="No matches yet"
              description="New vacancies are matched to your resume as companies publish them. A resume with more skills and experience matches more."
              actions={
                <Button asChild variant="outline">
                  <RouterLink to="/resume">
                    <FileText aria-hidden="true" />
                    Review your resume
                  </RouterLink>
                </Button>
              }
            />
          )
        ) : (
          <ol className={cardList} aria-label="Ranked vacancies">
            {matches.results.map((match) => (
              <li key={match.vacancy.id}>
                <VacancyMatchCard match={match} onApply={onApply} onInterested={onInterested} />
              </li>
            ))}
          </ol>
        )}
        <MatchPages matches={matches} onPageChange={onPageChange} />
      </section>
    </div>
  )
}

export interface MatchingNeedsResumeProps {
  /** The talent's draft resume, when there is one (the CV editor opens it). */
  draftId: string | null
}

/** `/matching` for a talent without a published resume (the server's 409): the way to publish one. */
export function MatchingNeedsResume({ draftId }: MatchingNeedsResumeProps) {
  return (
    <div className={page}>
      <h1 className={pageTitle}>Matching</h1>
      <EmptyState
        icon={<FileText />}
        title="Publish your resume to get matched to vacancies"
        description={
          draftId
            ? 'Your resume is still a draft. Finish it and publish it: vacancies are then ranked for it, with the reasons for each score.'
            : 'Create your resume and publish it: vacancies are then ranked for it, with the reasons for each score.'
        }
        actions={
          <Button asChild>
            <RouterLink to={draftId ? `/manage-cv/${encodeURIComponent(draftId)}` : '/onboarding'}>
              {draftId ? 'Finish your resume' : 'Create your resume'}
            </RouterLink>
          </Button>
        }
      />
    </div>
  )
}
