import { describe, expectTypeOf, it } from 'vitest'
import type { ApiClient } from './client/create-api-client.ts'
import type { Camelize, CurrentUser, Notification, Page } from './types.ts'

describe('camelCase types', () => {
  it('camelizes keys deeply, index signatures and values untouched', () => {
    type Wire = { first_name: string; nested_list: { created_at: string }[]; free_map: Record<string, number> }
    expectTypeOf<Camelize<Wire>>().toEqualTypeOf<{
      firstName: string
      nestedList: { createdAt: string }[]
      freeMap: Record<string, number>
    }>()
    expectTypeOf<CurrentUser['notificationSettings']['emailOnMessage']>().toEqualTypeOf<boolean>()
  })

  it('gives the portal camelCase bodies and responses through the client', () => {
    const check = async (client: ApiClient) => {
      const { data } = await client.GET('/me/notification')
      expectTypeOf(data!).toExtend<Page<Notification>>()
      await client.PUT('/me', { body: { firstName: 'a', lastName: 'b' } })
      // @ts-expect-error wire names are not accepted by the client
      await client.PUT('/me', { body: { first_name: 'a', last_name: 'b' } })
    }
    expectTypeOf(check).toBeFunction()
  })
})
