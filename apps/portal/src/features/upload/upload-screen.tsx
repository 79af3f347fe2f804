import { PARSE_STATUS_TEXT, RESUME_FILE_ACCEPT, resumeFileProblem, type ParseJobStatus } from '@hireloop/flows'
import { Button, EmptyState, FileUpload, Progress, Spinner } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert, FileQuestion } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { LookupField } from '../../lib/forms/lookup-controls.tsx'
import { AppLink } from '../../lib/ui/app-link.tsx'

/** Where the upload is, as the screen shows it (the resume upload machine's state, read by the route). */
export type UploadView =
  | { phase: 'choosing' }
  | { phase: 'uploading'; fileName: string; sent: number; size: number }
  | { phase: 'parsing'; fileName: string; status: ParseJobStatus }
  | { phase: 'failed'; fileName: string; error: string; canRetry: boolean }
  | { phase: 'parsed'; fileName: string }

/** What can be uploaded: a talent's resume, a company's vacancy file. */
export type UploadKind = 'resume' | 'vacancy'

export interface UploadScreenProps {
  /** The `:type` of /upload/{type}. */
  type: string
  /** What the signed-in user may upload here (a talent a resume, a company or recruiter a vacancy file). */
  allowed: UploadKind | null
  view: UploadView
  /** A file the browser's checks let through (type and size, with the server's words). */
  onFile: (file: File) => void
  /** Sends the same file again, or asks about the same job again after a timeout. */
  onRetry: () => void
  /** Stops the upload (aborted) or the waiting. */
  onCancel: () => void
  /** A recruiter's vacancy file: the company it belongs to is chosen first (GET /company). */
  companyPicker?: CompanyPicker
}

/** A company a recruiter uploads a vacancy file for. */
export interface UploadCompany {
  id: string
  name: string
}

export interface CompanyPicker {
  load: (query: string, signal: AbortSignal) => Promise<UploadCompany[]>
  company: UploadCompany | null
  onPick: (company: UploadCompany | null) => void
}

/** The words of each kind of upload, and where the user goes to type it instead. */
const TEXT: Record<
  UploadKind,
  {
    heading: string
    lead: string
    file: string
    hint: string
    reading: string
    read: string
    editor: string
    offer: string
  }
> = {
  resume: {
    heading: 'Upload your resume',
    lead: 'We read your file into a draft. You check every field before anything is shown to companies.',
    file: 'Resume file',
    hint: 'Drag your resume here or',
    reading: PARSE_STATUS_TEXT.running,
    read: 'Your resume was read. Opening the editor to check it…',
    editor: '/manage-cv',
    offer: 'Upload a resume',
  },
  vacancy: {
    heading: 'Upload a vacancy file',
    lead: 'We read your job description into a draft vacancy. You check every field before talents see it.',
    file: 'Vacancy file',
    hint: 'Drag your job description here or',
    reading: 'Reading your job description…',
    read: 'Your job description was read. Opening the vacancy editor to check it…',
    editor: '/create-vacancy',
    offer: 'Upload a vacancy file',
  },
}

const page = css({
  px: { base: '4', md: '8' },
  py: '8',
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  maxWidth: '2xl',
  mx: 'auto',
  width: 'full',
})
const heading = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const lead = css({ color: 'fg.muted' })
const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '6',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'xl',
})
const problemText = css({ color: 'danger.fg', fontSize: 'sm' })
const row = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
const statusLine = css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg' })

/** /upload/{type} (docs/product.md §2): a file in, its progress, the parse's progress, then the editor to check it. */
export function UploadScreen({ type, allowed, view, onFile, onRetry, onCancel, companyPicker }: UploadScreenProps) {
  if (type !== allowed) {
    return (
      <div className={page}>
        <EmptyState
          icon={<FileQuestion />}
          title="This upload is not available"
          titleAs="h1"
          description={
            allowed
              ? `Here you can upload a ${allowed === 'resume' ? 'resume' : 'vacancy file'}.`
              : 'Resumes are uploaded by talents and vacancy files by companies and recruiters.'
          }
          actions={
            allowed && (
              <Button asChild>
                <AppLink to={`/upload/${allowed}`}>{TEXT[allowed].offer}</AppLink>
              </Button>
            )
          }
        />
      </div>
    )
  }
  const text = TEXT[allowed]
  return (
    <div className={page}>
      <div>
        <h1 className={heading}>{text.heading}</h1>
        <p className={lead}>{text.lead}</p>
      </div>
      {view.phase === 'choosing' && companyPicker && (
        <LookupField<UploadCompany>
          key={companyPicker.company?.id ?? 'none'}
          label="Company"
          text={companyPicker.company?.name ?? ''}
          placeholder="Type a company name"
          load={companyPicker.load}
          itemToString={(c) => c.name}
          itemToValue={(c) => c.id}
          onSelect={companyPicker.onPick}
        />
      )}
      {view.phase === 'choosing' &&
        (companyPicker && !companyPicker.company ? (
          <p className={lead}>Choose the company first: the vacancy is saved as its draft.</p>
        ) : (
          <Chooser onFile={onFile} label={text.file} hint={text.hint} />
        ))}
      {view.phase === 'uploading' && <Uploading view={view} onCancel={onCancel} />}
      {(view.phase === 'parsing' || view.phase === 'parsed') && (
        <Parsing
          fileName={view.fileName}
          status={view.phase === 'parsed' ? 'succeeded' : view.status}
          text={text}
          onCancel={onCancel}
        />
      )}
      {view.phase === 'failed' && (
        <Failed view={view} editor={text.editor} hint={text.hint} onFile={onFile} onRetry={onRetry} />
      )}
    </div>
  )
}

