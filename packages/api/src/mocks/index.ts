export { handlers, handlersFor, callerOf, errorBodies, mockUrl, MOCK_API_ROOT } from './handlers.ts'
export { mockParsedResume, seedParsedDraft } from './resources/resumes.ts'
export {
  mockParsedVacancy,
  seedParsedVacancyDraft,
  VACANCY_ARCHIVED_READ_ONLY,
  VACANCY_HAS_APPLICATIONS,
} from './resources/vacancies.ts'
export { emptyNotifications, errorFor, loadingForever, networkErrorFor, slow } from './states.ts'
export {
  db,
  resetDb,
  createDb,
  signInAs,
  userByEmail,
  toCurrentUser,
  demoEmails,
  demoEmailChange,
  DEMO_PASSWORD,
  FIXTURE_NOW,
  SEED,
  type MockDb,
  type DbUser,
  type DbCompany,
  type DbNotification,
  type DbEmailChange,
  type DemoLogin,
} from './db.ts'
