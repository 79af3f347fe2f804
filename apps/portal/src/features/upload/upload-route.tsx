import { callOperation } from '@hireloop/api'
import { resumeUploadMachine, SUCCESS_MESSAGES, type ResumeUploadSnapshot } from '@hireloop/flows'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { refreshUser } from '../../lib/services/refresh-user.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import {
  UploadScreen,
  type CompanyPicker,
  type UploadCompany,
  type UploadKind,
  type UploadView,
} from './upload-screen.tsx'
import { uploadResumeWithProgress, uploadVacancyWithProgress } from './upload-service.ts'

/** The machine's name in its actor system: the upload's progress is sent to it from inside its own effect. */
const UPLOAD_ACTOR = 'resumeUpload'

/** What the screen shows of the machine's state. */
export function uploadViewOf(snapshot: ResumeUploadSnapshot): UploadView {
  const { file, sent, job, error } = snapshot.context
  const fileName = file?.name ?? 'Your file'
  if (snapshot.matches('uploading')) return { phase: 'uploading', fileName, sent, size: file?.size ?? 0 }
  if (snapshot.matches('parsing')) return { phase: 'parsing', fileName, status: job?.status ?? 'queued' }
  if (snapshot.matches('failed')) {
    // A job that failed is final (a scan stays a scan); anything else may be tried again.
    return { phase: 'failed', fileName, error: error ?? '', canRetry: job?.status !== 'failed' }
  }
  if (snapshot.status === 'done') return { phase: 'parsed', fileName }
  return { phase: 'choosing' }
}

export function Component() {
  const { api } = useServices()
  const { type = '' } = useParams()
  // Resume files are a talent's own (POST /resume/upload), vacancy files an employer's company's (POST
  // /vacancy/upload) or, for recruiters, the company they choose (POST /company/vacancy/upload).
  const userType = useSession((s) => s.context.user?.userType)
  const allowed: UploadKind | null = userType === 'talent' ? 'resume' : userType ? 'vacancy' : null
  const [company, setCompany] = useState<UploadCompany | null>(null)
  const loadCompanies = useCallback(
    async (query: string, signal: AbortSignal) =>
      (
        await callOperation(
          api,
          'listCompanies',
          { query: { ...(query.trim() ? { q: query.trim() } : {}), size: 20 } },
          { signal },
        )
      ).results.map((c) => ({ id: c.id, name: c.name })),
    [api],
  )
  return (
    <Uploader
      // The upload effect is made once, with the company chosen: another company is another uploader.
      key={company?.id ?? 'none'}
      type={type}
      allowed={allowed}
      companyId={company?.id}
      companyPicker={userType === 'recruiter' ? { load: loadCompanies, company, onPick: setCompany } : undefined}
    />
  )
}

interface UploaderProps {
  type: string
  allowed: UploadKind | null
  /** A recruiter's chosen company (POST /company/vacancy/upload); absent for everyone else. */
  companyId: string | undefined
  companyPicker: CompanyPicker | undefined
}

function Uploader({ type, allowed, companyId, companyPicker }: UploaderProps) {
  const services = useServices()
  const { api } = services
  const navigate = useNavigate()
  const actor = useActorRef(
    resumeUploadMachine.provide({
      actors: {
        uploadResume: fromPromise(async ({ input, signal, system }) => {
          const file = input.file as File
          // The bar counts the file's bytes; the request also carries the multipart framing.
          const onProgress = (sent: number, total: number) =>
            system.get(UPLOAD_ACTOR)?.send({ type: 'PROGRESS', sent: Math.round((sent / total) * file.size) })
          if (allowed === 'vacancy') {
            // The same flow for a vacancy file: its draft vacancy stands where the resume draft would.
            const result = await uploadVacancyWithProgress(api, file, { onProgress, signal, companyId })
            return { resumeId: result.vacancyId, parseJob: result.parseJob }
          }
          const result = await uploadResumeWithProgress(api, file, { onProgress, signal })
          return { resumeId: result.resumeId, parseJob: result.parseJob }
        }),
        getParseJob: fromPromise(({ input, signal }) =>
          callOperation(api, 'getParseJob', { path: { id: input.parseJobId } }, { signal }),
        ),
      },
    }),
    { input: {}, systemId: UPLOAD_ACTOR },
  )
  const view = useSelector(actor, uploadViewOf)
  const message = useSelector(actor, (s) => s.context.message)
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context : null))

  useEffect(() => {
    // The machine speaks of resumes; a vacancy file has its own message (docs/product.md §8).
    if (message) toastSuccess(allowed === 'vacancy' ? SUCCESS_MESSAGES.vacancyFileUploaded : message)
  }, [message, allowed])
  useEffect(() => {
    if (failure?.status) showErrorToast({ message: failure.error, status: failure.status })
  }, [failure])
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      const { resumeId: targetId } = snapshot.output!
      if (allowed === 'vacancy') {
        navigate(`/create-vacancy/${encodeURIComponent(targetId)}`, { replace: true })
        return
      }
      // The talent now has a draft (or had a resume already): the navigation reads it from the session.
      void refreshUser(services)
        .catch(() => undefined)
        .then(() => navigate(`/manage-cv/${encodeURIComponent(targetId)}`, { replace: true }))
    })
    return () => subscription.unsubscribe()
  }, [actor, allowed, navigate, services])

  return (
    <UploadScreen
      type={type}
      allowed={allowed}
      view={view}
      onFile={(file) => actor.send({ type: 'UPLOAD', file })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
      companyPicker={companyPicker}
    />
  )
}
