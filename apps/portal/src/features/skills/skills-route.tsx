import {
  createSkillMutation,
  deleteSkillMutation,
  listSkillsQuery,
  mergeSkillMutation,
  updateSkillMutation,
  type CurrentUser,
  type Input,
} from '@hireloop/api'
import { recruiterMay } from '@hireloop/flows/rules'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Navigate, useLoaderData, useSearchParams } from 'react-router'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { showErrorToast, toastSuccess } from '../../lib/toast.ts'
import { filtersFrom, searchOf, toSkillBody, type SkillFilters } from './skill-form.ts'
import { SkillsScreen } from './skills-screen.tsx'

/** docs/product.md §9: lists show 10 a page. */
const PAGE_SIZE = 10

const inputOf = (filters: SkillFilters) =>
  ({
    query: {
      page: filters.page,
      size: PAGE_SIZE,
      ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
      ...(filters.category ? { category: filters.category } : {}),
    },
  }) satisfies Input<'listSkills'>

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  // The session holds the whole GET /me, a recruiter's level with it.
  const user = (await settledUser(session, request.signal)) as CurrentUser | null
  await queryClient.ensureQueryData(listSkillsQuery(api, inputOf(filtersFrom(new URL(request.url).searchParams))))
  // The buttons follow the level's default grants; the server decides every call (access rules may differ).
  const level = user?.recruiterLevel ?? null
  const admin = user?.isAdmin ?? false
  return {
    may: {
      write: admin || (level !== null && recruiterMay(level, 'skill', 'update')),
      remove: admin || (level !== null && recruiterMay(level, 'skill', 'delete')),
    },
  }
})

/** `/skills`: the catalogue with its search, category and page in the URL. */
export function Component() {
  const { may } = useLoaderData<typeof loader>()
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const filters = filtersFrom(search)
  const { data: skills } = useSuspenseQuery(listSkillsQuery(api, inputOf(filters)))
  const lookups = useMemo(() => referenceLookups(api), [api])
  const onError = showErrorToast
  const create = useMutation({ ...createSkillMutation(api), onError })
  const update = useMutation({ ...updateSkillMutation(api), onError })
  // The delete and merge dialogs show a refusal themselves, so no toast repeats it.
  const remove = useMutation(deleteSkillMutation(api))
  const merge = useMutation(mergeSkillMutation(api))

  if (skills.results.length === 0 && skills.total > 0) {
    return <Navigate replace to={{ search: new URLSearchParams(searchOf({ ...filters, page: 1 })).toString() }} />
  }
  return (
    <SkillsScreen
      skills={skills}
      filters={filters}
      onFiltersChange={(next) => setSearch(searchOf(next))}
      may={may}
      searchSkills={lookups.skills}
      onCreate={async (data) => {
        await create.mutateAsync({ body: toSkillBody(data) })
        toastSuccess('Skill created')
      }}
      onUpdate={async (id, data) => {
        await update.mutateAsync({ path: { id }, body: toSkillBody(data) })
        toastSuccess('Skill updated')
      }}
      onDelete={async (skill) => {
        await remove.mutateAsync({ path: { id: skill.id } })
        toastSuccess('Skill deleted')
      }}
      onMerge={async (skill, into) => {
        await merge.mutateAsync({ path: { id: skill.id }, body: { into: into.id } })
        toastSuccess('Skills merged', `${skill.name} is now an alias of ${into.name}.`)
      }}
    />
  )
}
