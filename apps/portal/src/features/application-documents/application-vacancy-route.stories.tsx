/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import type { ApplicationStatus } from '@hireloop/flows/rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** The demo talent's application in `status` (the mock gives her one in every group); the seed is the same each time. */
const taras = (status: ApplicationStatus) =>
  db.applications.find((a) => a.talent_id === userByEmail(demoEmails.talentPublished)!.id && a.status === status)!
const urlOf = (status: ApplicationStatus) => `/application/${taras(status).id}/vacancy`
const saved = (id: string) => db.applications.find((a) => a.id === id)!

/** `/application/:applicationId/vacancy` through the real route on the mock marketplace, as the published demo talent. */
const meta = {
  title: 'Routes/Applications/Application vacancy',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: urlOf('interview_scheduled'), signedInAs: 'talentPublished' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const application = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('complementary', { name: 'Application' }, { timeout: 10000 }))

/** The vacancy of her interview, where the application stands, her one move (Withdraw) and why they match. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { vacancy } = taras('interview_scheduled')
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible()
    await expect(side.getByText('Interview scheduled')).toBeVisible()
    await expect(side.getByRole('group', { name: 'Status actions' })).toHaveTextContent(/^Withdraw$/)
    await expect(side.getByRole('img', { name: /^Match score \d+ out of 100$/ })).toBeVisible()
    await expect(side.getByRole('list', { name: `Why ${vacancy.title} matches` })).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute(
      'href',
      '/application',
    )
  },
}

/** The company showed interest; she accepts: "You’re successfully matched!", and the mock saved it. */
export const AcceptSucceeds: Story = {
  parameters: { app: { url: urlOf('employer_interested'), signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = taras('employer_interested')
    await userEvent.click(side.getByRole('button', { name: 'Accept' }))
    await expectShown(side.findByText('You’re successfully matched!', {}, { timeout: 5000 }))
    await expect(side.getByText('Talent accepted')).toBeVisible()
    await expect(saved(id).status).toBe('talent_accepted')
  },
}

/** The mock refuses the move with a sentence: it shows beside the vacancy and the status stays. */
export const AcceptRefused: Story = {
  parameters: { app: { url: urlOf('employer_interested'), signedInAs: 'talentPublished' } },
  beforeEach({ msw }) {
    msw.use(...errorFor('setApplicationStatus', 409, { message: ['The company withdrew its interest meanwhile.'] }))
  },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = taras('employer_interested')
    await userEvent.click(side.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(side.getByRole('alert')).toHaveTextContent('The company withdrew its interest meanwhile.'),
    )
    await expect(side.getByText('Employer interested')).toBeVisible()
    await expect(saved(id).status).toBe('employer_interested')
  },
}

/** Her offer is accepted and the company confirmed: she confirms in the dialog, "Hire was confirmed". */
export const ConfirmHire: Story = {
  parameters: { app: { url: urlOf('offer_accepted'), signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = taras('offer_accepted')
    await userEvent.click(side.getByRole('button', { name: 'Confirm hire' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the hire' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm hire' }))
    await expectShown(dialog.findByText('Hire was confirmed', {}, { timeout: 5000 }))
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }))
    await expect(side.getByText('Hired')).toBeVisible()
    await expect(
      saved(id)
        .hire_confirmation.map((c) => c.confirmed_by.type)
        .sort(),
    ).toEqual(['employer', 'talent'])
  },
}

/** Another talent's application: not available, never why, and the way back to her Jobs. */
export const NotAvailable: Story = {
  parameters: {
    app: {
      url: `/application/${db.applications.find((a) => a.talent_id !== userByEmail(demoEmails.talentPublished)!.id)!.id}/vacancy`,
      signedInAs: 'talentPublished',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This application is not available' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/application')
  },
}

export const Loading: Story = loadingStory('getApplication')

export const ServiceDown: Story = serviceDownStory('getApplication')
