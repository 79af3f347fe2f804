import type { Action, ApplicationStatus, Resource } from '@hireloop/flows/rules'
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'

/** Table types as Kysely sees them; the DDL lives in ./migrations. */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type Timestamp = ColumnType<Date, Date | string, Date | string>
/** jsonb goes in as a JSON string (one encoding for pg and PGlite) and comes back parsed. */
type Json<T> = ColumnType<T, string, string>

export type UserType = 'talent' | 'employer' | 'recruiter'
export type RecruiterLevel = 'sourcer' | 'recruiter' | 'senior_recruiter' | 'head_of_recruitment'
export type CompanyType = 'startup' | 'scaleup' | 'enterprise' | 'agency'

export interface NotificationSettings {
  email_on_message: boolean
  email_on_application: boolean
  email_on_meeting: boolean
}

export interface NotificationContext {
  type: 'vacancy' | 'resume' | 'company'
  id: string
}

export interface CompaniesTable {
  id: Generated<string>
  name: string
  website_url: string
  image_url: string | null
  type: CompanyType | null
  // Company profile (migration 0011): plain text, the size band, the headquarters (checked like other locations).
  description: ColumnType<string | null, string | null | undefined, string | null>
  size: ColumnType<CompanySize | null, CompanySize | null | undefined, CompanySize | null>
  location_country: ColumnType<string | null, string | null | undefined, string | null>
  location_state: ColumnType<string | null, string | null | undefined, string | null>
  location_city: ColumnType<string | null, string | null | undefined, string | null>
  created_at: CreatedAt
}

// --- Companies and billing (migration 0011, ADR 0066) ---------------------------------------------------------------

export type CompanySize = '1-10' | '11-50' | '51-200' | '201-1000' | '1001+'

