import { matchTaxonomyOf } from './matching.inputs.ts'

/** A small taxonomy: ids are the names in lower case, so tests read plainly. */
export const matchTaxonomy = matchTaxonomyOf(
  [
    { id: 'typescript', name: 'TypeScript', aliases: ['TS'] },
    { id: 'javascript', name: 'JavaScript', aliases: ['JS', 'ECMAScript'] },
    { id: 'react', name: 'React', aliases: ['React.js'] },
    { id: 'kubernetes', name: 'Kubernetes', aliases: ['K8s'] },
    { id: 'docker', name: 'Docker' },
    { id: 'postgresql', name: 'PostgreSQL', aliases: ['Postgres'] },
    { id: 'go', name: 'Go', aliases: ['Golang'] },
    { id: 'gcp', name: 'Google Cloud Platform', aliases: ['GCP'] },
    { id: 'r', name: 'R' },
  ],
  [
    ['typescript', 'javascript'],
    ['kubernetes', 'docker'],
  ],
)

export const TODAY = new Date('2026-01-01T00:00:00Z')

/** A whole resume as the contract gives it, the person's details included (the mapper must drop them). */
export const fullResume = {
  id: '0b6f6c9e-1d7e-4b8a-9c55-2f3b9a1d4e01',
  title: 'Senior frontend engineer',
  talent_id: '5c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  full_name: 'Ada Lovelace',
  draft: false,
  summary: 'Frontend engineer. I run services on Kubernetes and write Go on weekends.',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  skills: [
    { skill_id: 'typescript', name: 'TypeScript', level: 'expert' as const, years: 6 },
    { skill_id: 'react', name: 'React', level: 'intermediate' as const, years: 4 },
  ],
  experience: [
    {
      company: 'Acme',
      title: 'Frontend engineer',
      start_date: '2020-01-01',
      end_date: null,
      description: 'Built the design system. Moved the data layer to PostgreSQL.',
    },
    {
      company: 'Initech',
      title: 'Web developer',
      start_date: '2018-01-01',
      end_date: '2020-01-01',
      description: 'Plain JavaScript and jQuery.',
    },
  ],
  education: [],
  languages: [
    { language: 'en', level: 'c1' as const },
    { language: 'de', level: 'native' as const },
  ],
  file: null,
  phone: '+49 30 1234567',
  salary_expectation: { min: 70_000, max: 85_000, currency: 'EUR', period: 'year' as const },
  availability: {
    notice: 'one_month' as const,
    available_from: null,
    work_modes: ['hybrid' as const, 'remote' as const],
  },
  parse_job_id: null,
  created_at: '2025-06-01T00:00:00Z',
  updated_at: '2025-06-01T00:00:00Z',
}

/** A whole vacancy as the contract gives it. */
export const fullVacancy = {
  id: '7d1e2f3a-4b5c-4d6e-8f70-a1b2c3d4e5f6',
  title: 'Senior frontend engineer',
  company_id: '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9',
  company: { id: '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9', name: 'Hireloop', image_url: null },
  status: 'Active' as const,
  draft: false,
  description: 'Build the portal.',
  location: { country: 'DE', state: null, city: 'Berlin' },
  remote: 'hybrid' as const,
  employment_type: 'full_time' as const,
  seniority: 'senior' as const,
  salary: { min: 60_000, max: 80_000, currency: 'EUR', period: 'year' as const },
  skills: [
    { skill_id: 'typescript', name: 'TypeScript', level: 'advanced' as const, required: true },
    { skill_id: 'react', name: 'React', level: 'advanced' as const, required: true },
    { skill_id: 'kubernetes', name: 'Kubernetes', level: 'intermediate' as const, required: false },
  ],
  languages: [{ language: 'en', level: 'c1' as const }],
  openings: 1,
  applications_count: 0,
  parse_job_id: null,
  created_at: '2025-06-01T00:00:00Z',
  updated_at: '2025-06-01T00:00:00Z',
  archived_at: null,
}
