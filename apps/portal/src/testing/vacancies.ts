import type { Company, Page, Schema } from '@hireloop/api'

type Vacancy = Schema<'Vacancy'>

/** "Now" of the vacancy stories, so "3 days ago" stays put. */
export const STORY_NOW = new Date('2026-03-02T09:00:00Z')

export const northwind: Company = {
  id: 'c-1',
  name: 'Northwind Labs',
  websiteUrl: 'https://www.northwind.test',
  imageUrl: null,
  type: 'scaleup',
  description:
    'We build the software that runs warehouse robots.\n\nSixty people in Berlin and Lisbon,\nhalf of them engineers.',
  size: '51-200',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
}

/** A published vacancy of Northwind Labs; `over` changes what a story is about. */
export function vacancyOf(over: Partial<Vacancy> = {}): Vacancy {
  return {
    id: 'v-1',
    title: 'Senior Backend Engineer',
    companyId: 'c-1',
    company: { id: 'c-1', name: 'Northwind Labs', imageUrl: null },
    status: 'Active',
    draft: false,
    description: 'You will build the APIs of our robot fleet.\n\n## What you bring\n\n- TypeScript\n- PostgreSQL',
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'hybrid',
    employmentType: 'full_time',
    seniority: 'senior',
    salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
    skills: [
      { skillId: 's-1', name: 'TypeScript', level: 'advanced', required: true },
      { skillId: 's-2', name: 'PostgreSQL', level: 'intermediate', required: true },
      { skillId: 's-3', name: 'Kubernetes', level: 'beginner', required: false },
    ],
    languages: [
      { language: 'en', level: 'c1' },
      { language: 'de', level: 'b1' },
    ],
    openings: 2,
    applicationsCount: 7,
    parseJobId: null,
    createdAt: '2026-02-10T10:00:00Z',
    updatedAt: '2026-02-27T09:15:00Z',
    archivedAt: null,
    ...over,
  }
}

/** One page of a list, as the client gives it. */
export function pageOf<T>(results: T[], { total = results.length, size = 10, currentPage = 1 } = {}): Page<T> {
  const last = Math.max(1, Math.ceil(total / size))
  return {
    results,
    total,
    size,
    currentPage,
    next: currentPage < last ? currentPage + 1 : null,
    previous: currentPage > 1 ? currentPage - 1 : null,
  }
}
