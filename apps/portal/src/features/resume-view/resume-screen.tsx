import type { Schema } from '@hireloop/api'
import { Badge, Button, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Download, MapPin, Pencil, Phone } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import {
  SKILL_LEVELS,
  availabilityLines,
  languageLevel,
  languageName,
  periodOf,
  placeOf,
  salaryText,
  yearsText,
} from './resume-format.ts'

type Resume = Schema<'Resume'>

export interface ResumeScreenProps {
  resume: Resume
  /** `owner`: the talent's own published resume, told what companies see; `company`: as employers and recruiters see it. */
  audience: 'owner' | 'company'
  /** The editor of this resume (`/manage-cv/{id}`), for the owner. */
  editHref?: string
  /** Downloads the original file with the token and saves it; absent when the viewer may not download it. */
  onDownloadFile?: () => Promise<unknown>
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
const headline = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const person = css({ fontSize: 'lg', color: 'fg' })
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '4', color: 'fg.muted', textStyle: 'sm', mt: '1' })
const metaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1', '& svg': { width: '4', height: '4' } })
const toolbar = css({ display: 'flex', gap: '2', flexWrap: 'wrap' })
const notice = css({ p: '4', borderRadius: 'lg', bg: 'primary.subtle', color: 'fg', textStyle: 'sm' })
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
 * A published resume (docs/product.md §2 `/resume`, `/my-resume`, `/resume/{id}`): headline and person, summary, skills by
 * level, experience and education as timelines, languages, salary expectation and availability, and the original
 * file. The owner is told who sees it and may edit it.
 */
export function ResumeScreen({ resume, audience, editHref, onDownloadFile }: ResumeScreenProps) {
  const place = placeOf(resume.location)
  return (
    <article className={page} aria-labelledby="resume-headline">
      <header className={header}>
        <div>
          <h1 id="resume-headline" className={headline}>
            {resume.title}
          </h1>
          <p className={person}>{resume.fullName || 'No name'}</p>
          <div className={meta}>
            {place && (
              <span className={metaItem}>
                <MapPin aria-hidden="true" />
                {place}
              </span>
            )}
            {resume.phone && (
              <span className={metaItem}>
                <Phone aria-hidden="true" />
                <a href={`tel:${resume.phone.replace(/[^+0-9]/g, '')}`}>{resume.phone}</a>
              </span>
            )}
          </div>
        </div>
        <div className={toolbar}>
          {resume.file && onDownloadFile && <DownloadButton fileName={resume.file.name} onDownload={onDownloadFile} />}
          {audience === 'owner' && editHref && (
            <Button asChild variant="outline">
              <RouterLink to={editHref}>
                <Pencil aria-hidden="true" />
                Edit
              </RouterLink>
            </Button>
          )}
        </div>
      </header>

      {audience === 'owner' && (
        <p className={notice}>
          This is your published resume, as companies see it: the companies whose vacancies you are matched to or apply
          for, and our recruiters. Everything on this page is shared with them, your phone number, salary expectation
          and availability included; your email address is not. Set your status to “Not looking” to hide it from new
          matches.
        </p>
      )}

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
    </article>
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

function DownloadButton({ fileName, onDownload }: { fileName: string; onDownload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false)
  async function download() {
    if (busy) return
    setBusy(true)
    await onDownload()
      .catch(() => undefined)
      .finally(() => setBusy(false))
  }
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()}>
      <Download aria-hidden="true" />
      Download file
      <VisuallyHidden> ({fileName})</VisuallyHidden>
    </Button>
  )
}
