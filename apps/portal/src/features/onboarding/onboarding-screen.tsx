import { Button, Card } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { FilePenLine, Upload } from 'lucide-react'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { OnboardingChecklist, type ChecklistStep } from './onboarding-checklist.tsx'

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
const choices = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
})
const cardBody = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })

/** /onboarding for talents (docs/product.md §2): the checklist, then a resume uploaded or typed. */
export function OnboardingScreen({ firstName, steps, resume, onUpload, onBuild }: OnboardingScreenProps) {
  return (
    <div className={page}>
      <h1 className={heading}>{firstName ? `Welcome to Hireloop, ${firstName}` : 'Welcome to Hireloop'}</h1>
      <p className={lead}>
        Companies find you by your resume. Add it, check it and publish it, and we start matching you to vacancies.
      </p>
      <OnboardingChecklist steps={steps} />
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
