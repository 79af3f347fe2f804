import type { components, paths } from './generated/schema.ts'

/** `first_name` -> `firstName`, at the type level (keys only). */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? Head extends ''
    ? `_${CamelCase<Tail>}`
    : `${Head}${Capitalize<CamelCase<Tail>>}`
  : S

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob | FormData

/** Deep camelCase of an object type's keys (arrays included); index signatures keep `string` keys. */
export type Camelize<T> = T extends Leaf
  ? T
  : T extends readonly (infer U)[]
    ? Camelize<U>[]
    : T extends object
      ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
      : T

type CamelContent<C> = { [M in keyof C]: Camelize<C[M]> }
type CamelResponses<R> = {
  [S in keyof R]: `${S & (string | number)}` extends `2${string}`
    ? { [X in keyof R[S]]: X extends 'content' ? CamelContent<R[S][X]> : R[S][X] }
    : R[S]
}
type CamelRequestBody<B> = B extends { content: infer C }
  ? { [X in keyof B]: X extends 'content' ? CamelContent<C> : B[X] }
  : B
type CamelParameters<P> = { [K in keyof P]: K extends 'query' ? Camelize<P[K]> : P[K] }
export type CamelOperation<O> = {
  [K in keyof O]: K extends 'parameters'
    ? CamelParameters<O[K]>
    : K extends 'requestBody'
      ? CamelRequestBody<O[K]>
      : K extends 'responses'
        ? CamelResponses<O[K]>
        : O[K]
}

/**
 * The contract's paths as the portal sees them: query parameters, request bodies and success responses in
 * camelCase (the client converts on the wire, ADR 0020). Path parameters and error bodies are left alone.
 */
export type CamelPaths = {
  [P in keyof paths]: {
    [M in keyof paths[P]]: paths[P][M] extends { responses: unknown } ? CamelOperation<paths[P][M]> : paths[P][M]
  }
}

type Schemas = components['schemas']
/** A component schema of the contract, camelCased. */
export type Schema<Name extends keyof Schemas> = Camelize<Schemas[Name]>

export type CurrentUser = Schema<'CurrentUser'>
export type UserType = Schema<'UserType'>
export type RecruiterLevel = Schema<'RecruiterLevel'>
export type Company = Schema<'Company'>
export type CompanyType = Schema<'CompanyType'>
export type Notification = Schema<'Notification'>
export type NotificationSettings = Schema<'NotificationSettings'>
export type Registration = Schema<'Registration'>
export type TalentProfileRegistration = Schema<'TalentProfileRegistration'>
export type Activation = Schema<'Activation'>
export type RegisterCompanyRequest = Schema<'RegisterCompanyRequest'>
export type RegisterTalentRequest = Schema<'RegisterTalentRequest'>
export type RegisterTalentProfileRequest = Schema<'RegisterTalentProfileRequest'>
export type ActivateRequest = Schema<'ActivateRequest'>
export type PasswordResetRequest = Schema<'PasswordResetRequest'>
export type PasswordResetConfirmRequest = Schema<'PasswordResetConfirmRequest'>
export type UpdateMeRequest = Schema<'UpdateMeRequest'>
export type UpdateEmailRequest = Schema<'UpdateEmailRequest'>
export type UpdatePasswordRequest = Schema<'UpdatePasswordRequest'>
export type ClearNotificationsRequest = Schema<'ClearNotificationsRequest'>
export type ClearNotificationsResult = Schema<'ClearNotificationsResult'>
/** Error bodies stay as on the wire (snake_case field names), see ADR 0021. */
export type ErrorBody = Schemas['ErrorBody']
export type ValidationErrorItem = Schemas['ValidationErrorItem']

/** Every list, whatever shape the server used (`results`/`items`, `prev`/`previous_page`...), see ADR 0020. */
export interface Page<T> {
  results: T[]
  /** Next page number, null on the last page. */
  next: number | null
  /** Previous page number, null on the first page. */
  previous: number | null
  /** Items over all pages. */
  total: number
  /** Page size. */
  size: number
  currentPage: number
}

/** Query parameters shared by every list. */
export interface PageParams {
  page?: number
  size?: number
}
