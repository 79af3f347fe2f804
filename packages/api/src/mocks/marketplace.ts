import type { Faker } from '@faker-js/faker'
import { applicationStatuses, pipelineGroupOf, type ApplicationStatus } from '@hireloop/flows/rules'
import type { components } from '../generated/schema.ts'
import type { DbUser, MockDb } from './db.ts'
import { matchingOf } from './matching.ts'
import { defaultAccessRules } from './resources/access-rules.ts'

type S = components['schemas']

const SKILLS: [string, string][] = [
  ['TypeScript', 'Programming languages'],
  ['JavaScript', 'Programming languages'],
  ['Python', 'Programming languages'],
  ['Go', 'Programming languages'],
  ['Java', 'Programming languages'],
  ['Kotlin', 'Programming languages'],
  ['Rust', 'Programming languages'],
  ['SQL', 'Data'],
  ['PostgreSQL', 'Data'],
  ['Kafka', 'Data'],
  ['dbt', 'Data'],
  ['React', 'Front end'],
  ['Accessibility', 'Front end'],
  ['CSS', 'Front end'],
  ['Node.js', 'Back end'],
  ['GraphQL', 'Back end'],
  ['REST API design', 'Back end'],
  ['Kubernetes', 'Infrastructure'],
  ['Terraform', 'Infrastructure'],
  ['AWS', 'Infrastructure'],
  ['Figma', 'Design'],
  ['User research', 'Design'],
  ['Product discovery', 'Product'],
  ['Roadmapping', 'Product'],
  ['Technical writing', 'Communication'],
  ['Negotiation', 'Communication'],
  ['Machine learning', 'Data'],
  ['Security', 'Infrastructure'],
]

/** Other names of the seeded skills: the type-ahead and the parse find a skill by them ("JS", "React.js", "Postgres"). */
const SKILL_ALIASES: Record<string, string[]> = {
  TypeScript: ['TS'],
  JavaScript: ['JS', 'ECMAScript'],
  Go: ['Golang'],
  PostgreSQL: ['Postgres', 'psql'],
  React: ['React.js', 'ReactJS'],
  'Node.js': ['Node', 'NodeJS'],
  Kubernetes: ['k8s'],
  AWS: ['Amazon Web Services'],
  'Machine learning': ['ML'],
  'User research': ['UX research'],
  Accessibility: ['a11y'],
}

export const COUNTRIES: S['Country'][] = [
  { code: 'AT', name: 'Austria' },
  { code: 'DE', name: 'Germany' },
  { code: 'ES', name: 'Spain' },
  { code: 'FR', name: 'France' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'PL', name: 'Poland' },
  { code: 'US', name: 'United States' },
]
const STATES: [string, string, string[]][] = [
  ['DE', 'BE', ['Berlin']],
  ['DE', 'BY', ['Munich', 'Nuremberg']],
  ['DE', 'HH', ['Hamburg']],
  ['NL', 'NH', ['Amsterdam', 'Haarlem']],
  ['FR', 'IDF', ['Paris']],
  ['ES', 'MD', ['Madrid']],
  ['GB', 'ENG', ['London', 'Manchester']],
  ['US', 'CA', ['San Francisco', 'Los Angeles']],
  ['US', 'NY', ['New York']],
  ['PL', 'MZ', ['Warsaw']],
  ['AT', 'W', ['Vienna']],
]
const STATE_NAMES: Record<string, string> = {
  BE: 'Berlin',
  BY: 'Bavaria',
  HH: 'Hamburg',
  NH: 'North Holland',
  IDF: 'Île-de-France',
  MD: 'Community of Madrid',
  ENG: 'England',
  CA: 'California',
  NY: 'New York',
  MZ: 'Masovia',
  W: 'Vienna',
}

const ONBOARDING_STEPS: Record<'talent' | 'employer', [string, string][]> = {
  talent: [
    ['profile', 'Complete your profile'],
    ['resume', 'Add your resume'],
    ['preferences', 'Set your job preferences'],
  ],
  // The server's rows (apps/server/src/resources/onboarding/onboarding.steps.ts, ADR 0069).
  employer: [
    ['company', 'Tell us about your company'],
    ['vacancy', 'Post your first vacancy'],
    ['team', 'Invite your team'],
    ['billing', 'Add billing information'],
  ],
}

