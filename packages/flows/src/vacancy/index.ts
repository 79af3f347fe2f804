export {
  vacancyMachine,
  isVacancyBusy,
  type VacancyMachine,
  type VacancySnapshot,
  type VacancyContext,
  type VacancyEvent,
  type VacancyInput,
  type VacancyFields,
  type VacancyRecord,
  type VacancyStatus,
  type VacancySaveInput,
  type VacancyIdInput,
} from './vacancy.machine.ts'
export { vacancyInput, vacancyModel, vacancyFields, VACANCY_ACTORS } from './vacancy.fixtures.ts'