function Chooser({ onFile, label, hint }: { onFile: (file: File) => void; label: string; hint: string }) {
  const [problem, setProblem] = useState<string | null>(null)
  const choose = (file: File | undefined) => {
    if (!file) return
    const found = resumeFileProblem(file)
    setProblem(found)
    if (!found) onFile(file)
  }
  return (
    <FileUpload.Root
      accept={RESUME_FILE_ACCEPT}
      maxFiles={1}
      onFileAccept={(details) => choose(details.files[0])}
      onFileReject={(details) => choose(details.files[0]?.file)}
    >
      <FileUpload.Label>{label} (PDF, DOCX or TXT, up to 10 MB)</FileUpload.Label>
      <FileUpload.Dropzone hint={hint} triggerLabel="Choose a file" />
      {problem && (
        <p className={problemText} role="alert">
          {problem}
        </p>
      )}
    </FileUpload.Root>
  )
}

function Uploading({ view, onCancel }: { view: Extract<UploadView, { phase: 'uploading' }>; onCancel: () => void }) {
  const percent = view.size > 0 ? Math.round((view.sent / view.size) * 100) : 0
  return (
    <section className={panel} aria-labelledby="upload-progress-title">
      <h2 id="upload-progress-title" className={css({ fontWeight: 'semibold' })}>
        Sending {view.fileName}
      </h2>
      <Progress.Root value={percent}>
        <Progress.Header>
          <Progress.Label>Upload</Progress.Label>
          <Progress.ValueText />
        </Progress.Header>
        <Progress.Bar />
      </Progress.Root>
      <div className={row}>
        <Button variant="outline" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </section>
  )
}

function Parsing({
  fileName,
  status,
  text,
  onCancel,
}: {
  fileName: string
  status: ParseJobStatus
  text: { reading: string; read: string }
  onCancel: () => void
}) {
  return (
    <section className={panel} aria-labelledby="parse-progress-title" aria-busy={status !== 'succeeded'}>
      <h2 id="parse-progress-title" className={css({ fontWeight: 'semibold' })}>
        {fileName} was sent
      </h2>
      <p className={statusLine} role="status" data-status={status}>
        {status !== 'succeeded' && <Spinner size="sm" decorative />}
        {status === 'succeeded' ? text.read : status === 'running' ? text.reading : PARSE_STATUS_TEXT[status]}
      </p>
      {status !== 'succeeded' && (
        <div className={row}>
          <Button variant="outline" onClick={onCancel}>
            Stop waiting
          </Button>
        </div>
      )}
    </section>
  )
}

function Failed({
  view,
  editor,
  hint,
  onFile,
  onRetry,
}: {
  view: Extract<UploadView, { phase: 'failed' }>
  /** Where the user types it by hand instead. */
  editor: string
  hint: string
  onFile: (file: File) => void
  onRetry: () => void
}) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // The failure replaces the progress the talent was watching: move focus to what went wrong.
  useEffect(() => titleRef.current?.focus(), [])
  return (
    <section className={panel} aria-labelledby="upload-failed-title" data-state="failed">
      <h2 id="upload-failed-title" ref={titleRef} tabIndex={-1} className={css({ fontWeight: 'semibold' })}>
        <CircleAlert aria-hidden="true" className={css({ display: 'inline', mr: '2', color: 'danger.fg' })} />
        {view.fileName} could not be used
      </h2>
      <p role="alert">{view.error}</p>
      <div className={row}>
        {view.canRetry && <Button onClick={onRetry}>Try again</Button>}
        <Button variant="outline" asChild>
          <AppLink to={editor}>Start from scratch</AppLink>
        </Button>
      </div>
      <Chooser onFile={onFile} label="Or try another file" hint={hint} />
    </section>
  )
}
