import type { ApiCallOptions, ApiClient } from '../client/create-api-client.ts'
import { operations, type OperationId } from '../generated/scopes.ts'
import type { Data, Input } from './operation-types.ts'

type Meta = (typeof operations)[keyof typeof operations]

const byId = new Map<string, Meta>(Object.values(operations).map((op) => [op.operationId, op]))

/** The contract's facts about one operation (method, path, tags, scopes...), by operationId. */
export function operationMeta(id: OperationId): Meta {
  const meta = byId.get(id)
  if (!meta) throw new Error(`Unknown operation ${id}`)
  return meta
}

export interface CallInit extends ApiCallOptions {
  signal?: AbortSignal
}

/**
 * Calls one operation by its operationId, through the client (scope prefix, case, safe writes, errors), and
 * resolves with its data. The generated query and mutation options call this; screens use those.
 */
export async function callOperation<K extends OperationId>(
  client: ApiClient,
  id: K,
  input: Input<K>,
  init: CallInit = {},
): Promise<Data<K>> {
  const { method, path, parseAs } = operationMeta(id)
  const {
    path: pathParams,
    query,
    header,
    body,
  } = input as {
    path?: object
    query?: object
    header?: object
    body?: unknown
  }
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown }>
  const { data } = await request(method, path, {
    params: { path: pathParams, query, header },
    body,
    parseAs,
    ...init,
  })
  return data as Data<K>
}
