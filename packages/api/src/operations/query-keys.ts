import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { OperationId, OperationKey, operations } from '../generated/scopes.ts'
import { operationMeta } from './call-operation.ts'
import type { Input, MutationOperationId, QueryOperationId } from './operation-types.ts'

/**
 * Query keys, all under one root and grouped by the contract's tags (ADR 0028):
 * `['api', tag, operationId, input]`, e.g. `['api', 'vacancies', 'getVacancy', { path: { id } }]`.
 * - `apiKeys.all` is everything (remove it on sign-out);
 * - `apiKeys.tag('vacancies')` is every list and detail of a resource (what a vacancy mutation invalidates);
 * - `queryKeyOf('getVacancy', { path: { id } })` is one query, the very key its `getVacancyQuery` uses.
 */
export const apiKeys = {
  all: ['api'] as const,
  tag: (tag: Tag) => [...apiKeys.all, tag] as const,
}

/** A tag of the contract: one resource (`vacancies`, `account`, `notifications`...). */
export type Tag = (typeof operations)[OperationKey]['tags'][number]

/** The contract's first tag of an operation: the group its keys live in. */
function tagOf(id: OperationId): Tag {
  return operationMeta(id).tags[0]!
}

function isEmpty(input: unknown) {
  return (
    input === undefined ||
    (typeof input === 'object' && input !== null && Object.values(input).every((v) => v === undefined))
  )
}

/** The key of one query: `['api', tag, operationId]`, and its input when it has one. */
export function queryKeyOf<K extends QueryOperationId>(id: K, input?: Input<K>): QueryKey {
  const key = [...apiKeys.tag(tagOf(id)), id]
  return isEmpty(input) ? key : [...key, input]
}

export function mutationKeyOf(id: MutationOperationId): QueryKey {
  return [...apiKeys.tag(tagOf(id)), id]
}

/**
 * What a write changes besides the resource of its own tag: objects that embed it or count it. The contract says
 * which resource an operation belongs to (its tags); only this embedding is written by hand.
 */
const ALSO_CHANGES: Partial<Record<MutationOperationId, readonly Tag[]>> = {
  // The signed-in user embeds their notification settings and their company; vacancies embed their company.
  updateNotificationSettings: ['account'],
  updateCompany: ['account', 'vacancies'],
  uploadCompanyLogo: ['account', 'vacancies'],
  // Vacancies count their applications and show the applicants' avatars; ranked matches show their application.
  createApplication: ['vacancies', 'matching'],
  deleteApplication: ['vacancies', 'matching'],
  setApplicationStatus: ['vacancies', 'matching'],
  setVacancyApplicationsStatus: ['vacancies', 'matching'],
  confirmHire: ['vacancies', 'matching'],
  // An interview moves its application to interview_scheduled (ADR 0078).
  createMeeting: ['applications', 'vacancies', 'matching'],
  updateMeeting: ['applications', 'vacancies', 'matching'],
  // Applications embed the talent's name and picture.
  updateTalent: ['applications'],
}

/** The query keys a successful write makes stale: its own resource's, and what embeds it. */
export function invalidatesOf(id: MutationOperationId): QueryKey[] {
  const tags = new Set<Tag>([...operationMeta(id).tags, ...(ALSO_CHANGES[id] ?? [])])
  return [...tags].map((tag) => apiKeys.tag(tag))
}

/**
 * The query client's `MutationCache` `onSuccess` (ADR 0028): after any mutation that declares what it changes
 * (`meta.invalidates`, as every generated one does), marks those queries stale and refetches the ones on screen,
 * before the mutation resolves. Here rather than in each mutation's own `onSuccess`, which a screen replaces when
 * it spreads the options and adds its own.
 */
export function invalidateDeclared(
  _data: unknown,
  _variables: unknown,
  _onMutateResult: unknown,
  mutation: { meta?: Record<string, unknown> },
  context: { client: QueryClient },
): Promise<unknown> | undefined {
  const keys = mutation.meta?.invalidates
  if (!Array.isArray(keys)) return undefined
  return Promise.all(keys.map((queryKey: QueryKey) => context.client.invalidateQueries({ queryKey })))
}
