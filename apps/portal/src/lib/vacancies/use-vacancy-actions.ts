import { archiveVacancyMutation, deleteVacancyMutation, type Schema } from '@hireloop/api'
import { vacancyMachine, type VacancyIdInput, type VacancyStatus } from '@hireloop/flows'
import { useMemo } from 'react'
import { createActor, fromPromise, waitFor } from 'xstate'
import { useServices } from '../services/services.tsx'
import { toastSuccess } from '../toast.ts'

type Vacancy = Pick<Schema<'Vacancy'>, 'id' | 'companyId' | 'status' | 'draft'>

/** How an archive or delete ended: done (its success toast shown), or refused with the server's sentence. */
export type VacancyActionResult = { ok: true } | { ok: false; message: string }
export type VacancyAction = (vacancy: Vacancy) => Promise<VacancyActionResult>

export interface VacancyActions {
  /** POST /vacancy/{id}/archive: "Vacancy archived". */
  archive: VacancyAction
  /** DELETE /vacancy/{id}: "Vacancy removed", or the refusal (a vacancy with applications, 409). */
  remove: VacancyAction
}

/** The vacancy machine's word for a vacancy's state (docs/product.md §4: a draft is Active, unpublished). */
export function lifecycleOf(vacancy: Pick<Vacancy, 'status' | 'draft'>): VacancyStatus {
  if (vacancy.status === 'Archived') return 'archived'
  return vacancy.draft ? 'draft' : 'active'
}

/**
 * Archive and delete from a list or a page, through the vacancy machine (packages/flows/src/vacancy): it says which
 * move the vacancy's state allows and what the outcome says. The requests are the generated mutations, built on the
 * query client's cache so their declared invalidations (the lists, the vacancy) run as with `useMutation`.
 */
export function useVacancyActions(): VacancyActions {
  const { api, queryClient } = useServices()
  return useMemo(() => {
    const cache = queryClient.getMutationCache()
    const machine = vacancyMachine.provide({
      actors: {
        archiveVacancy: fromPromise<unknown, VacancyIdInput>(({ input }) =>
          cache.build(queryClient, archiveVacancyMutation(api)).execute({ path: { id: input.id } }),
        ),
        deleteVacancy: fromPromise<unknown, VacancyIdInput>(({ input }) =>
          cache.build(queryClient, deleteVacancyMutation(api)).execute({ path: { id: input.id } }),
        ),
      },
    })
    const run = async (vacancy: Vacancy, event: { type: 'ARCHIVE' } | { type: 'DELETE' }) => {
      const actor = createActor(machine, {
        input: { companyId: vacancy.companyId, vacancy: { id: vacancy.id, status: lifecycleOf(vacancy) } },
      }).start()
      try {
        if (!actor.getSnapshot().can(event)) {
          return { ok: false, message: REFUSED[event.type] } satisfies VacancyActionResult
        }
        actor.send(event)
        const { context } = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'))
        if (context.error !== null) return { ok: false, message: context.error } satisfies VacancyActionResult
        if (context.message) toastSuccess(context.message)
        return { ok: true } satisfies VacancyActionResult
      } finally {
        actor.stop()
      }
    }
    return {
      archive: (vacancy) => run(vacancy, { type: 'ARCHIVE' }),
      remove: (vacancy) => run(vacancy, { type: 'DELETE' }),
    }
  }, [api, queryClient])
}

// The moves the machine refuses before any request (archiving a draft or an archived vacancy): the screens do not
// offer them, a page left open while someone else changed the vacancy might.
const REFUSED = {
  ARCHIVE: 'Only a published vacancy can be archived: delete a draft instead.',
  DELETE: 'This vacancy cannot be deleted.',
} as const
