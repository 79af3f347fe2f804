import { Button, Card } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CheckCircle2, Circle, FilePenLine, Upload } from 'lucide-react'
import { AppLink } from '../../lib/ui/app-link.tsx'

export interface ChecklistStep {
  key: string
  title: string
  done: boolean
}

export interface OnboardingScreenProps {
  firstName: string
  /** The checklist of GET /onboarding, in order. */
  steps: ChecklistStep[]
  /** The talent's resume: a draft is continued in the editor. */
  resume: { id: string; draft: boolean } | null
  /** "Upload a resume": the upload flow. */
  onUpload: () => void
  /** "Start from scratch": the editor with a new draft. */
  onBuild: () => void
}

const page = css({ px: { base: '4', md: '8' }, py: '8', maxWidth: '3xl', mx: 'auto', width: 'full' })
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const lead = css({ color: 'fg.muted', mt: '1' })
const list = css({ display: 'flex', flexDirection: 'column', gap: '2', my: '6' })
const item = css({ display: 'flex', gap: '2', alignItems: 'center', '&[data-done=true]': { color: 'fg.muted' } })
const choices = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
})
const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })

/** /onboarding for talents (docs/product.md §2): the checklist, then a resume uploaded or typed. */
export function OnboardingScreen({ firstName, steps, resume, onUpload, onBuild }: OnboardingScreenProps) {
  const done = steps.filter((s) => s.done).length
  return (
    <div className={page}>
      <h1 className={heading}>{firstName ? `Welcome to Hireloop, ${firstName}` : 'Welcome to Hireloop'}</h1>
      <p className={lead}>
        Companies find you by your resume. Add it, check it and publish it, and we start matching you to vacancies.
      </p>
      <section aria-labelledby="onboarding-checklist">
        <h2 id="onboarding-checklist" className={css({ fontWeight: 'semibold', mt: '6' })}>
          Your first steps ({done} of {steps.length} done)
        </h2>
        <ol className={list}>
          {steps.map((step) => (
            <li key={step.key} className={item} data-done={step.done}>
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className={css({ color: 'success.fg' })} />
              ) : (
                <Circle aria-hidden="true" />
              )}
              <span>
                {step.title}
                <span className={css({ srOnly: true })}>{step.done ? ' (done)' : ' (to do)'}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      {resume?.draft && (
        <p className={css({ mb: '4' })}>
          You have a draft resume.{' '}
          <AppLink to={`/manage-cv/${encodeURIComponent(resume.id)}`}>Continue your draft</AppLink>
        </p>
      )}
      <div className={choices}>
        <Card.Root>
          <Card.Header>
            <Card.Title>Upload a resume</Card.Title>
            <Card.Description>PDF, DOCX or TXT. We read it into a draft; you check every field.</Card.Description>
          </Card.Header>
          <Card.Body className={cardBody}>
            <Button onClick={onUpload}>
              <Upload aria-hidden="true" />
              Upload a resume
            </Button>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Card.Title>Start from scratch</Card.Title>
            <Card.Description>Type your headline, skills and experience section by section.</Card.Description>
          </Card.Header>
          <Card.Body className={cardBody}>
            <Button variant="outline" onClick={onBuild}>
              <FilePenLine aria-hidden="true" />
              Start from scratch
            </Button>
          </Card.Body>
        </Card.Root>
      </div>
    </div>
  )
}
