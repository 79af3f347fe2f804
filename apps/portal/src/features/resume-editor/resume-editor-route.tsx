import {
  callOperation,
  createResumeMutation,
  getParseJobQuery,
  getResumeQuery,
  saveResumeDraftMutation,
  type ApiClient,
} from '@hireloop/api'
import {
  parsedFieldsOf,
  resumeMachine,
  resumeSchema,
  resumeValuesOf,
  toResumeBody,
  type ParsedResume,
  type ResumeSnapshot,
  type SaveResumeInput,
} from '@hireloop/flows'
import type { QueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { fromPromise, waitFor } from 'xstate'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { RouteEmpty } from '../../lib/data/route-states.tsx'
import { routeLoader } from '../../lib/data/route-module.ts'
import { refreshUser } from '../../lib/services/refresh-user.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { ResumeEditorScreen, type SaveStatus } from './resume-editor-screen.tsx'

/**
 * Which resume the editor opens: the one in the URL; else the talent's draft (their unpublished changes, found
 * among their resumes when /me names the published one); else the published resume; else none (a new draft).
 */
async function resumeIdToOpen(
  api: ApiClient,
  wanted: string | undefined,
  user: { resume?: { id: string; draft: boolean } | null },
) {
  if (wanted) return wanted
  if (!user.resume) return null
  if (user.resume.draft) return user.resume.id
  const drafts = await callOperation(api, 'listResumes', { query: { draft: true, size: 1 } }).catch(() => null)
  return drafts?.results[0]?.id ?? user.resume.id
}

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  if (user?.userType !== 'talent') return { kind: 'not-a-talent' as const }
  const id = await resumeIdToOpen(api, params.id, user)
  const resume = id ? await queryClient.ensureQueryData(getResumeQuery(api, { path: { id } })) : null
  // Only a draft is checked field by field: what was published had been checked already.
  const job =
    resume?.draft && resume.parseJobId
      ? await queryClient.ensureQueryData(getParseJobQuery(api, { path: { id: resume.parseJobId } }))
      : null
  return {
    kind: 'talent' as const,
    talentId: user.id,
    resume,
    parsed: parsedFieldsOf(job?.result?.kind === 'resume' ? (job.result as ParsedResume) : null),
    hasPublished: user.resume?.draft === false,
  }
})

function saveStatusOf(snapshot: ResumeSnapshot): SaveStatus {
  if (snapshot.matches('savingDraft') || snapshot.matches({ editing: 'autosaving' })) return { kind: 'saving' }
  if (snapshot.matches({ editing: 'incomplete' })) return { kind: 'incomplete' }
  if (snapshot.matches({ editing: 'failed' })) return { kind: 'failed' }
  if (snapshot.hasTag('unsaved')) return { kind: 'unsaved' }
  return { kind: 'saved', at: snapshot.context.savedAt }
}

export function Component() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'not-a-talent') {
    return (
      <RouteEmpty
        title="Only talents edit their resume here"
        description="Recruiters see a talent's resume from the talent's page in the back office."
      />
    )
  }
  return <Editor {...data} />
}

