import type { Company, Page, Schema } from '@hireloop/api'
import { Avatar, Badge, Button, Link, type AvatarProps } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { ExternalLink, Pencil } from 'lucide-react'
import type { ComponentType, ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { AppLink } from '../../lib/ui/app-link.tsx'
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  EMPLOYMENT_TYPES,
  placeOf,
  whereText,
} from '../../lib/vacancies/vacancy-format.ts'
import { paragraphsOf } from './paragraphs.ts'

type Vacancy = Schema<'Vacancy'>

export interface CompanyProfileScreenProps {
  company: Company
  /** The company's active published vacancies, first page (what talents can apply to). */
  vacancies: Page<Vacancy>
  /** @default the design-system Avatar (the route passes one that reads the stored logo with the token). */
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
const notice = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
  justifyContent: 'space-between',
  p: '4',
  borderRadius: 'lg',
  bg: 'primary.subtle',
  color: 'fg',
  textStyle: 'sm',
})
const header = css({ display: 'flex', gap: '4', alignItems: 'center' })
const name = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const facts = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' } })
const factTerm = css({ textStyle: 'sm', color: 'fg.muted' })
const factValue = css({ color: 'fg', overflowWrap: 'anywhere' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const paragraph = css({ color: 'fg', whiteSpace: 'pre-line' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const vacancyList = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', m: '0', p: '0' })
const vacancyItem = css({
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  p: '4',
})

/**
 * `/company-info` (docs/product.md §2): the company as talents see it, for its employers: logo, name, type, size,
 * headquarters, website, what it does (plain text, paragraphs kept) and the vacancies talents can apply to.
 */
export function CompanyProfileScreen({ company, vacancies, AvatarComponent = Avatar }: CompanyProfileScreenProps) {
  const headquarters = placeOf(company.location)
  const paragraphs = paragraphsOf(company.description)
  return (
    <article className={page} aria-labelledby="company-name">
      <div className={notice}>
        <p>This is your company as talents see it, next to your vacancies.</p>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/company-settings">
            <Pencil aria-hidden="true" />
            Edit in Company settings
          </RouterLink>
        </Button>
      </div>

      <header className={header}>
        <AvatarComponent name={company.name} src={company.imageUrl} size="lg" />
        <div>
          <h1 id="company-name" className={name}>
            {company.name}
          </h1>
          {company.type && (
            <Badge variant="subtle" colorPalette="primary">
              {COMPANY_TYPES[company.type]}
            </Badge>
          )}
        </div>
      </header>

      <dl className={facts}>
        <Fact term="Size">{company.size ? COMPANY_SIZES[company.size] : 'Not given'}</Fact>
        <Fact term="Headquarters">{headquarters ?? 'Not given'}</Fact>
        <Fact term="Website">
          <Link href={company.websiteUrl} target="_blank" rel="noopener noreferrer">
            {hostOf(company.websiteUrl)}
            <ExternalLink
              aria-hidden="true"
              className={css({ display: 'inline', width: '3.5', height: '3.5', ml: '1' })}
            />
            <span className={css({ srOnly: true })}> (opens in a new tab)</span>
          </Link>
        </Fact>
      </dl>

      <Section title="About us">
        {paragraphs.length === 0 ? (
          <p className={muted}>No description yet: add one in Company settings so talents know what you do.</p>
        ) : (
          paragraphs.map((text, index) => (
            <p key={index} className={paragraph}>
              {text}
            </p>
          ))
        )}
      </Section>

      <Section title={vacancies.total === 0 ? 'Open vacancies' : `Open vacancies (${vacancies.total})`}>
        {vacancies.total === 0 ? (
          <p className={muted}>No open vacancies: talents see the ones you publish here.</p>
        ) : (
          <>
            <ul className={vacancyList} aria-label="Open vacancies">
              {vacancies.results.map((vacancy) => (
                <li key={vacancy.id} className={vacancyItem}>
                  <AppLink to={`/vacancy/${vacancy.id}`} className={css({ fontWeight: 'semibold' })}>
                    {vacancy.title}
                  </AppLink>
                  <p className={muted}>
                    {whereText(vacancy)} · {EMPLOYMENT_TYPES[vacancy.employmentType]}
                  </p>
                </li>
              ))}
            </ul>
            {vacancies.total > vacancies.results.length && (
              <AppLink to="/job-openings">All {vacancies.total} open vacancies in Job Openings</AppLink>
            )}
          </>
        )}
      </Section>
    </article>
  )
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '')
  } catch {
    return url
  }
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section}>
      <h2 className={sectionTitle}>{title}</h2>
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