/** Where a company's invoices go: at most one per company. */
export interface BillingInfosTable {
  company_id: string
  legal_name: string
  email: string
  /** Normalised (upper case, no spaces or dots), checked against the country's format. */
  tax_id: string | null
  street: string
  postal_code: string
  city: string
  state: string | null
  country: string
  currency: string
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface UsersTable {
  id: Generated<string>
  user_type: UserType
  email: string
  /** null until the user sets a password (talents created by a recruiter). */
  password_hash: string | null
  first_name: string
  last_name: string
  image_url: string | null
  is_active: Generated<boolean>
  is_admin: Generated<boolean>
  recruiter_level: RecruiterLevel | null
  company_id: string | null
  notification_settings: Json<NotificationSettings>
  created_at: CreatedAt
}

export type SkillLevel = 'beginner' | 'intermediate' | 'advanced' | 'expert'
export type TalentStatus = 'open_to_work' | 'passive' | 'not_looking' | 'hired'
export type RemotePolicy = 'onsite' | 'hybrid' | 'remote'

export interface SalaryExpectation {
  min: number
  max: number
  currency: string
  period: 'year' | 'month' | 'hour'
}

export interface Availability {
  notice: 'immediately' | 'two_weeks' | 'one_month' | 'two_months' | 'three_months'
  available_from: string | null
  work_modes: RemotePolicy[]
}

export interface ExperienceEntry {
  company: string
  title: string
  start_date: string
  end_date: string | null
  description: string
}

export interface EducationEntry {
  institution: string
  degree: string
  field: string
  start_date: string | null
  end_date: string | null
}

export interface LanguageEntry {
  language: string
  level: 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'native'
}

/** A talent has at most one published resume and at most one draft (migration 0008). */
export interface ResumesTable {
  id: Generated<string>
  talent_id: string
  title: string
  draft: Generated<boolean>
  summary: Generated<string>
  country: string | null
  state: string | null
  city: string | null
  phone: string | null
  salary_expectation: Json<SalaryExpectation | null> | null
  availability: Json<Availability | null> | null
  experience: ColumnType<ExperienceEntry[], string | undefined, string>
  education: ColumnType<EducationEntry[], string | undefined, string>
  languages: ColumnType<LanguageEntry[], string | undefined, string>
  file_id: string | null
  parse_job_id: string | null
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface ResumeSkillsTable {
  resume_id: string
  skill_id: string
  level: SkillLevel
  years: Generated<number>
  /** The talent's order. */
  position: Generated<number>
}

export interface SkillsTable {
  id: Generated<string>
  name: string
  category: string | null
  /** `searchKey(name)`: unique, what the type-ahead and the parser compare. */
  search_key: string
  created_at: CreatedAt
}

export interface SkillAliasesTable {
  skill_id: string
  alias: string
  search_key: string
}

/** Related skills (migration 0013, ADR 0070): one row per direction; matching gives them partial credit. */
export interface SkillRelationsTable {
  skill_id: string
  related_id: string
}

/** What the skill type-ahead looks up by prefix (ADR 0058): keys of names and aliases, and their later parts. */
export interface SkillSearchTermsTable {
  skill_id: string
  term: string
  /** 1 name, 2 alias, 3 a later word of the name, 4 inside the name or an alias (`TERM_TIER`). */
  tier: number
}

export interface TalentProfilesTable {
  user_id: string
  status: ColumnType<TalentStatus, TalentStatus | undefined, TalentStatus>
  country: string | null
  state: string | null
  city: string | null
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type ParseJobStatus = 'queued' | 'running' | 'succeeded' | 'failed'

export interface ParseJobsTable {
  id: Generated<string>
  job_type: 'resume' | 'vacancy'
  status: ColumnType<ParseJobStatus, ParseJobStatus | undefined, ParseJobStatus>
  file_id: string
  /** The resume or vacancy the result is written to. */
  target_id: string | null
  /** Exactly one owner: a talent or a company. */
  talent_id: string | null
  company_id: string | null
  requested_by: string | null
  options: ColumnType<{ language?: string; overwrite?: boolean }, string | undefined, string>
  result: Json<Record<string, unknown> | null> | null
  error: string | null
  created_at: CreatedAt
  started_at: Timestamp | null
  finished_at: Timestamp | null
}

// --- Vacancies and applications (migration 0010, ADR 0064) ---------------------------------------------------------

export type VacancyStatus = 'active' | 'archived'
export type EmploymentType = 'full_time' | 'part_time' | 'contract' | 'freelance' | 'internship'
export type Seniority = 'intern' | 'junior' | 'middle' | 'senior' | 'lead' | 'principal'
export type SalaryPeriod = 'year' | 'month' | 'hour'

/** Active (published, or a draft: `draft`) or Archived (read only). The salary is whole or absent. */
export interface VacanciesTable {
  id: Generated<string>
  company_id: string
  title: string
  /** Markdown. */
  description: Generated<string>
  location_country: string | null
  location_state: string | null
  location_city: string | null
  remote: ColumnType<RemotePolicy, RemotePolicy | undefined, RemotePolicy>
  employment_type: ColumnType<EmploymentType, EmploymentType | undefined, EmploymentType>
  seniority: Seniority | null
  salary_min: number | null
  salary_max: number | null
  salary_currency: string | null
  salary_period: SalaryPeriod | null
  openings: Generated<number>
  /** Migration 0013: languages the job needs, each at a minimum level (JSON array, `[]` when none). */
  languages: ColumnType<LanguageEntry[], string | undefined, string>
  status: ColumnType<VacancyStatus, VacancyStatus | undefined, VacancyStatus>
  draft: Generated<boolean>
  /** The parse job that pre-filled the draft from file_id (ADR 0065). */
  parse_job_id: string | null
  file_id: string | null
  created_by: string | null
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  archived_at: Timestamp | null
}

export interface VacancySkillsTable {
  vacancy_id: string
  skill_id: string
  level: SkillLevel
  /** Must-have (true) or nice-to-have. */
  required: Generated<boolean>
  /** The company's order. */
  position: Generated<number>
}

/** The 14 statuses of docs/product.md §4; the pipeline group is derived (packages/flows pipeline), never stored. */
export interface ApplicationsTable {
  id: Generated<string>
  vacancy_id: string
  resume_id: string | null
  talent_id: string
  status: ApplicationStatus
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
  /** Migration 0012 (ADR 0071): the talent showed interest at some point (the mutual-match message needs it). */
  talent_interested: Generated<boolean>
  /** When the application entered its pipeline group; a move inside the group keeps it. */
  stage_entered_at: ColumnType<Date, Date | string | undefined, Date | string>
  created_by: string | null
}

export type HireSide = 'talent' | 'employer'

/** One row per side that confirmed the hire (migration 0012, ADR 0071); hired = both rows present. */
export interface HireConfirmationsTable {
  application_id: string
  side: HireSide
  confirmed_by: string | null
  confirmed_at: CreatedAt
}

export interface OnboardingStepRecord {
  key: string
  title: string
  done: boolean
  completed_at: string | null
}

export interface OnboardingStatesTable {
  id: Generated<string>
  user_type: 'talent' | 'employer'
  talent_id: string | null
  company_id: string | null
  steps: ColumnType<OnboardingStepRecord[], string, string>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface NotificationsTable {
  id: Generated<string>
  user_id: string
  type: 'message' | 'app'
  message: string
  context: Json<NotificationContext | null> | null
  created_at: CreatedAt
  read_at: Timestamp | null
}

export type OutboxStatus = 'pending' | 'sent' | 'failed'

/** An iCalendar invitation carried by a mail: a text/calendar part and an .ics attachment. */
export interface MailCalendar {
  method: 'REQUEST' | 'CANCEL'
  filename: string
  content: string
}

/** A file sent with a mail (migration 0019): base64, so the outbox row stays JSON. */
export interface MailAttachment {
  filename: string
  content_type: string
  content_base64: string
}

export interface OutboxTable {
  id: Generated<string>
  to_address: string
  subject: string
  text_body: string
  html_body: string
  links: Json<string[]>
  status: OutboxStatus
  /** Why it was not sent, once its send_mail job gave up. */
  last_error: string | null
  /** Migration 0015: a calendar invitation sent with the mail (nodemailer's icalEvent), or null. */
  calendar: Json<MailCalendar | null> | null
  /** Migration 0019: files sent with the mail (an invoice's PDF), or null. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>
  created_at: CreatedAt
  sent_at: Timestamp | null
}

export type TokenPurpose = 'verify_email' | 'password_reset' | 'change_email'

export interface OneTimeTokensTable {
  id: Generated<string>
  user_id: string
  purpose: TokenPurpose
  /** sha256 of the token: a leaked table does not leak usable links. */
  token_hash: string
  /** change_email only: the address the account moves to when the token comes back. */
  new_email: ColumnType<string | null, string | null | undefined, never>
  expires_at: Timestamp
  used_at: Timestamp | null
  created_at: CreatedAt
}

export type JobStatus = 'pending' | 'done' | 'failed'

export interface JobsTable {
  id: Generated<string>
  kind: string
  payload: Json<Record<string, unknown>>
  status: JobStatus
  attempts: Generated<number>
  last_error: string | null
  /** When the job may run next: now for a new job, later after a failure (backoff) or while claimed (lease). */
  run_at: ColumnType<Date, Date | string | undefined, Date | string>
  created_at: CreatedAt
  finished_at: Timestamp | null
}

export type FilePurpose = 'avatar' | 'company_logo' | 'resume' | 'vacancy_file'

/** An uploaded file (ADR 0018): the bytes are in the file storage under storage_key. */
export interface FilesTable {
  id: ColumnType<string, string | undefined, never>
  purpose: FilePurpose
  storage_key: string
  /** Sanitised, with the extension of the sniffed type. */
  name: string
  content_type: string
  size: number
  sha256: string
  /** Exactly one owner: a user or a company. */
  user_id: string | null
  company_id: string | null
  uploaded_by: string | null
  created_at: CreatedAt
}

export interface OidcModelsTable {
  id: string
  kind: string
  payload: Json<Record<string, unknown>>
  grant_id: string | null
  user_code: string | null
  uid: string | null
  account_id: string | null
  expires_at: Timestamp | null
  consumed_at: Timestamp | null
}

export interface ServerSecretsTable {
  name: string
  value: Json<unknown>
  created_at: CreatedAt
}

export type AuditActorRole = 'anonymous' | 'talent' | 'employer' | 'recruiter' | 'admin'

/** Append-only (a trigger refuses updates and deletes). */
export interface AuditLogTable {
  id: Generated<string>
  request_id: string
  operation_id: string
  actor_id: string | null
  actor_role: AuditActorRole
  object_type: string | null
  object_id: string | null
  before: Json<Record<string, string | number | boolean | null> | null> | null
  after: Json<Record<string, string | number | boolean | null> | null> | null
  created_at: CreatedAt
}

/** A live event for one user (ADR 0026); `payload` holds what the stream sends besides id, type and time. */
export interface EventsTable {
  id: Generated<number>
  user_id: string
  type: string
  payload: Json<Record<string, unknown>>
  created_at: CreatedAt
}

export interface IdempotencyKeysTable {
  /** The caller's user id, or "anonymous". */
  scope: string
  key: string
  operation_id: string
  request_hash: string
  /** The first answer, once sent (null while the first request runs). */
  status: number | null
  body: string | null
  /** Set in the creating transaction: the request was carried out. */
  committed_at: Timestamp | null
  created_at: CreatedAt
}

/** Migration 0014 (ADR 0077): a chat between a talent, a company and the recruiters who joined. */
export interface ConversationsTable {
  id: Generated<string>
  application_id: string | null
  vacancy_id: string | null
  company_id: string | null
  talent_id: string | null
  created_by: string | null
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface ConversationRecruitersTable {
  conversation_id: string
  recruiter_id: string
  joined_at: CreatedAt
}

export interface MessagesTable {
  id: Generated<string>
  /** Thread order, and what read markers point at. */
  seq: Generated<number>
  conversation_id: string
  sender_id: string
  body: string
  sent_at: CreatedAt
  read_at: Timestamp | null
}

/** A reader's marker: every message of the conversation up to `read_seq` is read. */
export interface ConversationReadsTable {
  conversation_id: string
  user_id: string
  read_seq: number
  read_at: Timestamp
}

export type MeetingType = 'onboarding' | 'intro' | 'interview'
export type MeetingStatus = 'scheduled' | 'canceled'

/** Migration 0015 (ADR 0078): instants in UTC, the organiser's zone for the invitation, its iCalendar SEQUENCE. */
export interface MeetingsTable {
  id: Generated<string>
  title: string
  type: MeetingType
  status: Generated<MeetingStatus>
  starts_at: Timestamp
  ends_at: Timestamp
  time_zone: string
  link: string | null
  notes: string | null
  application_id: string | null
  vacancy_id: string | null
  organizer_id: string | null
  organizer_company_id: string | null
  sequence: Generated<number>
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface MeetingParticipantsTable {
  meeting_id: string
  user_id: string
}

export type FeedbackKind = 'product' | 'scorecard'
export type Recommendation = 'strong_yes' | 'yes' | 'no' | 'strong_no'

/**
 * Migration 0016 (ADR 0079): product feedback (rating, text) or an interview scorecard (the four criteria, a
 * recommendation, notes in `text`) about an application, with its talent and company kept for the scoped lists.
 */
export interface FeedbackTable {
  id: Generated<string>
  kind: FeedbackKind
  author_id: string
  rating: number | null
  text: string
  talent_id: string | null
  application_id: string | null
  meeting_id: string | null
  company_id: string | null
  skills: number | null
  communication: number | null
  motivation: number | null
  culture_add: number | null
  recommendation: Recommendation | null
  created_at: CreatedAt
}

// --- Invites (migration 0018, ADR 0085) -------------------------------------------------------------------------

/** An admin's invitation to sign up as an employer of a company or a recruiter at a level. */
export interface InvitesTable {
  /** The id and the mailed secret at once (docs/product.md §3). */
  value: string
  /** The audit log's name for the invite, which never holds the secret value. */
  id: Generated<string>
  email: string
  role: 'employer' | 'recruiter'
  company_id: string | null
  recruiter_level: RecruiterLevel | null
  invited_by: string | null
  accepted_user_id: string | null
  created_at: CreatedAt
  expires_at: Timestamp
  accepted_at: Timestamp | null
}

// --- Invoices (migration 0019, ADR 0086) ------------------------------------------------------------------------

export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'void'

/** Who an invoice was billed to, frozen when it was sent (the company's billing information then). */
export interface BilledTo {
  name: string
  email: string | null
  tax_id: string | null
  street: string | null
  postal_code: string | null
  city: string | null
  state: string | null
  country: string | null
}

/** The last invoice number given in a year: raised with each insert, never lowered, never deleted. */
export interface InvoiceCountersTable {
  year: number
  last_number: number
}

/**
 * Signed changes of the counts the list totals read (migration 0023, ADR 0110), appended by triggers: a count is the
 * sum of its counter's rows. `counter` is `<table>:<value>` (`applications:applied`, `users:talent`).
 */
export interface ListCountsTable {
  counter: string
  delta: number
}

/** An invoice to a company, amounts in minor units of `currency`; a placement fee names its application. */
export interface InvoicesTable {
  id: Generated<string>
  number: string
  company_id: string
  application_id: string | null
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>
  currency: string
  tax_percent: number
  subtotal: number
  tax: number
  total: number
  /** A `date`: read it as text (`to_char`), never as a JavaScript Date (time zones would move it). */
  due_date: ColumnType<unknown, string, string>
  billed_to: Json<BilledTo | null> | null
  created_by: string | null
  created_at: CreatedAt
  sent_at: Timestamp | null
  paid_at: Timestamp | null
  voided_at: Timestamp | null
}

export interface InvoiceLinesTable {
  invoice_id: string
  position: number
  description: string
  quantity: number
  unit_amount: number
  amount: number
}

export type AccessSubject = RecruiterLevel | 'admin'

/** Migration 0017 (ADR 0084): one rule per subject, resource and action; absent or `deny` means refused. */
export interface AccessRulesTable {
  id: Generated<string>
  subject: AccessSubject
  resource: Resource
  action: Action
  effect: 'allow' | 'deny'
  created_at: CreatedAt
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface Database {
  access_rules: AccessRulesTable
  companies: CompaniesTable
  billing_infos: BillingInfosTable
  users: UsersTable
  resumes: ResumesTable
  resume_skills: ResumeSkillsTable
  skills: SkillsTable
  skill_aliases: SkillAliasesTable
  skill_search_terms: SkillSearchTermsTable
  skill_relations: SkillRelationsTable
  talent_profiles: TalentProfilesTable
  parse_jobs: ParseJobsTable
  vacancies: VacanciesTable
  vacancy_skills: VacancySkillsTable
  applications: ApplicationsTable
  hire_confirmations: HireConfirmationsTable
  meetings: MeetingsTable
  meeting_participants: MeetingParticipantsTable
  feedback: FeedbackTable
  invites: InvitesTable
  invoice_counters: InvoiceCountersTable
  list_counts: ListCountsTable
  invoices: InvoicesTable
  invoice_lines: InvoiceLinesTable
  conversations: ConversationsTable
  conversation_recruiters: ConversationRecruitersTable
  messages: MessagesTable
  conversation_reads: ConversationReadsTable
  onboarding_states: OnboardingStatesTable
  notifications: NotificationsTable
  outbox: OutboxTable
  one_time_tokens: OneTimeTokensTable
  jobs: JobsTable
  files: FilesTable
  audit_log: AuditLogTable
  idempotency_keys: IdempotencyKeysTable
  events: EventsTable
  oidc_models: OidcModelsTable
  server_secrets: ServerSecretsTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Company = Selectable<CompaniesTable>
export type BillingInfo = Selectable<BillingInfosTable>
export type Notification = Selectable<NotificationsTable>
export type OutboxMessage = Selectable<OutboxTable>
export type StoredFile = Selectable<FilesTable>
export type Resume = Selectable<ResumesTable>
export type Skill = Selectable<SkillsTable>
export type ParseJob = Selectable<ParseJobsTable>
export type OnboardingStateRow = Selectable<OnboardingStatesTable>
export type TalentProfile = Selectable<TalentProfilesTable>
export type Vacancy = Selectable<VacanciesTable>
export type Application = Selectable<ApplicationsTable>
export type Conversation = Selectable<ConversationsTable>
export type MessageRow = Selectable<MessagesTable>
export type Meeting = Selectable<MeetingsTable>
export type FeedbackRow = Selectable<FeedbackTable>
export type InviteRow = Selectable<InvitesTable>
