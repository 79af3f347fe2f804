import { MutationCache, MutationObserver, QueryClient } from '@tanstack/react-query'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { createApiClient } from '../client/create-api-client.ts'
import {
  clearMyNotificationsMutation,
  downloadImageQuery,
  getCompanyQuery,
  getMeQuery,
  listSkillsQuery,
  listVacanciesQuery,
  updateCompanyMutation,
} from '../generated/operations.ts'
import * as generated from '../generated/operations.ts'
import { operations } from '../generated/scopes.ts'
import { fakeFetch, json } from '../testing/fake-fetch.ts'
import type { Company, CurrentUser, Page, Schema } from '../types.ts'
import type { Data, Input, MutationOperationId, QueryOperationId } from './operation-types.ts'
import { apiKeys, invalidateDeclared, invalidatesOf, queryKeyOf } from './query-keys.ts'

const company = { id: 'c1', name: 'Acme', website_url: 'https://acme.test', image_url: null, type: 'scaleup' }

function setup(...answers: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...answers)
  const client = createApiClient({
    baseUrl: 'https://hireloop.test',
    fetch: fake.fetch,
    getScope: () => ({ role: 'recruiter' }),
  })
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: invalidateDeclared }),
    defaultOptions: { queries: { retry: false } },
  })
  return { ...fake, client, queryClient }
}

describe('types from the contract', () => {
  it('takes path, camelCase query, header and body only where the operation has them', () => {
    expectTypeOf<Input<'getVacancy'>>().toEqualTypeOf<{ path: { id: string } }>()
    expectTypeOf<keyof Input<'getMe'>>().toEqualTypeOf<never>()
    expectTypeOf<NonNullable<Input<'listVacancies'>['query']>['companyId']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<Input<'createVacancy'>['body']>().toEqualTypeOf<Schema<'VacancyInput'>>()
    expectTypeOf<NonNullable<Input<'updateCompany'>['header']>>().toEqualTypeOf<{ 'If-Match'?: string }>()
    expectTypeOf<{ file: Blob }>().toExtend<Input<'uploadCompanyLogo'>['body']>()
    // @ts-expect-error wire names are not accepted
    expectTypeOf<{ website_url: string }>().toExtend<Input<'updateCompany'>['body']>()
  })

  it('resolves with camelCase data, pages as Page<T>, files as Blobs, nothing for a delete', () => {
    expectTypeOf<Data<'getMe'>>().toEqualTypeOf<CurrentUser>()
    expectTypeOf<Data<'getCompany'>>().toEqualTypeOf<Company>()
    expectTypeOf<Data<'listVacancies'>>().toExtend<Page<Schema<'Vacancy'>>>()
    expectTypeOf<Data<'downloadImage'>>().toEqualTypeOf<Blob>()
    expectTypeOf<Data<'deleteVacancy'>>().toEqualTypeOf<undefined>()
  })

  it('tags the query key with its data, for the cache and useSuspenseQuery', () => {
    const queryClient = new QueryClient()
    const { queryKey } = getCompanyQuery(createApiClient({ baseUrl: '' }), { path: { id: 'c1' } })
    expectTypeOf(queryClient.getQueryData(queryKey)).toEqualTypeOf<Company | undefined>()
  })
})

describe('one option per operation', () => {
  it('has a Query for every read and a Mutation for every write of the contract (not the event stream)', () => {
    const expected = Object.values(operations)
      .filter((op) => op.parseAs !== 'stream')
      .map((op) => `${op.operationId}${op.method === 'get' ? 'Query' : 'Mutation'}`)
    expect(Object.keys(generated).sort()).toEqual(expected.sort())
    expectTypeOf<'streamEvents'>().not.toExtend<QueryOperationId | MutationOperationId>()
  })
})

describe('query options', () => {
  it('calls the operation under the caller scope and resolves with its camelCase data', async () => {
    const { client, queryClient, last } = setup(json(company))
    const data = await queryClient.fetchQuery(getCompanyQuery(client, { path: { id: 'c1' } }))
    expect(last().url).toBe('https://hireloop.test/api/v1/admin/company/c1')
    expect(data).toEqual({ id: 'c1', name: 'Acme', websiteUrl: 'https://acme.test', imageUrl: null, type: 'scaleup' })
  })

  it("sends a list's query in snake_case", async () => {
    const { client, queryClient, last } = setup(json({ results: [] }))
    await queryClient.fetchQuery(listVacanciesQuery(client, { query: { companyId: 'c1', page: 2 } }))
    expect(Object.fromEntries(new URL(last().url).searchParams)).toEqual({ company_id: 'c1', page: '2' })
  })

  it('reads a file as a Blob', async () => {
    const png = new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
    const { client, queryClient } = setup(png)
    const data = await queryClient.fetchQuery(downloadImageQuery(client, { path: { fileId: 'f1' } }))
    expect(data).toBeInstanceOf(Blob)
    expect((data as Blob).size).toBe(4)
  })

  it('keys every query under its tag; queryKeyOf gives the same key', () => {
    const client = createApiClient({ baseUrl: '' })
    expect(getCompanyQuery(client, { path: { id: 'c1' } }).queryKey).toEqual([
      'api',
      'companies',
      'getCompany',
      { path: { id: 'c1' } },
    ])
    expect(queryKeyOf('getCompany', { path: { id: 'c1' } })).toEqual(
      getCompanyQuery(client, { path: { id: 'c1' } }).queryKey,
    )
    expect(getMeQuery(client).queryKey).toEqual(['api', 'account', 'getMe'])
    expect(listVacanciesQuery(client).queryKey).toEqual(queryKeyOf('listVacancies'))
  })
})

describe('mutation options', () => {
  it('invalidate (through the MutationCache) the queries of their resource and what embeds it, nothing else', async () => {
    const { client, queryClient, requests } = setup(json(company))
    queryClient.setQueryData(getCompanyQuery(client, { path: { id: 'c1' } }).queryKey, {} as Company)
    queryClient.setQueryData(getMeQuery(client).queryKey, {} as CurrentUser)
    queryClient.setQueryData(listSkillsQuery(client).queryKey, { results: [] } as never)
    // A screen's own onSuccess does not replace the invalidation.
    const observer = new MutationObserver(queryClient, { ...updateCompanyMutation(client), onSuccess: () => {} })
    await observer.mutate({ path: { id: 'c1' }, body: { name: 'Acme', websiteUrl: 'https://acme.test' } })
    expect(requests[0]!.method).toBe('PUT')
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated
    expect(invalidated(queryKeyOf('getCompany', { path: { id: 'c1' } }))).toBe(true)
    expect(invalidated(queryKeyOf('getMe'))).toBe(true)
    expect(invalidated(queryKeyOf('listSkills'))).toBe(false)
    expect(invalidatesOf('updateCompany')).toEqual([
      apiKeys.tag('companies'),
      apiKeys.tag('account'),
      apiKeys.tag('vacancies'),
    ])
  })

  it('take no input when the operation needs none', async () => {
    const { client, queryClient, last } = setup(json({ updated: 0 }))
    await new MutationObserver(queryClient, clearMyNotificationsMutation(client)).mutate()
    expect(last().method).toBe('POST')
    expect(new URL(last().url).pathname).toBe('/api/v1/me/notification')
  })
})
