import type { operations as contract } from '../generated/schema.ts'
import type { OperationKey, OperationId, operations } from '../generated/scopes.ts'
import type { CamelOperation } from '../types.ts'

/** One operation of the contract as the client sees it (camelCase query, bodies and success responses). */
export type Operation<K extends OperationId> = CamelOperation<contract[K]>

type Meta = (typeof operations)[OperationKey]
/** Operations that read: each has a `<operationId>Query` (the event stream excepted: it is not a query). */
export type QueryOperationId = Extract<Meta, { method: 'get'; parseAs: 'json' | 'blob' }>['operationId']
/** Operations that change something: each has a `<operationId>Mutation`. */
export type MutationOperationId = Exclude<Meta, { method: 'get' }>['operationId']

type Params<O> = O extends { parameters: infer P } ? P : object
type Section<P, Name extends string> = Name extends keyof P ? P[Name] : never

/** `{ name: T }` when T has a required field, `{ name?: T }` when all are optional, nothing when there is no T. */
type Part<T, Name extends string> = [NonNullable<T>] extends [never]
  ? object
  : object extends NonNullable<T>
    ? { [N in Name]?: NonNullable<T> }
    : { [N in Name]: NonNullable<T> }

/** A multipart body: files as Blobs (the contract's `format: binary` is a string to openapi-typescript), or a FormData. */
type Multipart<T> = { [K in keyof T]: T[K] extends string ? Blob | string : T[K] } | FormData

type ContentOf<B> = B extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C extends { 'multipart/form-data': infer M }
      ? Multipart<M>
      : never
  : never

type BodyPart<O> = O extends { requestBody: infer B }
  ? { body: ContentOf<B> }
  : O extends { requestBody?: infer B }
    ? [ContentOf<B>] extends [never]
      ? object
      : { body?: ContentOf<B> }
    : object

type Flatten<T> = { [K in keyof T]: T[K] } & {}

/**
 * What a call of operation K takes, typed from the contract: `path` (path parameters), `query` (camelCase),
 * `header` (declared headers such as `If-Match`: the client sets those itself, a value given here wins) and `body`
 * (camelCase; a multipart body takes Blobs). Each part is there only when the operation has it, and optional when
 * nothing in it is required.
 */
export type Input<K extends OperationId> = Flatten<
  Part<Section<Params<Operation<K>>, 'path'>, 'path'> &
    Part<Section<Params<Operation<K>>, 'query'>, 'query'> &
    Part<Section<Params<Operation<K>>, 'header'>, 'header'> &
    BodyPart<Operation<K>>
>

type Success<O> = O extends { responses: infer R } ? R[Extract<keyof R, 200 | 201 | 202 | 204>] : never
type SuccessBody<S> = S extends { content: infer C }
  ? C extends { 'application/json': infer J }
    ? J
    : C extends { 'text/event-stream': unknown }
      ? ReadableStream<Uint8Array>
      : Blob
  : undefined

/** What a successful call of operation K resolves with: camelCase JSON (lists as `Page<T>`), a Blob, or undefined. */
export type Data<K extends OperationId> = SuccessBody<Success<Operation<K>>>
