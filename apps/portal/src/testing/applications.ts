import type { Schema } from '@hireloop/api'
import { strongMatching } from '../lib/matching/matching.fixtures.ts'

type Application = Schema<'Application'>
type Resume = Schema<'Resume'>

/** An application of Tariq Talent to Northwind's Senior Backend Engineer (testing/vacancies.ts); `over` sets the state. */
export function applicationOf(over: Partial<Application> = {}): Application {
  return {
    id: 'a-1',
    vacancyId: 'v-1',
    resumeId: 'r-1',
    talentId: 'u-tal',
    status: 'interview_requested',
    hiringPipelineGroup: 'interview',
    talentInterested: true,
    matching: strongMatching,
    hireConfirmation: [],
    hired: false,
    stageEnteredAt: '2026-02-27T09:00:00Z',
    vacancy: {
      id: 'v-1',
      title: 'Senior Backend Engineer',
      company: { id: 'c-1', name: 'Northwind Labs', imageUrl: null },
    },
    talent: { id: 'u-tal', fullName: 'Tariq Talent', imageUrl: null },
    createdAt: '2026-02-20T09:00:00Z',
    updatedAt: '2026-02-27T09:00:00Z',
    ...over,
  }
}

/** The sides' hire confirmations as the application lists them. */
export function confirmationsOf(...sides: ('talent' | 'employer')[]): Application['hireConfirmation'] {
  return sides.map((side) => ({
    confirmedBy: { type: side, id: side === 'talent' ? 'u-tal' : 'u-emp' },
    confirmedAt: '2026-03-01T10:00:00Z',
  }))
}

/** Tariq Talent's published resume. */
export function resumeOf(over: Partial<Resume> = {}): Resume {
  return {
    id: 'r-1',
    title: 'Senior Backend Engineer',
    talentId: 'u-tal',
    fullName: 'Tariq Talent',
    draft: false,
    summary: 'Ten years of payment systems.\nI like boring, reliable software.',
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    skills: [
      { skillId: 's-1', name: 'TypeScript', level: 'expert', years: 8 },
      { skillId: 's-2', name: 'PostgreSQL', level: 'intermediate', years: 3 },
      { skillId: 's-4', name: 'Go', level: 'advanced', years: 2 },
    ],
    experience: [
      {
        company: 'Contoso',
        title: 'Staff Engineer',
        startDate: '2021-03-01',
        endDate: null,
        description: 'Led the move of our API from JavaScript to TypeScript.',
      },
    ],
    education: [],
    languages: [
      { language: 'de', level: 'native' },
      { language: 'en', level: 'c1' },
    ],
    file: null,
    phone: null,
    salaryExpectation: { min: 80000, max: 95000, currency: 'EUR', period: 'year' },
    availability: { notice: 'one_month', availableFrom: null, workModes: ['hybrid', 'remote'] },
    parseJobId: null,
    createdAt: '2026-01-10T08:00:00Z',
    updatedAt: '2026-02-01T08:00:00Z',
    ...over,
  }
}
