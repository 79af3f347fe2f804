import type { Action, ObjectResource, Resource } from './policy.rules.ts'

/**
 * The one authorization policy (issue 9, ADR 0019): every operation of the contract says who may call it and which
 * object the caller must own or be linked to. The contract already says which roles reach an operation under which
 * scope (its `security` and `servers`); this table adds what the contract cannot: a recruiter's level, and the
 * object. Plain data beside the rules, so the server (apps/server/src/policy, which also checks that the table is
 * total over the contract's operationIds) and the mock marketplace (packages/api/src/mocks) enforce the same one.
 *
 * - `public`: no caller needed; the request carries its own proof (a mailed token) or creates an account.
 * - `account`: the signed-in caller's own account (`/me*`), whatever the role.
 * - `signed-in`: shared reference data (countries, skills) any signed-in caller reads.
 * - `resource`: an action on a kind of resource. Recruiters need their level's grant; talents and employers act
 *   on their own objects (`object`: which path parameter names it) and see lists scoped to what is theirs.
 */
export type OperationPolicy =
  | { access: 'public' }
  | { access: 'account' }
  | { access: 'signed-in' }
  | { access: 'resource'; resource: Resource; action: Action; object?: { resource: ObjectResource; param: string } }

const on = (resource: Resource, action: Action): OperationPolicy => ({ access: 'resource', resource, action })
const one = <R extends ObjectResource>(resource: R, action: Action, param = 'id'): OperationPolicy => ({
  access: 'resource',
  resource,
  action,
  object: { resource, param },
})

