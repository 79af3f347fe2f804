import { z } from 'zod'
import { FORM_MESSAGES as M } from './form.messages.ts'
import { confirmation, emailField, passwordField, personNameField } from './form.schemas.ts'

export const INVITE_ROLES = ['recruiter', 'employer'] as const
export const INVITE_LEVELS = ['sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment'] as const

/**
 * The admin's "Invite someone" form (ADR 0085): an employer joins a company, a recruiter starts at a level. Only the
 * role's own field is checked and sent, so switching the role back and forth leaves nothing stale in the body.
 */
export const inviteSchema = z
  .object({
    email: emailField(),
    role: z.enum(INVITE_ROLES, { error: M.required }),
    companyId: z.string(),
    level: z.enum(INVITE_LEVELS).or(z.literal('')),
  })
  .superRefine((values, context) => {
    if (values.role === 'employer' && values.companyId === '') {
      context.addIssue({ code: 'custom', path: ['companyId'], message: 'Choose the company they join' })
    }
    if (values.role === 'recruiter' && values.level === '') {
      context.addIssue({ code: 'custom', path: ['level'], message: 'Choose the level they start at' })
    }
  })

export type InviteValues = z.input<typeof inviteSchema>
export type InviteData = z.output<typeof inviteSchema>

export const emptyInvite: InviteValues = { email: '', role: 'recruiter', companyId: '', level: '' }

export type CreateInviteBody =
  | { email: string; role: 'employer'; companyId: string }
  | { email: string; role: 'recruiter'; level: (typeof INVITE_LEVELS)[number] }

export function toCreateInviteBody(data: InviteData): CreateInviteBody {
  return data.role === 'employer'
    ? { email: data.email, role: 'employer', companyId: data.companyId }
    : { email: data.email, role: 'recruiter', level: data.level as (typeof INVITE_LEVELS)[number] }
}

/** Signing up from an invite link: the address is the invite's, so name and password only (docs/product.md §5 rules). */
export const inviteSignUpSchema = confirmation(
  z.object({
    firstName: personNameField(),
    lastName: personNameField(),
    password: passwordField(),
    confirmPassword: z.string({ error: M.required }).min(1, { error: M.required }),
  }),
  'password',
  'confirmPassword',
)

export type InviteSignUpValues = z.input<typeof inviteSignUpSchema>
export type InviteSignUpData = z.output<typeof inviteSignUpSchema>

export const emptyInviteSignUp: InviteSignUpValues = { firstName: '', lastName: '', password: '', confirmPassword: '' }

/** The confirmation is never sent (docs/product.md §5). */
export function toAcceptInviteBody({ firstName, lastName, password }: InviteSignUpData) {
  return { firstName, lastName, password }
}
