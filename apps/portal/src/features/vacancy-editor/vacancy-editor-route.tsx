import {
  archiveVacancyMutation,
  callOperation,
  createVacancyDraftMutation,
  createVacancyMutation,
  deleteVacancyMutation,
  getParseJobQuery,
  getVacancyQuery,
  updateVacancyMutation,
  type ApiClient,
  type Input,
} from '@hireloop/api'
import {
  emptyVacancyValues,
  parsedVacancyFieldsOf,
  vacancyMachine,
  vacancyValuesOf,
  type ParsedVacancy,
  type VacancyBody,
  type VacancyIdInput,
  type VacancyIntent,
  type VacancySaveInput,
  type VacancySnapshot,
} from '@hireloop/flows'
import type { QueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { useLoaderData, useNavigate } from 'react-router'
import { fromPromise, waitFor } from 'xstate'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { RouteEmpty } from '../../lib/data/route-states.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { lifecycleOf, type VacancyActionResult } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyEditorScreen, type VacancyEditorMode, type VacancyLookups } from './vacancy-editor-screen.tsx'

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  if (user?.userType !== 'employer' && user?.userType !== 'recruiter') return { kind: 'not-allowed' as const }
  const vacancy = params.id
    ? await queryClient.ensureQueryData(getVacancyQuery(api, { path: { id: params.id } }))
    : null
  // Only a draft is checked field by field: what was published had been checked already.
  const job =
    vacancy?.draft && vacancy.parseJobId
      ? await queryClient.ensureQueryData(getParseJobQuery(api, { path: { id: vacancy.parseJobId } }))
      : null
  return {
    kind: 'editor' as const,
    isRecruiter: user.userType === 'recruiter',
    companyId: vacancy?.companyId ?? user.companyId ?? '',
    companyName: vacancy?.company.name ?? user.company?.name ?? null,
    vacancy,
    parsed: parsedVacancyFieldsOf(job?.result?.kind === 'vacancy' ? (job.result as ParsedVacancy) : null),
  }
})

type EditorData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { kind: 'editor' }>

export function Component() {
  const data = useLoaderData<typeof loader>()
  // A new id in the URL is another vacancy, so a fresh editor; except the id of the draft this editor just saved,
  // whose address it moved to itself: it keeps its form as the user left it.
  const id = data.kind === 'editor' ? (data.vacancy?.id ?? 'new') : 'none'
  const [editor, setEditor] = useState({ key: id, saved: null as string | null })
  if (id !== editor.key && id !== editor.saved) setEditor({ key: id, saved: null })
  const onFirstSave = useCallback((saved: string) => setEditor((before) => ({ ...before, saved })), [])
  if (data.kind === 'not-allowed') {
    return (
      <RouteEmpty
        title="Only companies and recruiters write vacancies"
        description="Talents find vacancies under Matching and Jobs."
      />
    )
  }
  return <Editor key={editor.key} {...data} onFirstSave={onFirstSave} />
}

function modeOf(snapshot: VacancySnapshot): VacancyEditorMode {
  return snapshot.context.vacancy?.status ?? 'new'
}

function busyOf(snapshot: VacancySnapshot) {
  if (snapshot.matches('savingDraft')) return 'draft' as const
  if (snapshot.matches('saving'))
    return snapshot.context.fields.draft === true ? ('draft' as const) : ('publish' as const)
  if (snapshot.matches('publishing')) return 'publish' as const
  if (snapshot.matches('archiving')) return 'archive' as const
  if (snapshot.matches('deleting')) return 'delete' as const
  return null
}

