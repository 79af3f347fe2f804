import type { Schema } from '@hireloop/api'
import { Button, VisuallyHidden } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { Download, MapPin, Pencil, Phone } from 'lucide-react'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { ResumeDocument } from '../../lib/resumes/resume-document.tsx'
import { placeOf } from '../../lib/resumes/resume-format.ts'

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

      <ResumeDocument resume={resume} />
    </article>
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
