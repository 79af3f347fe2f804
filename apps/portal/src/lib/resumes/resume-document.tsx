import type { Schema } from '@hireloop/api'
import { Badge } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import type { ReactNode } from 'react'
import { languageLevel, languageName } from '../languages/languages.ts'
import { SKILL_LEVELS, availabilityLines, periodOf, salaryText, yearsText } from './resume-format.ts'

type Resume = Schema<'Resume'>

const section = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const body = css({ color: 'fg', whiteSpace: 'pre-line' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const skillGroups = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })
const skillList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })
const timeline = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  borderInlineStartWidth: 'medium',
  borderColor: 'border',
  pl: '4',
})
const entryTitle = css({ fontWeight: 'semibold', color: 'fg' })
const facts = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })
const factTerm = css({ textStyle: 'sm', color: 'fg.muted' })
const factValue = css({ color: 'fg' })

/**
 * What a published resume says, read only: summary, skills by level, experience and education as timelines,
 * languages, salary expectation and availability. The resume page and the application pages show it under their own
 * header.
 */
export function ResumeDocument({ resume }: { resume: Resume }) {
  return (
    <>
      {resume.summary && (
        <Section title="Summary">
          <p className={body}>{resume.summary}</p>
        </Section>
      )}

      <Section title="Skills">
        {resume.skills.length === 0 ? (
          <p className={muted}>No skills listed.</p>
        ) : (
          <div className={skillGroups}>
            {SKILL_LEVELS.map(({ level, label }) => {
              const skills = resume.skills.filter((skill) => skill.level === level)
              if (skills.length === 0) return null
              return (
                <div key={level}>
                  <h3 className={factTerm}>{label}</h3>
                  <ul className={skillList} aria-label={`${label} skills`}>
                    {skills.map((skill) => (
                      <li key={skill.skillId}>
                        <Badge variant="subtle" colorPalette="primary">
                          {skill.name}
                          {yearsText(skill.years) && ` · ${yearsText(skill.years)}`}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
          </div>
        )}
      </Section>

      {resume.experience.length > 0 && (
        <Section title="Experience">
          <ol className={timeline}>
            {resume.experience.map((job, index) => (
              <li key={index}>
                <p className={entryTitle}>
                  {job.title}, {job.company}
                </p>
                <p className={muted}>{periodOf(job)}</p>
                {job.description && <p className={body}>{job.description}</p>}
              </li>
            ))}
          </ol>
        </Section>
      )}

      {resume.education.length > 0 && (
        <Section title="Education">
          <ol className={timeline}>
            {resume.education.map((school, index) => (
              <li key={index}>
                <p className={entryTitle}>{[school.degree, school.field].filter(Boolean).join(', ')}</p>
                <p>{school.institution}</p>
                <p className={muted}>{periodOf(school)}</p>
              </li>
            ))}
          </ol>
        </Section>
      )}

      <dl className={facts}>
        {resume.languages.length > 0 && (
          <Fact term="Languages">
            {resume.languages.map((language) => (
              <span key={language.language} className={css({ display: 'block' })}>
                {languageName(language.language)}: {languageLevel(language.level)}
              </span>
            ))}
          </Fact>
        )}
        {resume.salaryExpectation && <Fact term="Salary expectation">{salaryText(resume.salaryExpectation)}</Fact>}
        {resume.availability && (
          <Fact term="Availability">
            {availabilityLines(resume.availability).map((line) => (
              <span key={line} className={css({ display: 'block' })}>
                {line}
              </span>
            ))}
          </Fact>
        )}
      </dl>
    </>
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
