import { PARSE_STATUS_TEXT, RESUME_FILE_ACCEPT, resumeFileProblem, type ParseJobStatus } from '@hireloop/flows'
import { Button, EmptyState, FileUpload, Progress, Spinner } from '@hireloop/design-system'
import { css } from '@hireloop/styled-system/css'
import { CircleAlert, FileQuestion } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { AppLink } from '../../lib/ui/app-link.tsx'

/** Where the upload is, as the screen shows it (the resume upload machine's state, read by the route). */
export type UploadView =
  | { phase: 'choosing' }
  | { phase: 'uploading'; fileName: string; sent: number; size: number }
  | { phase: 'parsing'; fileName: string; status: ParseJobStatus }
  | { phase: 'failed'; fileName: string; error: string; canRetry: boolean }
  | { phase: 'parsed'; fileName: string }

export interface UploadScreenProps {
  /** The `:type` of /upload/{type}: only `resume` is built (vacancy files come with issue 12). */
  type: string
  view: UploadView
  /** A file the browser's checks let through (type and size, with the server's words). */
  onFile: (file: File) => void
  /** Sends the same file again, or asks about the same job again after a timeout. */
  onRetry: () => void
  /** Stops the upload (aborted) or the waiting. */
  onCancel: () => void
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

/** /upload/{type} (docs/product.md §2): a resume file in, its progress, the parse's progress, then the editor. */
export function UploadScreen({ type, view, onFile, onRetry, onCancel }: UploadScreenProps) {
  if (type !== 'resume') {
    return (
      <div className={page}>
        <EmptyState
          icon={<FileQuestion />}
          title="This upload is not available"
          titleAs="h1"
          description="Only resumes can be uploaded here for now. Upload your resume, or go back to your profile."
          actions={
            <Button asChild>
              <AppLink to="/upload/resume">Upload a resume</AppLink>
            </Button>
          }
        />
      </div>
    )
  }
  return (
    <div className={page}>
      <div>
        <h1 className={heading}>Upload your resume</h1>
        <p className={lead}>
          We read your file into a draft. You check every field before anything is shown to companies.
        </p>
      </div>
      {view.phase === 'choosing' && <Chooser onFile={onFile} />}
      {view.phase === 'uploading' && <Uploading view={view} onCancel={onCancel} />}
      {(view.phase === 'parsing' || view.phase === 'parsed') && (
        <Parsing
          fileName={view.fileName}
          status={view.phase === 'parsed' ? 'succeeded' : view.status}
          onCancel={onCancel}
        />
      )}
      {view.phase === 'failed' && <Failed view={view} onFile={onFile} onRetry={onRetry} />}
    </div>
  )
}

function Chooser({ onFile, label = 'Resume file' }: { onFile: (file: File) => void; label?: string }) {
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
      <FileUpload.Dropzone hint="Drag your resume here or" triggerLabel="Choose a file" />
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

function Parsing({ fileName, status, onCancel }: { fileName: string; status: ParseJobStatus; onCancel: () => void }) {
  return (
    <section className={panel} aria-labelledby="parse-progress-title" aria-busy={status !== 'succeeded'}>
      <h2 id="parse-progress-title" className={css({ fontWeight: 'semibold' })}>
        {fileName} was sent
      </h2>
      <p className={statusLine} role="status" data-status={status}>
        {status !== 'succeeded' && <Spinner size="sm" decorative />}
        {status === 'succeeded' ? 'Your resume was read. Opening the editor to check it…' : PARSE_STATUS_TEXT[status]}
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
  onFile,
  onRetry,
}: {
  view: Extract<UploadView, { phase: 'failed' }>
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
          <AppLink to="/manage-cv">Start from scratch</AppLink>
        </Button>
      </div>
      <Chooser onFile={onFile} label="Or try another file" />
    </section>
  )
}
