import { callOperation } from '@hireloop/api'
import { resumeUploadMachine, type ResumeUploadSnapshot } from '@hireloop/flows'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fromPromise } from 'xstate'
import { refreshUser } from '../../lib/services/refresh-user.ts'
import { useServices, useSession } from '../../lib/services/services.tsx'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { UploadScreen, type UploadView } from './upload-screen.tsx'
import { uploadResumeWithProgress } from './upload-service.ts'

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
  const services = useServices()
  const { api } = services
  const { type = '' } = useParams()
  // Resume files are a talent's own (POST /resume/upload): other roles meet the "not available" page.
  const isTalent = useSession((s) => s.context.user?.userType === 'talent')
  const navigate = useNavigate()
  const actor = useActorRef(
    resumeUploadMachine.provide({
      actors: {
        uploadResume: fromPromise(async ({ input, signal, system }) => {
          const file = input.file as File
          // The bar counts the file's bytes; the request also carries the multipart framing.
          const onProgress = (sent: number, total: number) =>
            system.get(UPLOAD_ACTOR)?.send({ type: 'PROGRESS', sent: Math.round((sent / total) * file.size) })
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
    if (message) toastSuccess(message)
  }, [message])
  useEffect(() => {
    if (failure?.status) showErrorToast({ message: failure.error, status: failure.status })
  }, [failure])
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.status !== 'done') return
      const { resumeId } = snapshot.output!
      // The talent now has a draft (or had a resume already): the navigation reads it from the session.
      void refreshUser(services)
        .catch(() => undefined)
        .then(() => navigate(`/manage-cv/${encodeURIComponent(resumeId)}`, { replace: true }))
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate, services])

  return (
    <UploadScreen
      type={isTalent ? type : 'none'}
      view={view}
      onFile={(file) => actor.send({ type: 'UPLOAD', file })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onCancel={() => actor.send({ type: 'CANCEL' })}
    />
  )
}
