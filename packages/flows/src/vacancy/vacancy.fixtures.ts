import type { WalkModel } from '../testing/walk.ts'
import type { VacancyContext, VacancyEvent, VacancyInput } from './vacancy.machine.ts'

export const vacancyFields = { title: 'Senior TypeScript engineer', location: 'Remote', salaryMin: 90000 }

export const vacancyInput: VacancyInput = { companyId: 'c-1' }

export const vacancyModel: WalkModel<VacancyEvent> = {
  serializeContext: (context: VacancyContext) => ({ vacancy: context.vacancy }),
  events: [
    { type: 'SAVE_DRAFT', fields: vacancyFields, label: 'fields' },
    { type: 'CREATE', fields: vacancyFields, label: 'fields' },
    { type: 'UPDATE', fields: { ...vacancyFields, location: 'Berlin' }, label: 'location' },
    { type: 'ARCHIVE' },
    { type: 'DELETE' },
  ],
  outcomes: {
    saveDraft: [
      { label: 'saved', output: { id: 'v-1' } },
      { label: '400', error: { status: 400, message: 'title: Required' } },
    ],
    createVacancy: [
      { label: 'created', output: { id: 'v-1' } },
      { label: '400', error: { status: 400, message: 'title: Required' } },
    ],
    updateVacancy: [
      { label: 'saved', output: null },
      { label: 'no message', error: {} },
    ],
    archiveVacancy: [
      { label: 'archived', output: null },
      { label: '403', error: { status: 403, message: 'You cannot access this resource.' } },
    ],
    deleteVacancy: [
      { label: 'deleted', output: null },
      { label: '404', error: { status: 404, message: 'Vacancy not found.' } },
    ],
  },
}

export const VACANCY_ACTORS = ['saveDraft', 'createVacancy', 'updateVacancy', 'archiveVacancy', 'deleteVacancy']
