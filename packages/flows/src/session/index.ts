export {
  sessionMachine,
  isSessionBusy,
  type SessionMachine,
  type SessionSnapshot,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type FetchMeInput,
  type SignInRedirectInput,
  type SignOutInput,
} from './session.machine.ts'
export { landingOf, needsOnboarding, type LandingRoute } from './session.routes.ts'
export {
  SESSION_STORAGE_KEYS,
  RECRUITER_CONNECTION_TYPE,
  writeConnectionFlags,
  clearConnectionFlags,
  readConnectionFlags,
  MemoryStorage,
} from './session.storage.ts'
export { errorMessage, errorStatus, oops, SIGN_IN_FAILED, SIGN_OUT_FAILED } from './session.errors.ts'
export type { SessionUser, UserType, Session, StorageLike, SignOutReason } from './session.types.ts'
export { sessionUsers, apiErrors, sessionModel } from './session.fixtures.ts'
