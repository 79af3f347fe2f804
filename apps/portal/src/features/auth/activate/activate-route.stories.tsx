/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails, errorFor, loadingForever, mockUrl, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

// The mock marketplace is seeded the same way in every run, so these links are the same every time.
const talent = userByEmail('talent.inactive@hireloop.test')!
const employer = userByEmail(demoEmails.employerNew)!
const talentLink = `/activate/talent/${talent.id}?token=${talent.activation_token}`
// A colleague the demo employer invited (ADR 0063): no password yet.
const invited = userByEmail('jonas.weber@acme-robotics.test')!
const invitedLink = `/activate/employer/${invited.id}?token=${invited.activation_token}`

/**
 * The verification link through the real route module: the loader activates the account before the page shows
 * (once per link), the screen reads the answer. Each state is set by the mock marketplace's handlers.
 */
const meta = {
  title: 'Routes/Auth/Activate',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: talentLink } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement)

export const TalentActivated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Your account is active' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Talent profile activated')
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await expect(document.title).toBe('Activate your account · Hireloop')
  },
}

/** An employer's link: after activation, Log in opens the company sign-in. */
export const EmployerActivated: Story = {
  parameters: {
    app: { url: `/activate/employer/${employer.id}?token=${employer.activation_token}` },
  },
  beforeEach() {
    userByEmail(demoEmails.employerNew)!.is_active = false
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expectShown(canvas.findByText('Employer profile activated', {}, { timeout: 5000 }))
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?company=true')
  },
}

/** A used, expired or altered link: the server's message and what to do, no way to retry the same link. */
export const LinkDoesNotWork: Story = {
  parameters: { app: { url: `/activate/talent/${talent.id}?token=not-the-token` } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This link does not work' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
}

/** The service fails: the pattern's error state says so in a sentence and offers to try again. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('activateTalent', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** The service recovers: Try again runs the route's loader again and the account is activated. */
export const ServiceRecovers: Story = {
  beforeEach({ msw }) {
    const unavailable = () => HttpResponse.json({ message: ['The service is restarting.'] }, { status: 503 })
    msw.use(http.post(mockUrl('', '/register/activate_talent/{id}'), unavailable, { once: true }))
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })
    await userEvent.click(retry)
    await expectShown(canvas.findByText('Talent profile activated', {}, { timeout: 5000 }))
  },
}

/** The answer has not come yet: the pattern's pending state, announced once. */
export const Activating: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('activateTalent'))
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent(
      'Loading the page',
    )
  },
}

/** An invited colleague chooses a password; the account is active and Log in opens the company sign-in. */
export const InvitedEmployer: Story = {
  parameters: { app: { url: invitedLink } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'Choose your password' }, { timeout: 5000 }))
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Choose#2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Choose#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expectShown(canvas.findByText('Employer profile activated', {}, { timeout: 5000 }))
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?company=true')
    await expect(userByEmail('jonas.weber@acme-robotics.test')).toMatchObject({
      is_active: true,
      password: 'Choose#2026',
    })
  },
}

/** The link stopped working while the colleague chose a password: the page says so instead of the form. */
export const InvitedLinkExpiredMeanwhile: Story = {
  parameters: { app: { url: invitedLink } },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement)
    await canvas.findByRole('heading', { name: 'Choose your password' }, { timeout: 5000 })
    userByEmail('jonas.weber@acme-robotics.test')!.activation_token = 'replaced'
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Choose#2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Choose#2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Activate account' }))
    await expect(
      await canvas.findByRole('heading', { name: 'This link does not work' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
  },
}
