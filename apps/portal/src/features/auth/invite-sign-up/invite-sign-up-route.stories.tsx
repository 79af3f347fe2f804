/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

const VALUE = 'storyInvite2026'

/** A pending recruiter invite at a known value, and an expired one, on top of the seeded marketplace. */
function withInvites(context: Parameters<typeof mockMarketplace>[0]) {
  mockMarketplace(context)
  const base = {
    company_id: null,
    company_name: null,
    level: 'recruiter' as const,
    role: 'recruiter' as const,
    invited_by: null,
    invited_by_name: 'Ada Admin',
    created_at: '2026-03-01T09:00:00.000Z',
    accepted_at: null,
  }
  db.invites.unshift(
    {
      ...base,
      value: VALUE,
      email: 'rui.recruiter@hireloop.test',
      status: 'pending',
      expires_at: '2026-03-15T09:00:00.000Z',
    },
    {
      ...base,
      value: 'storyExpired',
      email: 'late@hireloop.test',
      status: 'expired',
      expires_at: '2026-02-15T09:00:00.000Z',
    },
  )
}

/** The invite link through its route on the mock marketplace (ADR 0085). */
const meta = {
  title: 'Routes/Auth/Invite sign-up',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: `/sign-up/invite/${VALUE}` } },
  beforeEach: withInvites,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Sign up: the account is created active in the invite's role, the invite accepted, then on to log in. */
export const SignsUp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByText(/invited as a Recruiter/, {}, { timeout: 8000 }))
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Rui')
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Ramos')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Hireloop#2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Hireloop#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expectShown(canvas.findByRole('heading', { name: 'Your account is ready' }, { timeout: 5000 }))
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await waitFor(() => expect(db.invites.find((i) => i.value === VALUE)?.status).toBe('accepted'))
    const user = db.users.find((u) => u.email === 'rui.recruiter@hireloop.test')
    await expect(user).toMatchObject({ user_type: 'recruiter', recruiter_level: 'recruiter', is_active: true })
  },
}

/** Opened after it expired: the expired page, no form. */
export const Expired: Story = {
  parameters: { app: { url: '/sign-up/invite/storyExpired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This invitation has expired' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** A deleted or made-up link: the not-found page. */
export const Unknown: Story = {
  parameters: { app: { url: '/sign-up/invite/noSuchInvite' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'This invite does not exist or was withdrawn.',
    )
  },
}

/** Someone signed up with the address since the page opened: the server's message, the form stays. */
export const AddressTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(/invited as a Recruiter/, {}, { timeout: 8000 })
    db.invites.find((i) => i.value === VALUE)!.email = demoEmails.talentPublished
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Rui')
    await userEvent.type(canvas.getByLabelText(/^Last name/), 'Ramos')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Hireloop#2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Hireloop#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(
      await screen.findByText(/An account with this email already exists\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible()
  },
}

/** The service is down: the message and Try again. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('getInviteSignUp', 503))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('alert', {}, { timeout: 8000 }))
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
