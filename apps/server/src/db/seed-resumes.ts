import { createHash } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { FileStorage } from '../files/storage.ts'
import { ONBOARDING_STEPS } from '../resources/onboarding/onboarding.steps.ts'
import { searchKey } from '../resources/skills/search-key.ts'
import type {
  Availability,
  Database,
  EducationEntry,
  ExperienceEntry,
  LanguageEntry,
  OnboardingStepRecord,
  SalaryExpectation,
  SkillLevel,
  TalentStatus,
} from './schema.ts'

type Trx = Transaction<Database>

/** A country code and the state and city names of the reference data (ADR 0060), as the resume editor stores them; the seed test checks every location against the reference data. */
export interface DemoLocation {
  country: string
  state: string | null
  city: string | null
}

export interface DemoSkill {
  /** A name of the taxonomy (migration 0009), matched by `searchKey`: the seed fails when it is not there. */
  name: string
  level: SkillLevel
  years: number
}

/** A resume's content, as the editor writes it. */
export interface DemoResume {
  id: string
  title: string
  summary: string
  location: DemoLocation | null
  phone: string | null
  salary_expectation: SalaryExpectation | null
  availability: Availability | null
  skills: DemoSkill[]
  experience: ExperienceEntry[]
  education: EducationEntry[]
  languages: LanguageEntry[]
}

/** A talent of the marketplace: not a demo login (no password), there so matching and the back office have people. */
export interface DemoTalent {
  id: string
  email: string
  first_name: string
  last_name: string
  category: 'engineering' | 'design' | 'data' | 'product' | 'marketing' | 'sales'
  status: TalentStatus
  resume: DemoResume
}

const yearly = (min: number, max: number, currency: string): SalaryExpectation => ({
  min,
  max,
  currency,
  period: 'year',
})

/** talent.published: everything the editor offers, filled in and published. */
export const PUBLISHED_RESUME: Omit<DemoResume, 'id'> = {
  title: 'Senior frontend engineer',
  summary:
    'Frontend engineer with nine years of building accessible, fast web applications. I lead design-system work, ' +
    'care about keyboard and screen-reader users, and like pairing with designers on the details.',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  phone: '+49 30 901820',
  salary_expectation: yearly(85_000, 100_000, 'EUR'),
  availability: { notice: 'one_month', available_from: null, work_modes: ['remote', 'hybrid'] },
  skills: [
    { name: 'TypeScript', level: 'expert', years: 7 },
    { name: 'React', level: 'expert', years: 7 },
    { name: 'JavaScript', level: 'expert', years: 9 },
    { name: 'CSS', level: 'advanced', years: 9 },
    { name: 'Node.js', level: 'intermediate', years: 4 },
    { name: 'GraphQL', level: 'intermediate', years: 3 },
  ],
  experience: [
    {
      company: 'Zalando',
      title: 'Senior frontend engineer',
      start_date: '2021-03-01',
      end_date: null,
      description: 'Tech lead of the checkout design system; cut the checkout bundle by 38% and made it WCAG 2.2 AA.',
    },
    {
      company: 'N26',
      title: 'Frontend engineer',
      start_date: '2017-06-01',
      end_date: '2021-02-28',
      description: 'Built the web banking onboarding in React and TypeScript, from first prototype to a million users.',
    },
  ],
  education: [
    {
      institution: 'Technische Universität Berlin',
      degree: 'MSc',
      field: 'Computer Science',
      start_date: '2014-10-01',
      end_date: '2017-03-31',
    },
  ],
  languages: [
    { language: 'en', level: 'c2' },
    { language: 'de', level: 'native' },
  ],
}

/**
 * talent.draft: what a parse of the uploaded file put into the draft (the job fills empty fields), so the editor's
 * confirm step has something to show. The parser found no salary or availability: those stay empty.
 */
export const DRAFT_RESUME: Omit<DemoResume, 'id'> = {
  title: 'Data analyst',
  summary: 'Data analyst turning messy operational data into dashboards and decisions for logistics teams.',
  location: { country: 'GB', state: null, city: 'Manchester' },
  phone: '+44 161 496 0123',
  salary_expectation: null,
  availability: null,
  skills: [
    { name: 'SQL', level: 'advanced', years: 4 },
    { name: 'Python', level: 'intermediate', years: 3 },
    { name: 'Tableau', level: 'intermediate', years: 2 },
  ],
  experience: [
    {
      company: 'Arrow Freight',
      title: 'Data analyst',
      start_date: '2022-01-01',
      end_date: null,
      description: 'Weekly delivery-performance dashboards in Tableau over a PostgreSQL warehouse.',
    },
  ],
  education: [
    {
      institution: 'University of Manchester',
      degree: 'BSc',
      field: 'Mathematics',
      start_date: '2018-09-01',
      end_date: '2021-06-30',
    },
  ],
  languages: [{ language: 'en', level: 'native' }],
}