export function onboardingSteps(userType: 'talent' | 'employer', done: number, at: string): S['OnboardingStep'][] {
  return ONBOARDING_STEPS[userType].map(([key, title], index) => ({
    key,
    title,
    done: index < done,
    completed_at: index < done ? at : null,
  }))
}

export const fullName = (user: Pick<DbUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim()

export function participantOf(user: DbUser): S['Participant'] {
  return { user_id: user.id, user_type: user.user_type, full_name: fullName(user), image_url: user.image_url }
}

const FIXTURE_NOW = new Date('2026-03-02T09:00:00Z')
const DAY = 86_400_000
const SEED_AFTER_APPLICATIONS = 2013
const daysBefore = (days: number) => new Date(FIXTURE_NOW.getTime() - days * DAY).toISOString()

/** The languages a seeded vacancy asks for: none, English, or English and German, by its place (no random draw). */
function languagesOf(index: number): S['LanguageSkill'][] {
  if (index % 3 === 0) return []
  const english: S['LanguageSkill'] = { language: 'en', level: index % 3 === 1 ? 'b2' : 'c1' }
  return index % 2 === 0 ? [english, { language: 'de', level: 'b1' }] : [english]
}

/** The demo talent's jobs: every group, one to accept, an offer to take, an offer accepted, one closed. */
const DEMO_TALENT_STATUSES: ApplicationStatus[] = [
  'interview_scheduled',
  'offer_made',
  'applied',
  'matched',
  'employer_interested',
  'offer_accepted',
  'employer_rejected',
]

/** Statuses in which the talent has said they want the job (applied, interested, accepted, and everything after). */
const TALENT_CAME_FORWARD = new Set<ApplicationStatus>([
  'applied',
  'talent_interested',
  'talent_accepted',
  'employer_accepted',
  'interview_requested',
  'interview_scheduled',
  'waiting',
  'offer_made',
  'offer_accepted',
])

/**
 * Applications, with no random draw (their shape is what stories and tests look for): the demo company's first
 * three open vacancies hold every status each (so every kanban column has cards), every third card stalled (in its
 * group for 9 days or more before FIXTURE_NOW); their `offer_accepted` cards are confirmed by the employer only,
 * hired (both sides), and not confirmed yet. The demo talent has jobs in every group and vacancies left to apply to.
 */
function seedApplications(db: MockDb) {
  const acme = db.companies[0]!
  const open = db.vacancies.filter((v) => v.status === 'Active' && !v.draft)
  const acmeOpen = open.filter((v) => v.company_id === acme.id)
  const published = db.resumes.filter((r) => !r.draft)
  const tara = published[0]!
  const employerOf = (vacancy: S['Vacancy']) => db.users.find((u) => u.company_id === vacancy.company_id)!
  let sequence = 0
  const apply = (
    vacancy: S['Vacancy'],
    resume: S['Resume'],
    status: ApplicationStatus,
    confirmedBy: ('talent' | 'employer')[] = [],
  ) => {
    sequence += 1
    const talent = db.users.find((u) => u.id === resume.talent_id)!
    const stalled = sequence % 3 === 0
    const inStage = stalled ? 9 + (sequence % 12) : sequence % 6
    const created = daysBefore(inStage + 2 + (sequence % 9))
    const entered = daysBefore(inStage)
    const confirmations: S['HireConfirmation'][] = confirmedBy.map((side) => ({
      confirmed_by: { type: side, id: side === 'talent' ? talent.id : employerOf(vacancy).id },
      confirmed_at: entered,
    }))
    db.applications.push({
      id: `a9911ca7-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`,
      vacancy_id: vacancy.id,
      resume_id: resume.id,
      talent_id: talent.id,
      status,
      hiring_pipeline_group: pipelineGroupOf(status),
      talent_interested: TALENT_CAME_FORWARD.has(status),
      matching: matchingOf(db, vacancy, resume),
      hire_confirmation: confirmations,
      hired: confirmedBy.length === 2,
      stage_entered_at: entered,
      vacancy: { id: vacancy.id, title: vacancy.title, company: { ...vacancy.company } },
      talent: { id: talent.id, full_name: fullName(talent), image_url: talent.image_url },
      created_at: created,
      updated_at: entered,
    })
    vacancy.applications_count += 1
  }
  const hires: ('talent' | 'employer')[][] = [['employer'], ['talent', 'employer'], []]
  for (const [k, vacancy] of acmeOpen.slice(0, 3).entries()) {
    applicationStatuses.forEach((status, i) => {
      const resume = published[1 + ((i + 5 * k) % (published.length - 1))]!
      apply(vacancy, resume, status, status === 'offer_accepted' ? hires[k] : [])
    })
  }
  // The demo talent's jobs: two at the demo company (its later vacancies, so the first three stay as above), the
  // rest elsewhere; the demo company's first three vacancies and a few elsewhere are left to apply to.
  const forTara = [...acmeOpen.slice(3), ...open.filter((v) => v.company_id !== acme.id)]
  DEMO_TALENT_STATUSES.forEach((status, i) => {
    apply(forTara[i]!, tara, status, status === 'offer_accepted' ? ['employer'] : [])
  })
}

/** The built-in bank-transfer provider's details (the server's defaults for development, ADR 0086). */
export const BANK_TRANSFER = { account_holder: 'Hireloop GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' }

/**
 * The marketplace around the demo logins: skills, reference data, vacancies in both statuses (and drafts),
 * talents with resumes and drafts, applications in every status, meetings, conversations with messages,
 * invoices, billing info, access rules, invites, feedback and onboarding states. Same seed, same data.
 */
export function seedMarketplace(
  db: MockDb,
  faker: Faker,
  pendingResumes: { talent: DbUser; draft: boolean; id: string; title: string }[],
): void {
  const uuid = () => faker.string.uuid()
  const past = (days: number) => faker.date.recent({ days, refDate: FIXTURE_NOW }).toISOString()
  const future = (days: number) => faker.date.soon({ days, refDate: FIXTURE_NOW }).toISOString()
  const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items)
  const some = <T>(items: readonly T[], min: number, max: number) => faker.helpers.arrayElements(items, { min, max })
  const locationOf = (): S['Location'] => {
    const [country, state, cities] = pick(STATES)
    return { country, state: STATE_NAMES[state] ?? state, city: pick(cities) }
  }

  db.countries = COUNTRIES.map((c) => ({ ...c }))
  db.states = STATES.map(([country_code, code]) => ({ code, name: STATE_NAMES[code] ?? code, country_code }))
  db.cities = STATES.flatMap(([country_code, state_code, cities]) =>
    cities.map((name) => ({ id: uuid(), name, state_code, country_code })),
  )
  db.skills = SKILLS.map(([name, category]) => ({
    id: uuid(),
    name,
    category,
    aliases: SKILL_ALIASES[name] ?? [],
    created_at: '2026-01-01T00:00:00.000Z',
  }))

  // Talents: the demo talents plus a pool with resumes (some drafts).
  const talents = db.users.filter((u) => u.user_type === 'talent')
  for (let i = 0; i < 18; i++) {
    const id = uuid()
    const first_name = faker.person.firstName()
    const last_name = faker.person.lastName()
    const talent: DbUser = {
      id,
      user_type: 'talent',
      is_admin: false,
      first_name,
      last_name,
      email: faker.internet
        .email({ firstName: first_name, lastName: last_name, provider: 'talents.test' })
        .toLowerCase(),
      image_url: null,
      company_id: null,
      resume: null,
      recruiter_level: null,
      notification_settings: { email_on_message: true, email_on_application: true, email_on_meeting: true },
      password: 'Hireloop#2026',
      is_active: true,
      activation_token: `activate-${id}`,
      reset_token: null,
      email_change: null,
    }
    db.users.push(talent)
    talents.push(talent)
    const resumeId = uuid()
    const draft = i % 6 === 5
    pendingResumes.push({ talent, draft, id: resumeId, title: faker.person.jobTitle() })
    talent.resume = { id: resumeId, draft }
  }
  for (const talent of talents) {
    db.talentProfiles.push({
      user_id: talent.id,
      status: pick(['open_to_work', 'open_to_work', 'passive', 'not_looking'] as const),
      location: locationOf(),
      created_at: past(120),
    })
  }
  for (const pending of pendingResumes) {
    const created = past(90)
    const skills = some(db.skills, 2, 6).map((skill) => ({
      skill_id: skill.id,
      name: skill.name,
      level: pick(['beginner', 'intermediate', 'advanced', 'expert'] as const),
      years: faker.number.int({ min: 0, max: 12 }),
    }))
    const started = faker.date.past({ years: 8, refDate: FIXTURE_NOW })
    db.resumes.push({
      id: pending.id,
      title: pending.title,
      talent_id: pending.talent.id,
      full_name: fullName(pending.talent),
      draft: pending.draft,
      summary: faker.lorem.sentences(2),
      location: db.talentProfiles.find((p) => p.user_id === pending.talent.id)?.location ?? null,
      skills,
      experience: [
        {
          company: faker.company.name(),
          title: pending.title,
          start_date: started.toISOString().slice(0, 10),
          end_date: null,
          description: faker.lorem.sentence(),
        },
      ],
      education: pending.draft
        ? []
        : [
            {
              institution: `${faker.location.city()} University`,
              degree: pick(['BSc', 'MSc', 'BA', 'MA']),
              field: pick(['Computer science', 'Mathematics', 'Design', 'Economics']),
              start_date: '2012-10-01',
              end_date: '2016-07-31',
            },
          ],
      languages: [{ language: 'en', level: pick(['b2', 'c1', 'c2', 'native'] as const) }],
      file: null,
      phone: null,
      salary_expectation: pending.draft
        ? null
        : { min: 60000, max: faker.number.int({ min: 70, max: 120 }) * 1000, currency: 'EUR', period: 'year' },
      availability: pending.draft ? null : { notice: 'one_month', available_from: null, work_modes: ['hybrid'] },
      parse_job_id: null,
      created_at: created,
      updated_at: created,
    })
  }

  // Employer users beyond the demo logins, and recruiters.
  for (const company of db.companies.slice(2)) {
    const id = uuid()
    db.users.push({
      id,
      user_type: 'employer',
      is_admin: false,
      first_name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      email: `hiring@${company.website_url.replace(/^https?:\/\//, '')}`,
      image_url: null,
      company_id: company.id,
      resume: null,
      recruiter_level: null,
      notification_settings: { email_on_message: true, email_on_application: true, email_on_meeting: true },
      password: 'Hireloop#2026',
      is_active: true,
      activation_token: `activate-${id}`,
      reset_token: null,
      email_change: null,
    })
  }
  for (const level of ['sourcer', 'senior_recruiter'] as const) {
    const id = uuid()
    db.users.push({
      id,
      user_type: 'recruiter',
      is_admin: false,
      first_name: faker.person.firstName(),
      last_name: faker.person.lastName(),
      email: `${level.replace('_', '.')}@hireloop.test`,
      image_url: null,
      company_id: null,
      resume: null,
      recruiter_level: level,
      notification_settings: { email_on_message: true, email_on_application: true, email_on_meeting: true },
      password: 'Hireloop#2026',
      is_active: true,
      activation_token: `activate-${id}`,
      reset_token: null,
      email_change: null,
    })
  }

  // Vacancies: every company has some; the demo employer's company has Active, Archived and draft ones.
  for (const [index, company] of db.companies.entries()) {
    const count = index === 0 ? 8 : index === 1 ? 0 : 3
    for (let i = 0; i < count; i++) {
      const status: S['VacancyStatus'] = i % 4 === 3 ? 'Archived' : 'Active'
      const draft = status === 'Active' && i === 2
      const created = past(60)
      const min = faker.number.int({ min: 40, max: 90 }) * 1000
      db.vacancies.push({
        id: uuid(),
        title: faker.person.jobTitle(),
        company_id: company.id,
        company: { id: company.id, name: company.name, image_url: company.image_url },
        status,
        draft,
        description: faker.lorem.paragraphs(2),
        location: locationOf(),
        remote: pick(['onsite', 'hybrid', 'remote'] as const),
        employment_type: pick(['full_time', 'full_time', 'part_time', 'contract', 'freelance'] as const),
        seniority: pick(['junior', 'middle', 'senior', 'lead'] as const),
        parse_job_id: null,
        salary: { min, max: min + 20000, currency: 'EUR', period: 'year' },
        skills: some(db.skills, 2, 5).map((skill, n) => ({
          skill_id: skill.id,
          name: skill.name,
          level: pick(['intermediate', 'advanced', 'expert'] as const),
          required: n < 2,
        })),
        languages: languagesOf(i),
        openings: faker.number.int({ min: 1, max: 3 }),
        applications_count: 0,
        created_at: created,
        updated_at: created,
        archived_at: status === 'Archived' ? past(10) : null,
      })
    }
  }

  seedApplications(db)
  // What follows draws from a seed of its own, so a change to the draws above does not move it.
  faker.seed(SEED_AFTER_APPLICATIONS)

  // Meetings and conversations around applications.
  const employers = db.users.filter((u) => u.user_type === 'employer')
  const recruiters = db.users.filter((u) => u.user_type === 'recruiter')
  for (const [i, application] of db.applications.slice(0, 12).entries()) {
    const vacancy = db.vacancies.find((v) => v.id === application.vacancy_id)!
    const employer = employers.find((u) => u.company_id === vacancy.company_id)!
    const talent = db.users.find((u) => u.id === application.talent_id)!
    const type = (['interview', 'intro', 'onboarding'] as const)[i % 3]!
    const created = past(20)
    db.meetings.push({
      id: uuid(),
      title: `${type === 'interview' ? 'Interview' : type === 'intro' ? 'Intro call' : 'Onboarding'}: ${vacancy.title}`,
      type,
      status: i === 5 ? 'canceled' : 'scheduled',
      starts_at: i % 4 === 0 ? past(7) : future(14),
      duration_minutes: pick([30, 45, 60]),
      time_zone: 'Europe/Berlin',
      overlaps: false,
      participants: [participantOf(employer), participantOf(talent)],
      link: `https://meet.hireloop.test/${faker.string.alpha({ length: 10, casing: 'lower' })}`,
      application_id: application.id,
      vacancy_id: vacancy.id,
      notes: i % 2 === 0 ? faker.lorem.sentence() : null,
      created_at: created,
      updated_at: created,
    })
    const members = [employer, talent, ...(i % 3 === 0 ? [recruiters[0]!] : [])]
    const conversationId = uuid()
    const started = faker.date.recent({ days: 20, refDate: FIXTURE_NOW })
    const count = faker.number.int({ min: 2, max: 6 })
    let last = started
    for (let m = 0; m < count; m++) {
      last = new Date(last.getTime() + faker.number.int({ min: 5, max: 600 }) * 60_000)
      const sender = members[m % members.length]!
      const read = m < count - 1 || i % 2 === 0
      db.messages.push({
        id: uuid(),
        conversation_id: conversationId,
        sender: participantOf(sender),
        body: faker.lorem.sentence(),
        sent_at: last.toISOString(),
        read_at: read ? new Date(last.getTime() + 60_000).toISOString() : null,
        read_by: read ? members.map((u) => u.id) : [sender.id],
      })
    }
    db.conversations.push({
      id: conversationId,
      participants: members.map(participantOf),
      member_ids: members.map((u) => u.id),
      context: { type: 'application', id: application.id },
      created_at: started.toISOString(),
      updated_at: last.toISOString(),
    })
  }

  // Invoices and billing: the first company has one in each state, a draft from a confirmed hire among them.
  const invoiceStates = ['paid', 'sent', 'overdue', 'draft', 'void'] as const
  const dayOf = (at: Date | string, days = 0) =>
    new Date(new Date(at).getTime() + days * DAY).toISOString().slice(0, 10)
  let invoiceNumber = 1
  for (const company of db.companies) {
    const count = company === db.companies[0] ? 5 : company === db.companies[1] ? 0 : 2
    const hire = db.applications.find((a) => a.hired && a.vacancy.company.id === company.id)
    for (let i = 0; i < count; i++) {
      const state = invoiceStates[i % invoiceStates.length]!
      const lines = [
        { description: `Placement fee: ${faker.person.jobTitle()}`, quantity: 1, unit_amount: 1_500_000 },
        { description: 'Sourcing package', quantity: faker.number.int({ min: 1, max: 3 }), unit_amount: 250_000 },
      ].map((line) => ({ ...line, amount: line.quantity * line.unit_amount }))
      const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
      const tax = Math.round(subtotal * 0.19)
      // Drawn for every invoice, so the data seeded after the invoices stays the same.
      const drawn = past(90)
      const created = state === 'overdue' ? daysBefore(42) : drawn
      const number = `HL-2026-${String(invoiceNumber++).padStart(4, '0')}`
      // The overdue one fell due before the fixtures' today; the open one and the draft fall due after it.
      const dueDate =
        state === 'overdue'
          ? dayOf(FIXTURE_NOW, -12)
          : state === 'sent' || state === 'draft'
            ? dayOf(FIXTURE_NOW, state === 'sent' ? 18 : 30)
            : dayOf(created, 30)
      db.invoices.push({
        id: uuid(),
        number,
        company_id: company.id,
        status: state === 'overdue' ? 'sent' : state,
        currency: 'EUR',
        lines,
        subtotal,
        tax,
        total: subtotal + tax,
        sent_at: state === 'draft' ? null : created,
        due_date: dueDate,
        overdue: state === 'overdue',
        application_id: state === 'draft' ? (hire?.id ?? null) : null,
        payment: { provider: 'bank_transfer', reference: number, ...BANK_TRANSFER },
        paid_at: state === 'paid' ? past(5) : null,
        created_at: created,
      })
    }
  }
  const acme = db.companies[0]!
  db.billingInfos.push({
    company_id: acme.id,
    legal_name: `${acme.name} GmbH`,
    email: 'billing@acme-robotics.test',
    tax_id: 'DE123456789',
    address: { street: 'Invalidenstrasse 1', postal_code: '10115', city: 'Berlin', state: null, country: 'DE' },
    currency: 'EUR',
    updated_at: '2026-02-01T10:00:00.000Z',
  })

  // Access rules, invites, feedback, onboarding.
  // The rules of migration 0017 and the demo seed's custom one: Sourcers may also update (archive) vacancies (ADR 0084).
  const rules = [...defaultAccessRules(), ['sourcer', 'vacancy', 'update', 'allow'] as const]
  for (const [subject, resource, action, effect] of rules) {
    db.accessRules.push({
      id: uuid(),
      subject,
      resource,
      action,
      effect,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    })
  }
  const admin = db.users.find((u) => u.is_admin)!
  // One invite per status and role (ADR 0085), as of FIXTURE_NOW; the same draws as before, so the fixtures drawn
  // after them stay as they were.
  const inviteStatuses = ['pending', 'pending', 'expired', 'accepted'] as const
  for (let i = 0; i < 4; i++) {
    const role = (['employer', 'recruiter', 'recruiter', 'employer'] as const)[i]!
    const status = inviteStatuses[i]!
    const created = past(20)
    const value = `inv${faker.string.alphanumeric(10)}`
    const email = faker.internet.email({ provider: 'invited.test' }).toLowerCase()
    const company = role === 'employer' ? pick(db.companies) : null
    db.invites.push({
      value,
      email,
      role,
      company_id: company?.id ?? null,
      company_name: company?.name ?? null,
      level: role === 'recruiter' ? (i === 1 ? 'sourcer' : 'senior_recruiter') : null,
      invited_by: admin.id,
      invited_by_name: fullName(admin),
      status,
      created_at: created,
      expires_at: new Date(
        status === 'pending'
          ? FIXTURE_NOW.getTime() + (5 + i) * DAY
          : status === 'expired'
            ? FIXTURE_NOW.getTime() - 2 * DAY
            : new Date(created).getTime() + 14 * DAY,
      ).toISOString(),
      accepted_at: status === 'accepted' ? past(3) : null,
    })
  }
  // Interview scorecards on interviewed applications (ADR 0079), and one product rating; five entries with the same
  // draws each, so the fixtures drawn after them stay as they were.
  const interviewed = db.applications.filter((a) => ['interview', 'decision'].includes(pipelineGroupOf(a.status) ?? ''))
  for (const [i, application] of interviewed.slice(0, 4).entries()) {
    const vacancy = db.vacancies.find((v) => v.id === application.vacancy_id)!
    const employer = employers.find((u) => u.company_id === vacancy.company_id)!
    const talent = db.users.find((u) => u.id === application.talent_id)!
    const base = faker.number.int({ min: 2, max: 5 })
    const scores = {
      skills: base,
      communication: Math.min(5, base + 1),
      motivation: Math.max(1, base - (i % 2)),
      culture_add: base,
    }
    db.feedbacks.push({
      id: uuid(),
      kind: 'scorecard',
      author: participantOf(employer),
      rating: null,
      text: faker.lorem.sentence(),
      talent_id: talent.id,
      talent: participantOf(talent),
      application_id: application.id,
      meeting_id: null,
      vacancy: { id: vacancy.id, title: vacancy.title },
      scorecard: {
        scores,
        average:
          Math.round(((scores.skills + scores.communication + scores.motivation + scores.culture_add) / 4) * 10) / 10,
        recommendation: (['strong_yes', 'yes', 'no', 'yes'] as const)[i]!,
      },
      created_at: past(10),
    })
  }
  const rater = db.users.find((u) => u.email === 'talent.published@hireloop.test')!
  db.feedbacks.push({
    id: uuid(),
    kind: 'product',
    author: participantOf(rater),
    rating: faker.number.int({ min: 2, max: 5 }),
    text: faker.lorem.sentence(),
    talent_id: null,
    talent: null,
    application_id: null,
    meeting_id: null,
    vacancy: null,
    scorecard: null,
    created_at: past(10),
  })
  db.feedbacks.sort((a, b) => b.created_at.localeCompare(a.created_at))
  const onboard = (user: DbUser, done: number) => {
    const userType = user.user_type === 'talent' ? 'talent' : 'employer'
    const steps = onboardingSteps(userType, done, '2026-02-20T10:00:00.000Z')
    db.onboardingStates.push({
      id: uuid(),
      user_type: userType,
      talent_id: userType === 'talent' ? user.id : null,
      company_id: userType === 'employer' ? user.company_id : null,
      steps,
      current_step: steps.find((s) => !s.done)?.key ?? null,
      completed: steps.every((s) => s.done),
      created_at: '2026-02-20T09:00:00.000Z',
      updated_at: '2026-02-20T10:00:00.000Z',
    })
  }
  for (const email of ['talent.published', 'talent.draft', 'talent.new', 'employer', 'employer.new']) {
    const user = db.users.find((u) => u.email === `${email}@hireloop.test`)!
    onboard(user, email === 'talent.published' || email === 'employer' ? 3 : email === 'talent.draft' ? 1 : 0)
  }

  // The demo employer's team: an active colleague and one invited who has not chosen a password yet (ADR 0063).
  // Fixed ids and names, after every draw of the seed, so the rest of the fixtures stay as they were.
  const colleague = (id: string, first_name: string, last_name: string, is_active: boolean): DbUser => ({
    id,
    user_type: 'employer',
    is_admin: false,
    first_name,
    last_name,
    email: `${first_name}.${last_name}@acme-robotics.test`.toLowerCase(),
    image_url: null,
    company_id: acme.id,
    resume: null,
    recruiter_level: null,
    notification_settings: { email_on_message: true, email_on_application: true, email_on_meeting: true },
    password: is_active ? 'Hireloop#2026' : '',
    is_active,
    activation_token: `activate-${id}`,
    reset_token: null,
    email_change: null,
  })
  db.users.push(
    colleague('0c011ea6-0000-4000-8000-000000000001', 'Priya', 'Patel', true),
    colleague('0c011ea6-0000-4000-8000-000000000002', 'Jonas', 'Weber', false),
  )
}
