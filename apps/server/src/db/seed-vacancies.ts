import type { Transaction } from 'kysely'
import { defaultNotificationSettings } from '../accounts/users.ts'
import type {
  CompanySize,
  CompanyType,
  Database,
  EmploymentType,
  RemotePolicy,
  SalaryPeriod,
  Seniority,
  SkillLevel,
} from './schema.ts'
import { skillIdsFor, type DemoLocation } from './seed-resumes.ts'

type Trx = Transaction<Database>

/**
 * The vacancies of the demo marketplace (issue 12): Northwind (employer@hireloop.test), Acme Analytics, Lumen Health
 * and two companies added here, each with Active, draft and archived vacancies across the taxonomy (their applications
 * are seed-applications.ts's). Bright Harbor Studio (employer.new, the end-to-end user) gets nothing: it starts from
 * zero.
 */

const NORTHWIND = '7e6d5c4b-3a29-4817-9605-f4e3d2c1b0a9'
const ACME = '2c3d4e5f-6071-4b82-9ca3-b4c5d6e7f809'
const LUMEN = '3d4e5f60-7182-4c93-adb4-c5d6e7f8091a'
const FJORDLINE = '4e5f6071-8293-4da4-bec5-d6e7f8091a2b'
const COBALT = '5f607182-93a4-4eb5-8fd6-e7f8091a2b3c'

/** Two more companies, each with one employer who signs in with the demo password. */
export const SEEDED_COMPANIES = [
  {
    id: FJORDLINE,
    name: 'Fjordline Payments',
    website_url: 'https://fjordline-payments.test',
    type: 'scaleup' as CompanyType,
    description:
      'Fjordline Payments runs the card and account-to-account payments of 4,000 Nordic merchants. ' +
      'We are regulated, boring where it matters, and fast everywhere else.',
    size: '201-1000' as CompanySize,
    location: { country: 'SE', state: 'Stockholm', city: 'Stockholm' },
    employer: {
      id: '6071829a-a4b5-4fc6-90e7-f8091a2b3c4d',
      email: 'employer.fjordline@hireloop.test',
      first_name: 'Freja',
      last_name: 'Lind',
    },
  },
  {
    id: COBALT,
    name: 'Cobalt Games',
    website_url: 'https://cobalt-games.test',
    type: 'startup' as CompanyType,
    description:
      'Cobalt Games is a studio of 30 making a cooperative strategy game for the browser, built on our own WebGPU engine.',
    size: '11-50' as CompanySize,
    location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
    employer: {
      id: '718293ab-b5c6-4ad7-81f8-091a2b3c4d5e',
      email: 'employer.cobalt@hireloop.test',
      first_name: 'Kuba',
      last_name: 'Nowak',
    },
  },
]

interface DemoVacancySkill {
  /** A name of the taxonomy (migration 0009): the seed fails when it is not there. */
  name: string
  level: SkillLevel
  required: boolean
}

export interface DemoVacancy {
  id: string
  company_id: string
  title: string
  description: string
  location: DemoLocation | null
  remote: RemotePolicy
  employment_type: EmploymentType
  seniority: Seniority | null
  salary: { min: number; max: number; currency: string; period: SalaryPeriod } | null
  skills: DemoVacancySkill[]
  openings: number
  state: 'active' | 'draft' | 'archived'
  /** How long ago it was created. */
  daysAgo: number
}

const must = (name: string, level: SkillLevel): DemoVacancySkill => ({ name, level, required: true })
const nice = (name: string, level: SkillLevel): DemoVacancySkill => ({ name, level, required: false })
const yearly = (min: number, max: number, currency: string) => ({ min, max, currency, period: 'year' as const })

/** A job ad in the Markdown the editor writes: a paragraph, then what the job is and what it takes. */
function ad(about: string, youWill: string[], youBring: string[], niceToHave: string[] = []): string {
  const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n')
  return [
    about,
    `## What you will do\n\n${list(youWill)}`,
    `## What you bring\n\n${list(youBring)}`,
    ...(niceToHave.length > 0 ? [`## Nice to have\n\n${list(niceToHave)}`] : []),
  ].join('\n\n')
}