export const OPERATION_POLICY = {
  // Registration and password reset: nobody has an account yet. Recruiters activate under /admin.
  registerCompany: { access: 'public' },
  registerTalent: { access: 'public' },
  registerTalentProfile: on('talent', 'create'),
  activateEmployer: on('employer', 'update'),
  activateTalent: on('talent', 'update'),
  requestPasswordReset: { access: 'public' },
  confirmPasswordReset: { access: 'public' },
  confirmEmailChange: { access: 'public' },
  // The invite value is the proof (ADR 0085): the invited person has no account yet.
  getInviteSignUp: { access: 'public' },
  acceptInvite: { access: 'public' },

  getMe: { access: 'account' },
  updateMe: { access: 'account' },
  updateMyEmail: { access: 'account' },
  updateMyPassword: { access: 'account' },
  uploadMyAvatar: { access: 'account' },
  exportMyData: { access: 'account' },
  deleteMyAccount: { access: 'account' },
  listMyNotifications: { access: 'account' },
  updateNotificationSettings: { access: 'account' },
  clearMyNotifications: { access: 'account' },
  streamEvents: { access: 'account' },
  createSupportRequest: { access: 'account' },

  getCompany: one('company', 'read'),
  updateCompany: one('company', 'update'),
  uploadCompanyLogo: one('company', 'update'),
  // Avatars and logos are shown to every role; the random id comes only in objects the caller may read (ADR 0018).
  downloadImage: { access: 'signed-in' },
  listCompanies: on('company', 'read'),
  createCompany: on('company', 'create'),
  getBillingInfo: on('billing_info', 'read'),
  updateBillingInfo: on('billing_info', 'update'),
  createBillingInfo: on('billing_info', 'create'),

  listVacancies: on('vacancy', 'read'),
  createVacancy: on('vacancy', 'create'),
  getVacancy: one('vacancy', 'read'),
  updateVacancy: one('vacancy', 'update'),
  deleteVacancy: one('vacancy', 'delete'),
  createVacancyDraft: on('vacancy', 'create'),
  archiveVacancy: one('vacancy', 'update'),
  uploadVacancyFile: on('vacancy', 'create'),
  uploadCompanyVacancyFile: on('vacancy', 'create'),
  listVacancyTalentAvatars: on('vacancy', 'read'),
  listCompanyVacancyTalentAvatars: on('vacancy', 'read'),

  getResume: one('resume', 'read'),
  listResumes: on('resume', 'read'),
  createResume: on('resume', 'create'),
  createTalentResume: on('resume', 'create'),
  saveResumeDraft: on('resume', 'create'),
  uploadResumeFile: on('resume', 'create'),
  uploadTalentResumeFile: on('resume', 'create'),
  downloadResumeFile: one('talent', 'read'),
  getParseJob: on('resume', 'read'),
  submitParseJob: on('resume', 'update'),

  listTalents: on('talent', 'read'),
  getTalent: one('talent', 'read'),
  updateTalent: one('talent', 'update'),
  sendTalentActivationMail: on('talent', 'update'),
  setTalentStatus: one('talent', 'update'),

  listCountries: { access: 'signed-in' },
  listStates: { access: 'signed-in' },
  listCities: { access: 'signed-in' },
  suggestSkills: { access: 'signed-in' },
  listSkills: { access: 'signed-in' },
  createSkill: on('skill', 'create'),
  updateSkill: on('skill', 'update'),
  deleteSkill: on('skill', 'delete'),
  // A merge deletes the source skill: the levels that may delete one.
  mergeSkill: on('skill', 'delete'),

  listAccessRules: on('access_rule', 'read'),
  listSubjectResourceAccessRules: on('access_rule', 'read'),
  createAccessRule: on('access_rule', 'create'),
  updateAccessRule: on('access_rule', 'update'),
  deleteAccessRule: on('access_rule', 'delete'),
  // The caller's own grants (ADR 0091): every recruiter and admin (the contract's scope) reads what their rules allow.
  getMyAccessGrants: { access: 'signed-in' },

  listVacancyApplications: one('vacancy', 'read'),
  listApplications: on('application', 'read'),
  createApplication: on('application', 'create'),
  getApplication: one('application', 'read'),
  deleteApplication: one('application', 'delete'),
  listApplicationResumes: on('application', 'read'),
  confirmHire: one('application', 'update'),
  setApplicationStatus: one('application', 'update'),
  setVacancyApplicationsStatus: one('vacancy', 'update'),
  scoreMatching: on('matching', 'create'),
  // Ranked lists: a talent's own published resume (or the named one for recruiters); the company's own vacancy.
  listVacancyMatches: on('matching', 'read'),
  listTalentMatches: one('vacancy', 'read'),

  // Chat (ADR 0077): a talent's and a company's own conversations, 404 for anyone else; recruiters by their grants. A
  // recruiter's own list is theirs alone (the handler refuses another recruiter's; admins read any).
  listConversations: on('conversation', 'read'),
  listVacancyConversations: one('vacancy', 'read'),
  listRecruiterConversations: on('conversation', 'read'),
  createApplicationConversation: one('application', 'read'),
  listMessages: one('conversation', 'read'),
  sendMessage: one('conversation', 'update'),
  markConversationRead: one('conversation', 'read'),

  listFeedback: on('feedback', 'read'),
  createFeedback: on('feedback', 'create'),
  createTalentFeedback: one('talent', 'read'),

  listMeetings: on('meeting', 'read'),
  createMeeting: on('meeting', 'create'),
  updateMeeting: one('meeting', 'update'),
  deleteMeeting: one('meeting', 'delete'),
  downloadMeetingCalendar: one('meeting', 'read'),

  listEmployers: on('employer', 'read'),
  createEmployer: on('employer', 'create'),
  getEmployer: one('employer', 'read'),
  updateEmployer: one('employer', 'update'),
  deleteEmployer: one('employer', 'delete'),

  listRecruiters: on('recruiter', 'read'),
  createRecruiter: on('recruiter', 'create'),
  updateRecruiter: on('recruiter', 'update'),
  listAuditEntries: on('audit', 'read'),
  // Figures over applications (ADR 0089): whoever reads applications reads their aggregates.
  getInsights: on('application', 'read'),
  listUsers: on('user', 'read'),
  getUser: on('user', 'read'),
  listInvites: on('invite', 'read'),
  createInvite: on('invite', 'create'),
  deleteInvite: on('invite', 'delete'),
  resendInvite: on('invite', 'update'),

  // Invoices (ADR 0086): a company reads its own once sent; recruiters by their invoice grant, whatever the company
  // (the handlers answer 404 for a company that does not exist).
  listInvoices: on('invoice', 'read'),
  downloadInvoicePdf: one('invoice', 'read'),
  listCompanyInvoices: on('invoice', 'read'),
  createCompanyInvoice: on('invoice', 'create'),
  setInvoiceStatus: on('invoice', 'update'),

  listOnboardingStates: on('onboarding', 'read'),
  createOnboarding: on('onboarding', 'create'),
  updateOnboarding: one('onboarding', 'update'),
  completeOnboardingStep: one('onboarding', 'update'),
} satisfies Record<string, OperationPolicy>