/** The file talent.draft uploaded: plain text, so the seed needs no document library. Lines are the parse sources. */
export const DRAFT_FILE_LINES = [
  'Dev Draft',
  'Data Analyst',
  'talent.draft@hireloop.test | +44 161 496 0123 | Manchester, United Kingdom',
  '',
  'Summary',
  DRAFT_RESUME.summary,
  '',
  'Experience',
  'Arrow Freight, Data analyst, Jan 2022 - present',
  DRAFT_RESUME.experience[0]!.description,
  '',
  'Education',
  'University of Manchester, BSc Mathematics, 2018 - 2021',
  '',
  'Skills',
  'SQL (4 years), Python (3 years), Tableau (2 years)',
  '',
  'Languages',
  'English (native)',
]

export const DEMO_TALENTS: DemoTalent[] = [
  {
    id: 'a1000000-0000-4000-8000-000000000001',
    email: 'amara.okafor@talents.hireloop.test',
    first_name: 'Amara',
    last_name: 'Okafor',
    category: 'engineering',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000001',
      title: 'Backend engineer (Go)',
      summary:
        'Backend engineer building payment and ledger services in Go. Happiest with a well-instrumented ' +
        'service, a clear SLO and a boring deploy.',
      location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
      phone: '+31 20 555 0142',
      salary_expectation: yearly(75_000, 90_000, 'EUR'),
      availability: { notice: 'two_months', available_from: null, work_modes: ['hybrid'] },
      skills: [
        { name: 'Go', level: 'expert', years: 6 },
        { name: 'PostgreSQL', level: 'advanced', years: 7 },
        { name: 'Kubernetes', level: 'advanced', years: 4 },
        { name: 'Docker', level: 'advanced', years: 6 },
        { name: 'gRPC', level: 'intermediate', years: 3 },
      ],
      experience: [
        {
          company: 'Adyen',
          title: 'Backend engineer',
          start_date: '2020-09-01',
          end_date: null,
          description: 'Owns the settlement ledger service: 40k writes per second, exactly-once reconciliation.',
        },
        {
          company: 'Paystack',
          title: 'Software engineer',
          start_date: '2017-02-01',
          end_date: '2020-08-31',
          description: 'Moved card processing from a PHP monolith to Go services.',
        },
      ],
      education: [
        {
          institution: 'University of Lagos',
          degree: 'BSc',
          field: 'Computer Engineering',
          start_date: '2012-09-01',
          end_date: '2016-07-31',
        },
      ],
      languages: [
        { language: 'en', level: 'native' },
        { language: 'nl', level: 'a2' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000002',
    email: 'lukas.brenner@talents.hireloop.test',
    first_name: 'Lukas',
    last_name: 'Brenner',
    category: 'engineering',
    status: 'passive',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000002',
      title: 'Platform engineer',
      summary: 'Platform engineer: Terraform, Kubernetes and AWS, with an eye on cost and on developer experience.',
      location: { country: 'DE', state: 'Bavaria', city: 'Munich' },
      phone: '+49 89 2180 0',
      salary_expectation: yearly(90_000, 110_000, 'EUR'),
      availability: { notice: 'three_months', available_from: null, work_modes: ['remote'] },
      skills: [
        { name: 'AWS', level: 'expert', years: 8 },
        { name: 'Terraform', level: 'expert', years: 6 },
        { name: 'Kubernetes', level: 'expert', years: 6 },
        { name: 'Python', level: 'advanced', years: 8 },
        { name: 'Linux', level: 'advanced', years: 10 },
      ],
      experience: [
        {
          company: 'BMW Group',
          title: 'Lead platform engineer',
          start_date: '2019-04-01',
          end_date: null,
          description: 'Runs the internal developer platform used by 600 engineers; halved cloud spend in two years.',
        },
      ],
      education: [
        {
          institution: 'Technical University of Munich',
          degree: 'BSc',
          field: 'Informatics',
          start_date: '2010-10-01',
          end_date: '2014-09-30',
        },
      ],
      languages: [
        { language: 'de', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000003',
    email: 'sofia.marquez@talents.hireloop.test',
    first_name: 'Sofía',
    last_name: 'Márquez',
    category: 'engineering',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000003',
      title: 'Mobile engineer (iOS and Android)',
      summary: 'Mobile engineer shipping native apps in Swift and Kotlin for travel and retail brands.',
      location: { country: 'ES', state: 'Madrid', city: 'Madrid' },
      phone: '+34 91 123 45 67',
      salary_expectation: yearly(55_000, 65_000, 'EUR'),
      availability: { notice: 'two_weeks', available_from: null, work_modes: ['remote', 'hybrid', 'onsite'] },
      skills: [
        { name: 'Swift', level: 'expert', years: 6 },
        { name: 'Kotlin', level: 'advanced', years: 4 },
        { name: 'iOS development', level: 'expert', years: 6 },
        { name: 'Android development', level: 'advanced', years: 4 },
      ],
      experience: [
        {
          company: 'Cabify',
          title: 'Senior iOS engineer',
          start_date: '2019-01-01',
          end_date: null,
          description: 'Rider app: booking flow rewrite in SwiftUI, crash-free sessions from 99.2% to 99.9%.',
        },
      ],
      education: [
        {
          institution: 'Universidad Politécnica de Madrid',
          degree: 'BSc',
          field: 'Software Engineering',
          start_date: '2012-09-01',
          end_date: '2016-06-30',
        },
      ],
      languages: [
        { language: 'es', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000004',
    email: 'mei.chen@talents.hireloop.test',
    first_name: 'Mei',
    last_name: 'Chen',
    category: 'design',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000004',
      title: 'Senior product designer',
      summary: 'Product designer for B2B tools: research first, then systems, then pixels.',
      location: { country: 'GB', state: null, city: 'London' },
      phone: '+44 20 7946 0958',
      salary_expectation: yearly(70_000, 85_000, 'GBP'),
      availability: { notice: 'one_month', available_from: null, work_modes: ['hybrid'] },
      skills: [
        { name: 'Figma', level: 'expert', years: 6 },
        { name: 'User research', level: 'advanced', years: 7 },
        { name: 'Prototyping', level: 'expert', years: 8 },
        { name: 'Design systems', level: 'advanced', years: 4 },
      ],
      experience: [
        {
          company: 'Monzo',
          title: 'Senior product designer',
          start_date: '2020-05-01',
          end_date: null,
          description: 'Designed the business-account invoicing tools; led the move to a shared component library.',
        },
        {
          company: 'Deliveroo',
          title: 'Product designer',
          start_date: '2016-09-01',
          end_date: '2020-04-30',
          description: 'Restaurant-partner dashboard, from interviews with 40 restaurants to launch.',
        },
      ],
      education: [
        {
          institution: 'Royal College of Art',
          degree: 'MA',
          field: 'Information Experience Design',
          start_date: '2014-09-01',
          end_date: '2016-06-30',
        },
      ],
      languages: [
        { language: 'en', level: 'c2' },
        { language: 'zh', level: 'native' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000005',
    email: 'jonas.lindqvist@talents.hireloop.test',
    first_name: 'Jonas',
    last_name: 'Lindqvist',
    category: 'design',
    status: 'not_looking',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000005',
      title: 'UX designer',
      summary: 'UX designer focused on accessibility and content design for public services.',
      location: { country: 'SE', state: 'Stockholm', city: 'Stockholm' },
      phone: null,
      salary_expectation: yearly(600_000, 700_000, 'SEK'),
      availability: { notice: 'three_months', available_from: null, work_modes: ['onsite', 'hybrid'] },
      skills: [
        { name: 'UX design', level: 'advanced', years: 5 },
        { name: 'Web accessibility', level: 'expert', years: 5 },
        { name: 'Figma', level: 'advanced', years: 4 },
      ],
      experience: [
        {
          company: 'Skatteverket',
          title: 'UX designer',
          start_date: '2021-02-01',
          end_date: null,
          description: 'Redesigned the e-service for tax returns with plain language and WCAG 2.1 AA.',
        },
      ],
      education: [
        {
          institution: 'KTH Royal Institute of Technology',
          degree: 'MSc',
          field: 'Interactive Media Technology',
          start_date: '2016-08-01',
          end_date: '2018-06-30',
        },
      ],
      languages: [
        { language: 'sv', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000006',
    email: 'priya.raman@talents.hireloop.test',
    first_name: 'Priya',
    last_name: 'Raman',
    category: 'data',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000006',
      title: 'Machine learning engineer',
      summary: 'ML engineer taking ranking and forecasting models from notebook to production.',
      location: { country: 'US', state: 'New York', city: 'New York City' },
      phone: '+1 212 555 0187',
      salary_expectation: yearly(160_000, 190_000, 'USD'),
      availability: { notice: 'two_weeks', available_from: null, work_modes: ['hybrid', 'remote'] },
      skills: [
        { name: 'Python', level: 'expert', years: 8 },
        { name: 'Machine learning', level: 'expert', years: 6 },
        { name: 'PyTorch', level: 'advanced', years: 4 },
        { name: 'SQL', level: 'advanced', years: 8 },
        { name: 'Apache Spark', level: 'intermediate', years: 3 },
      ],
      experience: [
        {
          company: 'Etsy',
          title: 'Senior machine learning engineer',
          start_date: '2021-07-01',
          end_date: null,
          description: 'Search ranking models; a two-tower retrieval model that lifted conversion by 2.1%.',
        },
      ],
      education: [
        {
          institution: 'Columbia University',
          degree: 'MS',
          field: 'Data Science',
          start_date: '2015-09-01',
          end_date: '2017-05-31',
        },
      ],
      languages: [
        { language: 'en', level: 'c2' },
        { language: 'ta', level: 'native' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000007',
    email: 'tomasz.nowak@talents.hireloop.test',
    first_name: 'Tomasz',
    last_name: 'Nowak',
    category: 'data',
    status: 'hired',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000007',
      title: 'Analytics engineer',
      summary: 'Analytics engineer modelling warehouse data with dbt and making metrics trustworthy.',
      location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
      phone: '+48 22 123 45 67',
      salary_expectation: yearly(240_000, 300_000, 'PLN'),
      availability: { notice: 'one_month', available_from: null, work_modes: ['remote'] },
      skills: [
        { name: 'SQL', level: 'expert', years: 7 },
        { name: 'dbt', level: 'advanced', years: 3 },
        { name: 'Python', level: 'intermediate', years: 4 },
        { name: 'Power BI', level: 'advanced', years: 5 },
      ],
      experience: [
        {
          company: 'Allegro',
          title: 'Analytics engineer',
          start_date: '2020-03-01',
          end_date: null,
          description: 'Built the marketplace metrics layer in dbt: one definition of GMV for 30 teams.',
        },
      ],
      education: [
        {
          institution: 'University of Warsaw',
          degree: 'MSc',
          field: 'Econometrics',
          start_date: '2014-10-01',
          end_date: '2019-06-30',
        },
      ],
      languages: [
        { language: 'pl', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000008',
    email: 'claire.dubois@talents.hireloop.test',
    first_name: 'Claire',
    last_name: 'Dubois',
    category: 'product',
    status: 'passive',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000008',
      title: 'Senior product manager',
      summary: 'Product manager for marketplaces: discovery with customers, clear roadmaps, measurable outcomes.',
      location: { country: 'FR', state: 'Paris', city: 'Paris' },
      phone: '+33 1 23 45 67 89',
      salary_expectation: yearly(80_000, 95_000, 'EUR'),
      availability: { notice: 'three_months', available_from: null, work_modes: ['hybrid'] },
      skills: [
        { name: 'Product management', level: 'expert', years: 8 },
        { name: 'Product discovery', level: 'expert', years: 6 },
        { name: 'Product roadmapping', level: 'advanced', years: 6 },
        { name: 'A/B testing', level: 'advanced', years: 5 },
        { name: 'SQL', level: 'intermediate', years: 4 },
      ],
      experience: [
        {
          company: 'BlaBlaCar',
          title: 'Senior product manager',
          start_date: '2019-09-01',
          end_date: null,
          description: 'Led the bus-and-carpool booking squad; grew repeat bookings by 18% in a year.',
        },
      ],
      education: [
        {
          institution: 'HEC Paris',
          degree: 'MSc',
          field: 'Management',
          start_date: '2012-09-01',
          end_date: '2014-06-30',
        },
      ],
      languages: [
        { language: 'fr', level: 'native' },
        { language: 'en', level: 'c1' },
        { language: 'es', level: 'b1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000009',
    email: 'mateo.rossi@talents.hireloop.test',
    first_name: 'Mateo',
    last_name: 'Rossi',
    category: 'marketing',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000009',
      title: 'Growth marketing manager',
      summary: 'Growth marketer for SaaS: SEO, lifecycle email and paid acquisition, measured end to end.',
      location: { country: 'IT', state: 'Milan', city: 'Milan' },
      phone: '+39 02 1234 5678',
      salary_expectation: yearly(50_000, 60_000, 'EUR'),
      availability: { notice: 'immediately', available_from: null, work_modes: ['remote', 'hybrid'] },
      skills: [
        { name: 'Search engine optimization', level: 'expert', years: 7 },
        { name: 'Content marketing', level: 'advanced', years: 6 },
        { name: 'Google Analytics', level: 'advanced', years: 7 },
        { name: 'Copywriting', level: 'advanced', years: 5 },
      ],
      experience: [
        {
          company: 'Satispay',
          title: 'Growth marketing manager',
          start_date: '2020-01-01',
          end_date: '2025-12-31',
          description: 'Merchant acquisition funnel: organic sign-ups up 3x through SEO and content.',
        },
      ],
      education: [
        {
          institution: 'Università Bocconi',
          degree: 'BSc',
          field: 'Economics and Management',
          start_date: '2011-09-01',
          end_date: '2014-07-31',
        },
      ],
      languages: [
        { language: 'it', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
  {
    id: 'a1000000-0000-4000-8000-000000000010',
    email: 'hannah.weber@talents.hireloop.test',
    first_name: 'Hannah',
    last_name: 'Weber',
    category: 'sales',
    status: 'open_to_work',
    resume: {
      id: 'a2000000-0000-4000-8000-000000000010',
      title: 'Enterprise account executive',
      summary: 'Account executive closing six-figure SaaS deals in the DACH region.',
      location: { country: 'AT', state: 'Vienna', city: 'Vienna' },
      phone: '+43 1 234 5678',
      salary_expectation: yearly(70_000, 90_000, 'EUR'),
      availability: { notice: 'two_months', available_from: null, work_modes: ['hybrid', 'onsite'] },
      skills: [
        { name: 'B2B sales', level: 'expert', years: 9 },
        { name: 'Negotiation', level: 'expert', years: 9 },
        { name: 'Salesforce', level: 'advanced', years: 7 },
        { name: 'Lead generation', level: 'advanced', years: 6 },
      ],
      experience: [
        {
          company: 'Dynatrace',
          title: 'Enterprise account executive',
          start_date: '2018-05-01',
          end_date: null,
          description: 'Closed EUR 4.2M of new annual recurring revenue in 2025, 131% of quota.',
        },
      ],
      education: [
        {
          institution: 'WU Vienna University of Economics and Business',
          degree: 'BSc',
          field: 'Business Administration',
          start_date: '2010-10-01',
          end_date: '2014-02-28',
        },
      ],
      languages: [
        { language: 'de', level: 'native' },
        { language: 'en', level: 'c1' },
      ],
    },
  },
]

/** The talent onboarding checklist (docs/product.md §2), with the first `done` steps completed. */
export function talentOnboardingSteps(done: number, at: Date): OnboardingStepRecord[] {
  return ONBOARDING_STEPS.talent.map(({ key, title }, index) => ({
    key,
    title,
    done: index < done,
    completed_at: index < done ? at.toISOString() : null,
  }))
}

/**
 * The ids of every skill the given resumes name, by `searchKey`. A name the taxonomy lacks fails the seed: a demo
 * resume must never carry a skill that matching cannot see.
 */
export async function skillIdsFor(trx: Trx, resumes: Pick<DemoResume, 'skills'>[]): Promise<Map<string, string>> {
  const names = [...new Set(resumes.flatMap((resume) => resume.skills.map((skill) => skill.name)))]
  if (names.length === 0) return new Map()
  const rows = await trx
    .selectFrom('skills')
    .select(['id', 'search_key'])
    .where(
      'search_key',
      'in',
      names.map((name) => searchKey(name)),
    )
    .execute()
  const byKey = new Map(rows.map((row) => [row.search_key, row.id]))
  const missing = names.filter((name) => !byKey.has(searchKey(name)))
  if (missing.length > 0) {
    throw new Error(`demo seed: skills missing from the taxonomy: ${missing.join(', ')}`)
  }
  return new Map(names.map((name) => [name, byKey.get(searchKey(name))!]))
}

export interface ResumeRow {
  talentId: string
  resume: DemoResume
  draft: boolean
  fileId?: string
  parseJobId?: string
}

/** Writes resumes and their skills: two statements whatever the count (the seed runs at every first start). */
export async function insertResumes(trx: Trx, rows: ResumeRow[], skillIds: Map<string, string>): Promise<void> {
  if (rows.length === 0) return
  await trx
    .insertInto('resumes')
    .values(
      rows.map(({ talentId, resume, draft, fileId, parseJobId }) => ({
        id: resume.id,
        talent_id: talentId,
        title: resume.title,
        draft,
        summary: resume.summary,
        country: resume.location?.country ?? null,
        state: resume.location?.state ?? null,
        city: resume.location?.city ?? null,
        phone: resume.phone,
        salary_expectation: resume.salary_expectation && JSON.stringify(resume.salary_expectation),
        availability: resume.availability && JSON.stringify(resume.availability),
        experience: JSON.stringify(resume.experience),
        education: JSON.stringify(resume.education),
        languages: JSON.stringify(resume.languages),
        file_id: fileId ?? null,
        parse_job_id: parseJobId ?? null,
      })),
    )
    .execute()
  const skills = rows.flatMap(({ resume }) =>
    resume.skills.map((skill, position) => ({
      resume_id: resume.id,
      skill_id: skillIds.get(skill.name)!,
      level: skill.level,
      years: skill.years,
      position,
    })),
  )
  if (skills.length > 0) await trx.insertInto('resume_skills').values(skills).execute()
}

/** Fixed ids of talent.draft's uploaded file and the parse job that read it. */
export const DRAFT_FILE_ID = 'd3000000-0000-4000-8000-000000000001'
export const DRAFT_PARSE_JOB_ID = 'd4000000-0000-4000-8000-000000000001'

/**
 * talent.draft's upload: the file row (and its bytes, when a storage is given: the test image has none, and a
 * download of a missing object is a clean 404) and a finished parse job whose ParsedResume the confirm step shows.
 */
export async function insertDraftUpload(
  trx: Trx,
  talent: { id: string; email: string },
  resumeId: string,
  skillIds: Map<string, string>,
  files: FileStorage | undefined,
  at: Date,
): Promise<void> {
  const bytes = new TextEncoder().encode(DRAFT_FILE_LINES.join('\n') + '\n')
  const key = `documents/${DRAFT_FILE_ID}.txt`
  if (files) await files.put(key, bytes, 'text/plain; charset=utf-8')
  await trx
    .insertInto('files')
    .values({
      id: DRAFT_FILE_ID,
      purpose: 'resume',
      storage_key: key,
      name: 'dev-draft-resume.txt',
      content_type: 'text/plain; charset=utf-8',
      size: bytes.byteLength,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      user_id: talent.id,
      company_id: null,
      uploaded_by: talent.id,
    })
    .execute()
  const line = (start: string) => DRAFT_FILE_LINES.find((candidate) => candidate.startsWith(start)) ?? null
  const r = DRAFT_RESUME
  const result = {
    kind: 'resume',
    text_length: bytes.byteLength,
    fields: {
      full_name: { value: 'Dev Draft', confidence: 0.95, source: line('Dev Draft') },
      email: { value: talent.email, confidence: 0.99, source: line('talent.draft@') },
      phone: { value: r.phone, confidence: 0.9, source: line('talent.draft@') },
      // A guess from the line under the name: below the editor's low-confidence mark, so the demo shows both kinds.
      title: { value: r.title, confidence: 0.55, source: line('Data Analyst') },
      summary: { value: r.summary, confidence: 0.85, source: line('Data analyst turning') },
      location: { value: r.location, confidence: 0.7, source: line('talent.draft@') },
      skills: r.skills.map((skill) => ({
        skill_id: skillIds.get(skill.name)!,
        name: skill.name,
        years: skill.years,
        confidence: 0.9,
        source: `${skill.name} (${skill.years} years)`,
      })),
      experience: r.experience.map((value) => ({ value, confidence: 0.8, source: line('Arrow Freight') })),
      education: r.education.map((value) => ({ value, confidence: 0.75, source: line('University of Manchester') })),
      languages: r.languages.map((value) => ({ value, confidence: 0.9, source: line('English') })),
    },
  }
  await trx
    .insertInto('parse_jobs')
    .values({
      id: DRAFT_PARSE_JOB_ID,
      job_type: 'resume',
      status: 'succeeded',
      file_id: DRAFT_FILE_ID,
      target_id: resumeId,
      talent_id: talent.id,
      company_id: null,
      requested_by: talent.id,
      options: JSON.stringify({ overwrite: false }),
      result: JSON.stringify(result),
      created_at: new Date(at.getTime() - 60_000),
      started_at: new Date(at.getTime() - 58_000),
      finished_at: new Date(at.getTime() - 55_000),
    })
    .execute()
}
