import type { WalkModel } from '../testing/walk.ts'
import type { VacancyContext, VacancyEvent, VacancyInput } from './vacancy.machine.ts'
import type { ParsedVacancy } from './vacancy.review.ts'
import { emptyVacancyValues, type VacancyValues } from './vacancy.schemas.ts'

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

/** What the mock parser reads from a vacancy file: the title sure, the location and the salary guessed. */
export const parsedVacancy: ParsedVacancy = {
  kind: 'vacancy',
  textLength: 1840,
  fields: {
    title: { value: 'Senior Frontend Engineer', confidence: 0.95, source: 'Senior Frontend Engineer (m/f/d)' },
    description: {
      value: 'You will build our design system.\n\n## What you bring\n\n- React\n- Accessibility',
      confidence: 0.8,
      source: 'About the role',
    },
    employmentType: { value: 'full_time', confidence: 0.9, source: 'Full-time, permanent' },
    remote: { value: 'hybrid', confidence: 0.7, source: 'Two office days a week' },
    location: { value: { country: 'DE', state: 'Berlin', city: 'Berlin' }, confidence: 0.45, source: 'Berlin area' },
    salary: {
      value: { min: 65000, max: 80000, currency: 'EUR', period: 'year' },
      confidence: 0.52,
      source: '65-80k',
    },
    skills: [
      { skillId: 's-1', name: 'TypeScript', required: true, level: 'advanced', confidence: 0.92, source: 'TypeScript' },
      { skillId: 's-4', name: 'React', required: false, level: null, confidence: 0.81, source: 'React.js is a plus' },
    ],
  },
}

/** The draft the parse above filled in, as the editor opens it. */
export const parsedVacancyValues: VacancyValues = {
  ...emptyVacancyValues,
  title: 'Senior Frontend Engineer',
  description: 'You will build our design system.\n\n## What you bring\n\n- React\n- Accessibility',
  employmentType: 'full_time',
  remote: 'hybrid',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  salary: { min: '65000', max: '80000', currency: 'EUR', period: 'year' },
  skills: [
    { skillId: 's-1', name: 'TypeScript', level: 'advanced', required: true },
    { skillId: 's-4', name: 'React', level: 'intermediate', required: false },
  ],
}
