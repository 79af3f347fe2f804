// Companies of the scale data (ADR 0094): a profile as talents read it, 1 to 3 employers (all sign in with the demo
// password; some companies also have an invited colleague), billing information for most, onboarding done.
import type { CompanySize, CompanyType } from '../schema.ts'
import { ONBOARDING_STEPS } from '../../resources/onboarding/onboarding.steps.ts'
import { defaultNotificationSettings } from '../../accounts/users.ts'
import type { Db } from '../database.ts'
import { insertJson } from './bulk.ts'
import { PLACES, type Place } from './marketplace.ts'
import type { Random } from './random.ts'

const DAY = 24 * 3600_000

const NAME_STARTS = [
  'North',
  'Blue',
  'Silver',
  'Bright',
  'Red',
  'Iron',
  'Green',
  'Clear',
  'High',
  'Open',
  'Swift',
  'Stone',
]
const NAME_ENDS = [
  'peak',
  'field',
  'wave',
  'line',
  'forge',
  'leaf',
  'stack',
  'gate',
  'bridge',
  'harbor',
  'path',
  'light',
]
const NAME_KINDS = [
  'Systems',
  'Labs',
  'Logistics',
  'Health',
  'Payments',
  'Analytics',
  'Studio',
  'Robotics',
  'Cloud',
  'Energy',
  'Mobility',
  'Foods',
]
const FIRST_NAMES = ['Alex', 'Sam', 'Maria', 'Jonas', 'Priya', 'Lea', 'Tom', 'Yuki', 'Omar', 'Ines', 'Karl', 'Nora']
const LAST_NAMES = ['Meyer', 'Smith', 'García', 'Novak', 'Rossi', 'Dubois', 'Jansen', 'Kowalski', 'Silva', 'Berg']
const STREETS = ['Main Street', 'Hauptstraße', 'Market Square', 'Harbour Road', 'Station Road', 'Park Lane']

/** Time zones of the marketplace's cities, for meeting invitations. */
export const TIME_ZONES: Record<string, string> = {
  Berlin: 'Europe/Berlin',
  Munich: 'Europe/Berlin',
  Hamburg: 'Europe/Berlin',
  London: 'Europe/London',
  Manchester: 'Europe/London',
  Amsterdam: 'Europe/Amsterdam',
  Paris: 'Europe/Paris',
  Madrid: 'Europe/Madrid',
  Barcelona: 'Europe/Madrid',
  Warsaw: 'Europe/Warsaw',
  Lisbon: 'Europe/Lisbon',
  Stockholm: 'Europe/Stockholm',
  'New York': 'America/New_York',
  'San Francisco': 'America/Los_Angeles',
  Toronto: 'America/Toronto',
  Bengaluru: 'Asia/Kolkata',
}

export interface ScaleEmployer {
  id: string
  name: string
}

export interface ScaleCompany {
  id: string
  place: Place
  /** The active employers, who move applications, write and organise meetings. */
  employers: ScaleEmployer[]
  createdAt: number
}

/**
 * Inserts `count` companies with their employers (`scale.employer.<n>@hireloop.test`, the demo password), billing
 * information for four in five, and a done onboarding checklist; answers them in insertion order, and how many
 * employer accounts it made.
 */