function Editor({
  talentId,
  resume,
  parsed,
  hasPublished,
}: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'talent' }>) {
  const services = useServices()
  const { api } = services
  const navigate = useNavigate()
  // The effects, made once: the mutations built on the query client's cache as useMutation would (so their declared
  // invalidations run), each remembering its last failure whole, whose field messages go back to the form (the
  // machine keeps only its words).
  const [effects] = useState(() => createEffects(services.queryClient, api))

  const actor = useActorRef(
    resumeMachine.provide({
      actors: {
        saveDraft: fromPromise(({ input }: { input: SaveResumeInput }) => effects.saveDraft(input)),
        publishResume: fromPromise(({ input }: { input: SaveResumeInput }) => effects.publish(input)),
      },
    }),
    {
      input: {
        talentId,
        resume: resume ? { id: resume.id, draft: resume.draft } : null,
        hasPublished: hasPublished || resume?.draft === false,
        values: resume ? resumeValuesOf(resume) : undefined,
        parsed,
      },
    },
  )

  const saveStatus = useSelector(actor, saveStatusOf, (a, b) => JSON.stringify(a) === JSON.stringify(b))
  const review = useSelector(actor, (s) => s.context.review)
  const blockers = useSelector(actor, (s) => s.context.blockers)
  const error = useSelector(actor, (s) => (s.context.status === null ? s.context.error : null))
  const busy = useSelector(actor, (s) =>
    s.matches('savingDraft') ? 'saving' : s.matches('publishing') ? 'publishing' : null,
  )
  const message = useSelector(actor, (s) => s.context.message)
  const failed = useSelector(actor, (s) => (s.context.status !== null ? s.context.error : null))

  useEffect(() => {
    if (message) toastSuccess(message)
  }, [message])
  useEffect(() => {
    const failure = effects.lastFailure()
    if (failed && failure) showErrorToast(failure)
  }, [failed, effects])

  // The navigation and the root redirect read the talent's resume from the session: refresh it after a save that
  // created the draft, and after publishing. A first resume leads on to matching (docs/product.md §2).
  useEffect(() => {
    let known = actor.getSnapshot().context.resume
    const subscription = actor.subscribe((snapshot) => {
      const now = snapshot.context.resume
      if (now?.id === known?.id && now?.draft === known?.draft) return
      known = now
      const first = snapshot.matches('published') && snapshot.context.firstPublish
      void refreshUser(services)
        .catch(() => undefined)
        .then(() => {
          if (!first) return
          void markResumeStepDone(api).catch(() => undefined)
          navigate('/matching')
        })
    })
    return () => subscription.unsubscribe()
  }, [actor, api, navigate, services])

  // Leaving with unsaved changes: send them now rather than lose them (the pause would never end).
  useEffect(
    () => () => {
      const snapshot = actor.getSnapshot()
      if (!snapshot.hasTag('unsaved') || snapshot.matches('publishing')) return
      const checked = resumeSchema.safeParse(snapshot.context.values)
      if (checked.success) {
        void effects.saveDraft({ talentId, body: toResumeBody(checked.data) }).catch(() => undefined)
      }
    },
    [actor, effects, talentId],
  )

  async function onPublish() {
    effects.forgetFailure()
    actor.send({ type: 'PUBLISH' })
    const settled = await waitFor(actor, (s) => !s.matches('publishing'))
    const failure = effects.lastFailure()
    if (settled.matches({ editing: 'failed' }) && failure) throw failure
  }

  return (
    <ResumeEditorScreen
      initialValues={actor.getSnapshot().context.values}
      parsed={parsed}
      review={review}
      saveStatus={saveStatus}
      hasPublished={useSelector(actor, (s) => s.context.hasPublished)}
      busy={busy}
      blockers={blockers}
      error={error}
      lookups={referenceLookups(api)}
      onChange={(values) => actor.send({ type: 'CHANGE', values })}
      onConfirm={(field) => actor.send({ type: 'CONFIRM', field })}
      onSaveDraft={() => actor.send({ type: 'SAVE_DRAFT' })}
      onPublish={onPublish}
    />
  )
}

function createEffects(queryClient: QueryClient, api: ApiClient) {
  const cache = queryClient.getMutationCache()
  let last: unknown = null
  const remember = async (call: () => Promise<{ id: string; updatedAt: string }>) => {
    try {
      const { id, updatedAt } = await call()
      return { id, updatedAt }
    } catch (error) {
      last = error
      throw error
    }
  }
  return {
    saveDraft: (input: SaveResumeInput) =>
      remember(() => cache.build(queryClient, saveResumeDraftMutation(api)).execute({ body: input.body })),
    publish: (input: SaveResumeInput) =>
      remember(() => cache.build(queryClient, createResumeMutation(api)).execute({ body: input.body })),
    lastFailure: () => last,
    forgetFailure: () => {
      last = null
    },
  }
}

/** The onboarding checklist's "Add your resume" is done once a resume is published. */
async function markResumeStepDone(api: ApiClient) {
  const states = await callOperation(api, 'listOnboardingStates', {})
  const state = states.results[0]
  if (state && !state.steps.find((s) => s.key === 'resume')?.done) {
    await callOperation(api, 'completeOnboardingStep', { path: { id: state.id }, body: { step: 'resume' } })
  }
}
