import type { Schema } from '@hireloop/api'
import { Badge } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import type { ReactNode } from 'react'
import { languageLevel, languageName } from '../languages/languages.ts'
import { VacancyDescription } from './vacancy-description.tsx'
import {
  EMPLOYMENT_TYPES,
  openingsText,
  placeOf,
  REMOTE_POLICIES,
  salaryText,
  SENIORITIES,
  SKILL_LEVELS,
} from './vacancy-format.ts'

type Vacancy = Schema<'Vacancy'>

const facts = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(3, 1fr)' } })
const factTerm = css({ textStyle: 'sm', color: 'fg.muted' })
const factValue = css({ color: 'fg' })
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const skillGroups = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const badgeList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2', listStyle: 'none', p: '0' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })

/**
 * What a vacancy says, read only: where and how, seniority, salary, openings, the skills it requires and would like,
 * the languages it needs and the description (Markdown, rendered safely). The vacancy page and the application pages
 * show it under their own header.
 */
export function VacancyDocument({ vacancy }: { vacancy: Vacancy }) {
  const required = vacancy.skills.filter((skill) => skill.required)
  const niceToHave = vacancy.skills.filter((skill) => !skill.required)
  return (
    <>
      <dl className={facts}>
        <Fact term="Location">{placeOf(vacancy.location) ?? 'Not given'}</Fact>
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

      {vacancy.languages.length > 0 && (
        <Section title="Languages">
          <ul className={badgeList} aria-label="Languages">
            {vacancy.languages.map((language) => (
              <li key={language.language}>
                <Badge variant="subtle" colorPalette="neutral">
                  {languageName(language.language)} ·{' '}
                  {language.level === 'native' ? 'Native' : `at least ${languageLevel(language.level)}`}
                </Badge>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section title="About the role">
        {vacancy.description.trim() ? (
          <VacancyDescription>{vacancy.description}</VacancyDescription>
        ) : (
          <p className={muted}>No description yet.</p>
        )}
      </Section>
    </>
  )
}

function SkillList({ label, skills }: { label: string; skills: Vacancy['skills'] }) {
  if (skills.length === 0) return null
  return (
    <div>
      <h3 className={factTerm}>{label}</h3>
      <ul className={badgeList} aria-label={`${label} skills`}>
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