function Editor({
  isRecruiter,
  companyId,
  companyName,
  vacancy,
  parsed,
  onFirstSave,
}: EditorData & { onFirstSave: (id: string) => void }) {
  const services = useServices()
  const { api } = services
  const navigate = useNavigate()
  const [effects] = useState(() => createEffects(services.queryClient, api))
  const actor = useActorRef(
    vacancyMachine.provide({
      actors: {
        saveDraft: fromPromise<{ id: string }, VacancySaveInput>(async ({ input }) => ({
          id: (await effects.saveDraft(input)).id,
        })),
        createVacancy: fromPromise<{ id: string }, VacancySaveInput>(async ({ input }) => ({
          id: (await effects.publish(input)).id,
        })),
        updateVacancy: fromPromise<unknown, VacancySaveInput>(({ input }) => effects.update(input)),
        archiveVacancy: fromPromise<unknown, VacancyIdInput>(({ input }) => effects.archive(input)),
        deleteVacancy: fromPromise<unknown, VacancyIdInput>(({ input }) => effects.remove(input)),
      },
    }),
    { input: { companyId, vacancy: vacancy ? { id: vacancy.id, status: lifecycleOf(vacancy) } : null } },
  )
  const mode = useSelector(actor, modeOf)
  const busy = useSelector(actor, busyOf)
  const message = useSelector(actor, (s) => s.context.message)

  useEffect(() => {
    if (message) toastSuccess(message)
  }, [message])

  // Where each outcome leads (docs/product.md §2): a published vacancy to the job openings, an archived one to the
  // archive, a removed one back to the list; a first draft to its own address, so a reload finds it.
  useEffect(() => {
    let before = modeOf(actor.getSnapshot())
    const subscription = actor.subscribe((snapshot) => {
      const now = modeOf(snapshot)
      const was = before
      before = now
      if (snapshot.status === 'done') return void navigate('/job-openings')
      if (snapshot.hasTag('busy') || now === was) return
      if (now === 'active') navigate('/job-openings')
      else if (now === 'archived') navigate('/job-openings/archived')
      else if (now === 'draft' && was === 'new') {
        const id = snapshot.context.vacancy!.id
        onFirstSave(id)
        navigate(`/create-vacancy/${encodeURIComponent(id)}`, { replace: true })
      }
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate, onFirstSave])

  async function onSave(intent: VacancyIntent, body: VacancyBody) {
    effects.forgetFailure()
    const fields = { ...body }
    if (intent === 'draft') actor.send({ type: 'SAVE_DRAFT', fields: { ...fields, draft: true } })
    else if (modeOf(actor.getSnapshot()) === 'active') actor.send({ type: 'UPDATE', fields })
    else actor.send({ type: 'CREATE', fields })
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'))
    const failure = effects.lastFailure()
    if (settled.context.error !== null && failure) {
      showErrorToast(failure)
      throw failure
    }
  }

  async function run(event: { type: 'ARCHIVE' } | { type: 'DELETE' }): Promise<VacancyActionResult> {
    actor.send(event)
    const settled = await waitFor(actor, (s) => !s.hasTag('busy'))
    return settled.context.error !== null ? { ok: false, message: settled.context.error } : { ok: true }
  }

  const initialValues = vacancy ? vacancyValuesOf(vacancy) : emptyVacancyValues
  return (
    <VacancyEditorScreen
      mode={mode}
      initialValues={isRecruiter ? initialValues : { ...initialValues, companyId: '' }}
      companyName={companyName}
      pickCompany={isRecruiter && !vacancy}
      parsed={parsed}
      busy={busy}
      lookups={lookupsOf(api)}
      onSave={onSave}
      onArchive={() => run({ type: 'ARCHIVE' })}
      onDelete={() => run({ type: 'DELETE' })}
    />
  )
}

function lookupsOf(api: ApiClient): VacancyLookups {
  return {
    ...referenceLookups(api),
    companies: async (query, signal) =>
      (
        await callOperation(
          api,
          'listCompanies',
          { query: { ...(query.trim() ? { q: query.trim() } : {}), size: 20 } },
          { signal },
        )
      ).results.map((company) => ({ id: company.id, name: company.name })),
  }
}

// The form always sends every field (VacancyInput); PUT takes the same body, a draft's with `draft: true`.
type Body = Input<'createVacancy'>['body']

/**
 * The requests, built on the query client's cache as useMutation would (so the declared invalidations of the lists
 * and the vacancy run), each remembering its last failure whole: its field messages go back to the form.
 */
function createEffects(queryClient: QueryClient, api: ApiClient) {
  const cache = queryClient.getMutationCache()
  let last: unknown = null
  const remember = async <T,>(call: () => Promise<T>) => {
    try {
      return await call()
    } catch (error) {
      last = error
      throw error
    }
  }
  const body = (input: VacancySaveInput) => input.fields as unknown as Body
  return {
    // A new draft has no `draft` flag to send: POST /vacancy/draft makes one.
    saveDraft: (input: VacancySaveInput) => {
      const { draft: _draft, ...fields } = body(input)
      return remember(() => cache.build(queryClient, createVacancyDraftMutation(api)).execute({ body: fields }))
    },
    // Publishing a new vacancy creates it; publishing a draft replaces it with `draft: false` (ADR 0064).
    publish: (input: VacancySaveInput) =>
      remember(() =>
        input.id === null
          ? cache.build(queryClient, createVacancyMutation(api)).execute({ body: body(input) })
          : cache
              .build(queryClient, updateVacancyMutation(api))
              .execute({ path: { id: input.id }, body: { ...body(input), draft: false } }),
      ),
    update: (input: VacancySaveInput) =>
      remember(() =>
        cache.build(queryClient, updateVacancyMutation(api)).execute({ path: { id: input.id! }, body: body(input) }),
      ),
    archive: (input: VacancyIdInput) =>
      remember(() => cache.build(queryClient, archiveVacancyMutation(api)).execute({ path: { id: input.id } })),
    remove: (input: VacancyIdInput) =>
      remember(() => cache.build(queryClient, deleteVacancyMutation(api)).execute({ path: { id: input.id } })),
    lastFailure: () => last,
    forgetFailure: () => {
      last = null
    },
  }
}