const id = (n: number) => `b1000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const DEMO_VACANCIES: DemoVacancy[] = [
  {
    id: id(1),
    company_id: NORTHWIND,
    title: 'Senior backend engineer, fleet platform',
    description: ad(
      'Our robots report **40,000 events a second**. The fleet platform turns them into routes, alerts and the ' +
        'dashboards our customers run their warehouses on.',
      [
        'Design and run the Go services that plan routes for 2,000 robots',
        'Own the event pipeline from Kafka to PostgreSQL, with clear SLOs',
        'Review designs with firmware and frontend colleagues',
      ],
      ['Five or more years building backend services', 'Production experience with Go and PostgreSQL'],
      ['Kubernetes operations', 'gRPC APIs between services'],
    ),
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: yearly(75_000, 95_000, 'EUR'),
    skills: [
      must('Go', 'advanced'),
      must('PostgreSQL', 'advanced'),
      must('Apache Kafka', 'intermediate'),
      nice('Kubernetes', 'intermediate'),
      nice('gRPC', 'intermediate'),
    ],
    openings: 2,
    state: 'active',
    daysAgo: 24,
  },
  {
    id: id(2),
    company_id: NORTHWIND,
    title: 'Senior frontend engineer, operator console',
    description: ad(
      'Warehouse operators watch and steer the fleet from our console, often on a tablet with gloves on. ' +
        'It has to be fast, clear and usable by everyone.',
      [
        'Build the live fleet map and the incident views in React and TypeScript',
        'Grow our design system with the product designers',
        'Make accessibility a habit of the team, not a ticket',
      ],
      ['Deep TypeScript and React experience', 'A track record of accessible interfaces (WCAG 2.2 AA)'],
      ['Storybook and visual testing', 'Canvas or WebGL rendering'],
    ),
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: yearly(70_000, 90_000, 'EUR'),
    skills: [
      must('TypeScript', 'expert'),
      must('React', 'advanced'),
      must('Web accessibility', 'advanced'),
      nice('Storybook', 'intermediate'),
    ],
    openings: 1,
    state: 'active',
    daysAgo: 17,
  },
  {
    id: id(3),
    company_id: NORTHWIND,
    title: 'Machine learning engineer, perception',
    description: ad(
      'Robots that see shelves, pallets and people: our perception stack decides where a robot may drive.',
      [
        'Train and ship detection models that run on the robot',
        'Build the data pipeline from field recordings to labelled sets',
      ],
      ['Python and PyTorch in production', 'Computer vision experience beyond tutorials'],
      ['OpenCV', 'MLOps tooling'],
    ),
    location: { country: 'DE', state: 'Bavaria', city: 'Munich' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(68_000, 85_000, 'EUR'),
    skills: [
      must('Python', 'advanced'),
      must('PyTorch', 'advanced'),
      must('Computer vision', 'advanced'),
      nice('OpenCV', 'intermediate'),
      nice('MLOps', 'beginner'),
    ],
    openings: 1,
    state: 'active',
    daysAgo: 9,
  },
  {
    id: id(4),
    company_id: NORTHWIND,
    title: 'Embedded software engineer, motor control',
    description: ad(
      'Every wheel of every robot runs our motor controller firmware. You will make it safer and smoother.',
      ['Write and test C and C++ firmware for our motor controllers', 'Bring up new boards with the hardware team'],
      ['Embedded C or C++ on microcontrollers', 'Comfort with oscilloscopes and datasheets'],
      ['Rust on embedded targets'],
    ),
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'onsite',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(62_000, 78_000, 'EUR'),
    skills: [must('C', 'advanced'), must('C++', 'advanced'), must('Linux', 'intermediate'), nice('Rust', 'beginner')],
    openings: 1,
    state: 'active',
    daysAgo: 3,
  },
  {
    id: id(5),
    company_id: NORTHWIND,
    title: 'Site reliability engineer',
    description: 'Draft: the platform team is still deciding on-call and the scope of the role.',
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: null,
    salary: null,
    skills: [must('Kubernetes', 'advanced'), must('Terraform', 'intermediate')],
    openings: 1,
    state: 'draft',
    daysAgo: 2,
  },
  {
    id: id(6),
    company_id: NORTHWIND,
    title: 'Product designer (contract)',
    description: ad(
      'A six-month contract to redesign the robot setup flow, done in spring.',
      ['Research with warehouse staff on site', 'Design and test the new setup flow'],
      ['A portfolio of complex B2B flows', 'Figma'],
    ),
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'hybrid',
    employment_type: 'contract',
    seniority: 'senior',
    salary: { min: 75, max: 95, currency: 'EUR', period: 'hour' },
    skills: [must('Product design', 'advanced'), must('Figma', 'advanced'), nice('User research', 'intermediate')],
    openings: 1,
    state: 'archived',
    daysAgo: 120,
  },
  {
    id: id(7),
    company_id: ACME,
    title: 'Analytics engineer',
    description: ad(
      'Our forecasts are only as good as the models under them. You will own the dbt project that 300 customers ' +
        'depend on every morning.',
      ['Model retail and logistics data in dbt on Snowflake', 'Set the testing and documentation standards'],
      ['Strong SQL and dbt', 'A data warehouse you have kept healthy for years'],
      ['Apache Airflow', 'Looker'],
    ),
    location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(60_000, 75_000, 'EUR'),
    skills: [
      must('SQL', 'expert'),
      must('dbt', 'advanced'),
      must('Snowflake', 'intermediate'),
      nice('Apache Airflow', 'intermediate'),
      nice('Looker', 'beginner'),
    ],
    openings: 2,
    state: 'active',
    daysAgo: 14,
  },
  {
    id: id(8),
    company_id: ACME,
    title: 'Machine learning engineer, demand forecasting',
    description: ad(
      'Forecast demand for 40 million products a day, and explain why a forecast moved.',
      ['Improve our gradient-boosted forecasting models', 'Run experiments and ship them through MLflow'],
      ['Python, pandas and scikit-learn', 'Time series analysis in practice'],
      ['XGBoost', 'Databricks'],
    ),
    location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: yearly(80_000, 100_000, 'EUR'),
    skills: [
      must('Python', 'expert'),
      must('Time series analysis', 'advanced'),
      must('scikit-learn', 'advanced'),
      nice('XGBoost', 'intermediate'),
      nice('MLflow', 'intermediate'),
    ],
    openings: 1,
    state: 'active',
    daysAgo: 6,
  },
  {
    id: id(9),
    company_id: ACME,
    title: 'Senior product manager, data platform',
    description: ad(
      'Lead the product that data teams at our customers open first thing in the morning.',
      ['Own discovery and the roadmap of the data platform', 'Work with three engineering teams and design'],
      ['Five years of product management in B2B SaaS', 'Enough SQL to answer your own questions'],
    ),
    location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: yearly(85_000, 105_000, 'EUR'),
    skills: [must('Product management', 'expert'), must('Product discovery', 'advanced'), nice('SQL', 'intermediate')],
    openings: 1,
    state: 'draft',
    daysAgo: 1,
  },
  {
    id: id(10),
    company_id: ACME,
    title: 'Business intelligence analyst',
    description: ad(
      'Filled in January: thank you to everyone who applied.',
      ['Build the sales dashboards of our account teams'],
      ['Power BI and SQL'],
    ),
    location: { country: 'NL', state: 'North Holland', city: 'Amsterdam' },
    remote: 'onsite',
    employment_type: 'full_time',
    seniority: 'junior',
    salary: yearly(42_000, 50_000, 'EUR'),
    skills: [must('Power BI', 'advanced'), must('SQL', 'intermediate'), nice('Data visualization', 'intermediate')],
    openings: 1,
    state: 'archived',
    daysAgo: 90,
  },
  {
    id: id(11),
    company_id: LUMEN,
    title: 'Mobile engineer (React Native)',
    description: ad(
      'Patients measure their blood pressure at home with our app; nurses see the results the same minute.',
      [
        'Build the patient app in React Native for iOS and Android',
        'Keep it usable with a screen reader and large text',
      ],
      ['React Native and TypeScript', 'Apps in the stores with real users'],
      ['iOS development', 'Expo'],
    ),
    location: { country: 'PT', state: 'Lisbon', city: 'Lisbon' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(45_000, 60_000, 'EUR'),
    skills: [
      must('React Native', 'advanced'),
      must('TypeScript', 'advanced'),
      nice('iOS development', 'intermediate'),
      nice('Expo', 'intermediate'),
    ],
    openings: 1,
    state: 'active',
    daysAgo: 11,
  },
  {
    id: id(12),
    company_id: LUMEN,
    title: 'UX designer',
    description: ad(
      'Design for people who are unwell, tired or anxious: calm screens, plain words, no surprises.',
      ['Run research with patients and clinic staff', 'Design and test flows with the product team'],
      ['User research and usability testing', 'Figma'],
      ['Web accessibility expertise'],
    ),
    location: { country: 'PT', state: 'Lisbon', city: 'Lisbon' },
    remote: 'hybrid',
    employment_type: 'part_time',
    seniority: 'middle',
    salary: yearly(38_000, 48_000, 'EUR'),
    skills: [
      must('User research', 'advanced'),
      must('Usability testing', 'advanced'),
      must('Figma', 'intermediate'),
      nice('Web accessibility', 'intermediate'),
    ],
    openings: 1,
    state: 'active',
    daysAgo: 5,
  },
  {
    id: id(13),
    company_id: LUMEN,
    title: 'Growth marketing manager',
    description: ad(
      'Paused while we focus on clinics in Portugal.',
      ['Plan and run our acquisition campaigns'],
      ['Growth marketing with a measurable record'],
    ),
    location: { country: 'PT', state: 'Lisbon', city: 'Lisbon' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(40_000, 52_000, 'EUR'),
    skills: [must('Growth marketing', 'advanced'), must('Google Ads', 'intermediate')],
    openings: 1,
    state: 'archived',
    daysAgo: 60,
  },
  {
    id: id(14),
    company_id: FJORDLINE,
    title: 'Backend engineer (Kotlin)',
    description: ad(
      'Move money for thousands of merchants, exactly once.',
      ['Build payment services in Kotlin and Spring Boot', 'Design event flows on Kafka with the ledger team'],
      ['Kotlin or Java on the backend', 'PostgreSQL and transactions you can reason about'],
      ['Apache Kafka'],
    ),
    location: { country: 'SE', state: 'Stockholm', city: 'Stockholm' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: yearly(600_000, 750_000, 'SEK'),
    skills: [
      must('Kotlin', 'advanced'),
      must('Spring Boot', 'advanced'),
      must('PostgreSQL', 'intermediate'),
      nice('Apache Kafka', 'intermediate'),
    ],
    openings: 3,
    state: 'active',
    daysAgo: 8,
  },
  {
    id: id(15),
    company_id: FJORDLINE,
    title: 'Enterprise account executive, DACH',
    description: ad(
      'Open our first market outside the Nordics.',
      ['Win large merchants in Germany, Austria and Switzerland', 'Build the playbook the next hires will use'],
      ['Enterprise SaaS or payments sales', 'German and English'],
    ),
    location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: yearly(90_000, 130_000, 'EUR'),
    skills: [must('Enterprise sales', 'expert'), must('Negotiation', 'advanced'), nice('Salesforce', 'intermediate')],
    openings: 1,
    state: 'active',
    daysAgo: 4,
  },
  {
    id: id(16),
    company_id: FJORDLINE,
    title: 'Application security engineer',
    description: 'Draft: waiting for the security team to agree on the interview loop.',
    location: { country: 'SE', state: 'Stockholm', city: 'Stockholm' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: null,
    skills: [must('Application security', 'advanced'), nice('Threat modeling', 'intermediate')],
    openings: 1,
    state: 'draft',
    daysAgo: 1,
  },
  {
    id: id(17),
    company_id: COBALT,
    title: 'Rendering engineer (WebGPU)',
    description: ad(
      'Our engine draws ten thousand units at 60 frames a second in a browser tab. Help it draw a hundred thousand.',
      ['Own the renderer of our WebGPU engine', 'Profile and fix frame-time spikes with the gameplay team'],
      ['C++ or Rust graphics programming', 'A shipped game or graphics product'],
      ['WebAssembly', 'Three.js'],
    ),
    location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'lead',
    salary: { min: 25_000, max: 32_000, currency: 'PLN', period: 'month' },
    skills: [must('C++', 'expert'), must('WebAssembly', 'advanced'), nice('Rust', 'intermediate')],
    openings: 1,
    state: 'active',
    daysAgo: 12,
  },
  {
    id: id(18),
    company_id: COBALT,
    title: 'Community manager',
    description: ad(
      'Our players write the best bug reports on the internet. Keep it that way.',
      ['Run our Discord and forums', 'Turn player feedback into issues the team can act on'],
      ['Community management for a game or an open-source project'],
    ),
    location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
    remote: 'remote',
    employment_type: 'part_time',
    seniority: 'junior',
    salary: null,
    skills: [must('Community management', 'advanced'), nice('Social media marketing', 'intermediate')],
    openings: 1,
    state: 'active',
    daysAgo: 2,
  },
  {
    id: id(19),
    company_id: COBALT,
    title: 'QA engineer, test automation',
    description: ad(
      'Filled: the team now tests every build in the browser farm you would have built.',
      ['Automate our browser test suite'],
      ['Playwright or Cypress'],
    ),
    location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
    remote: 'onsite',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: { min: 14_000, max: 18_000, currency: 'PLN', period: 'month' },
    skills: [must('Test automation', 'advanced'), must('Playwright', 'intermediate')],
    openings: 1,
    state: 'archived',
    daysAgo: 75,
  },
  {
    id: id(20),
    company_id: FJORDLINE,
    title: 'Customer support specialist (Swedish)',
    description: ad(
      'Filled in the autumn: our support team now covers every Nordic language.',
      ['Help merchants with payouts, disputes and integrations'],
      ['Fluent Swedish and English', 'Customer support in a technical product'],
    ),
    location: { country: 'SE', state: 'Stockholm', city: 'Stockholm' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'junior',
    salary: { min: 34_000, max: 40_000, currency: 'SEK', period: 'month' },
    skills: [must('Customer support', 'advanced'), nice('CRM', 'intermediate')],
    openings: 2,
    state: 'archived',
    daysAgo: 150,
  },
  {
    id: id(21),
    company_id: LUMEN,
    title: 'Backend engineer, integrations',
    description: 'Draft: we are choosing between FHIR-first and a partner API before we post this.',
    location: { country: 'PT', state: 'Lisbon', city: 'Lisbon' },
    remote: 'remote',
    employment_type: 'full_time',
    seniority: 'middle',
    salary: null,
    skills: [must('Node.js', 'advanced'), must('REST APIs', 'advanced'), nice('PostgreSQL', 'intermediate')],
    openings: 1,
    state: 'draft',
    daysAgo: 1,
  },
  {
    id: id(22),
    company_id: COBALT,
    title: 'Gameplay programmer',
    description: 'Draft: the design team is still writing the brief for the new unit system.',
    location: { country: 'PL', state: 'Mazovia', city: 'Warsaw' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: null,
    salary: null,
    skills: [must('TypeScript', 'advanced'), nice('WebAssembly', 'beginner')],
    openings: 2,
    state: 'draft',
    daysAgo: 2,
  },
]

const DAY = 24 * 3600_000

/** Idempotent: what exists (by id, an employer by email too) is left alone. */
export async function seedVacancies(trx: Trx, passwordHash: string, at: Date): Promise<void> {
  await trx
    .insertInto('companies')
    .values(
      SEEDED_COMPANIES.map((company) => ({
        id: company.id,
        name: company.name,
        website_url: company.website_url,
        image_url: null,
        type: company.type,
        description: company.description,
        size: company.size,
        location_country: company.location.country,
        location_state: company.location.state,
        location_city: company.location.city,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await trx
    .insertInto('users')
    .values(
      SEEDED_COMPANIES.map(({ id: companyId, employer }) => ({
        ...employer,
        user_type: 'employer' as const,
        password_hash: passwordHash,
        image_url: null,
        is_active: true,
        recruiter_level: null,
        company_id: companyId,
        notification_settings: JSON.stringify(defaultNotificationSettings),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute()

  // A re-seed of a database where someone deleted a demo company or talent adds what it still can.
  const companyIds = new Set(
    (
      await trx
        .selectFrom('companies')
        .select('id')
        .where('id', 'in', [...new Set(DEMO_VACANCIES.map((v) => v.company_id))])
        .execute()
    ).map((row) => row.id),
  )
  const vacancies = DEMO_VACANCIES.filter((vacancy) => companyIds.has(vacancy.company_id))
  if (vacancies.length === 0) return
  const skillIds = await skillIdsFor(
    trx,
    vacancies.map((vacancy) => ({ skills: vacancy.skills.map((skill) => ({ ...skill, years: 0 })) })),
  )
  const inserted = await trx
    .insertInto('vacancies')
    .values(
      vacancies.map((vacancy) => {
        const createdAt = new Date(at.getTime() - vacancy.daysAgo * DAY)
        return {
          id: vacancy.id,
          company_id: vacancy.company_id,
          title: vacancy.title,
          description: vacancy.description,
          location_country: vacancy.location?.country ?? null,
          location_state: vacancy.location?.state ?? null,
          location_city: vacancy.location?.city ?? null,
          remote: vacancy.remote,
          employment_type: vacancy.employment_type,
          seniority: vacancy.seniority,
          salary_min: vacancy.salary?.min ?? null,
          salary_max: vacancy.salary?.max ?? null,
          salary_currency: vacancy.salary?.currency ?? null,
          salary_period: vacancy.salary?.period ?? null,
          openings: vacancy.openings,
          status: vacancy.state === 'archived' ? ('archived' as const) : ('active' as const),
          draft: vacancy.state === 'draft',
          created_at: createdAt,
          updated_at: createdAt,
          archived_at: vacancy.state === 'archived' ? new Date(createdAt.getTime() + 30 * DAY) : null,
        }
      }),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute()
  const fresh = new Set(inserted.map((row) => row.id))
  const skills = vacancies
    .filter((vacancy) => fresh.has(vacancy.id))
    .flatMap((vacancy) =>
      vacancy.skills.map((skill, position) => ({
        vacancy_id: vacancy.id,
        skill_id: skillIds.get(skill.name)!,
        level: skill.level,
        required: skill.required,
        position,
      })),
    )
  if (skills.length > 0) await trx.insertInto('vacancy_skills').values(skills).execute()
}