export async function generateScaleCompanies(
  db: Db,
  random: Random,
  count: number,
  options: { at: Date; passwordHash: string },
): Promise<{ companies: ScaleCompany[]; employers: number }> {
  const now = options.at.getTime()
  const taken = new Map<string, number>()
  const companies: (ScaleCompany & { row: Record<string, unknown> })[] = []
  const users: Record<string, unknown>[] = []
  const billing: Record<string, unknown>[] = []
  const person = () => ({ first_name: random.pick(FIRST_NAMES), last_name: random.pick(LAST_NAMES) })
  for (let n = 0; n < count; n++) {
    const base = `${random.pick(NAME_STARTS)}${random.pick(NAME_ENDS)} ${random.pick(NAME_KINDS)}`
    const seen = (taken.get(base) ?? 0) + 1
    taken.set(base, seen)
    const name = seen === 1 ? base : `${base} ${seen}`
    const slug = `${name.toLowerCase().replaceAll(' ', '-')}`
    const place = random.weighted(PLACES)
    const createdAt = now - random.int(60, 1100) * DAY
    const id = random.uuid()
    const employers: ScaleEmployer[] = []
    for (let e = random.int(1, 3); e > 0; e--) {
      const employer = { id: random.uuid(), ...person() }
      users.push({
        ...employer,
        user_type: 'employer',
        email: `scale.employer.${users.length}@hireloop.test`,
        password_hash: options.passwordHash,
        is_active: true,
        company_id: id,
        notification_settings: defaultNotificationSettings,
        created_at: new Date(createdAt + random.int(0, 30) * DAY),
      })
      employers.push({ id: employer.id, name: `${employer.first_name} ${employer.last_name}` })
    }
    if (random.next() < 0.1) {
      // An invited colleague: no password yet, not active (the team page shows the invitation).
      users.push({
        id: random.uuid(),
        ...person(),
        user_type: 'employer',
        email: `scale.employer.${users.length}@hireloop.test`,
        password_hash: null,
        is_active: false,
        company_id: id,
        notification_settings: defaultNotificationSettings,
        created_at: new Date(now - random.int(1, 30) * DAY),
      })
    }
    if (random.next() < 0.8) {
      billing.push({
        company_id: id,
        legal_name: `${name} Ltd`,
        email: `billing@${slug}.test`,
        tax_id: null,
        street: `${random.pick(STREETS)} ${random.int(1, 200)}`,
        postal_code: String(random.int(10_000, 99_999)),
        city: place.city,
        state: place.state,
        country: place.country,
        currency: place.currency,
        updated_at: new Date(createdAt + random.int(1, 60) * DAY),
      })
    }
    companies.push({
      id,
      place,
      employers,
      createdAt,
      row: {
        id,
        name,
        website_url: `https://${slug}.test`,
        type: random.weighted<CompanyType>([
          ['startup', 4],
          ['scaleup', 3],
          ['enterprise', 2],
          ['agency', 1],
        ]),
        description: `${name} is hiring in ${place.city}: a ${random.pick(['small', 'growing', 'calm', 'busy'])} team that ships every week.`,
        size: random.weighted<CompanySize>([
          ['1-10', 3],
          ['11-50', 4],
          ['51-200', 3],
          ['201-1000', 2],
          ['1001+', 1],
        ]),
        location_country: place.country,
        location_state: place.state,
        location_city: place.city,
        created_at: new Date(createdAt),
      },
    })
  }
  await insertJson(
    db,
    'companies',
    'id uuid, name text, website_url text, type text, description text, size text, location_country text, location_state text, location_city text, created_at timestamptz',
    companies.map((company) => company.row),
  )
  await insertJson(
    db,
    'users',
    'id uuid, user_type text, email text, password_hash text, first_name text, last_name text, is_active boolean, company_id uuid, notification_settings jsonb, created_at timestamptz',
    users,
  )
  await insertJson(
    db,
    'billing_infos',
    'company_id uuid, legal_name text, email text, tax_id text, street text, postal_code text, city text, state text, country text, currency text, updated_at timestamptz',
    billing,
  )
  await insertJson(
    db,
    'onboarding_states',
    'user_type text, company_id uuid, steps jsonb, created_at timestamptz, updated_at timestamptz',
    companies.map((company) => {
      const done = new Date(company.createdAt + 7 * DAY)
      return {
        user_type: 'employer',
        company_id: company.id,
        steps: ONBOARDING_STEPS.employer.map(({ key, title }) => ({
          key,
          title,
          done: true,
          completed_at: done.toISOString(),
        })),
        created_at: new Date(company.createdAt),
        updated_at: done,
      }
    }),
  )
  return { companies: companies.map(({ row: _row, ...company }) => company), employers: users.length }
}
