/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

const tara = userByEmail(demoEmails.talentPublished)!
const erin = userByEmail(demoEmails.employer)!

/** `/users/:type/:id` on the mock marketplace: one user, their objects and their history. */
const meta = {
  title: 'Routes/Back office/User',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: `/users/talent/${tara.id}`, signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 })

/** A talent with a resume and applications from the fixture; the mock keeps no history, so none shows. */
export const Talent: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Tara Talent')
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Published resume' })).toHaveAttribute(
      'href',
      `/resume/${tara.resume!.id}`,
    )
    const count = db.applications.filter((a) => a.talent_id === tara.id).length
    await expect(canvas.getByRole('heading', { name: `Applications (${count})` })).toBeVisible()
    await expectShown(canvas.findByText('Nothing has been recorded yet.', {}, { timeout: 5000 }))
  },
}

export const Employer: Story = {
  parameters: { app: { url: `/users/employer/${erin.id}`, signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Erin Employer')
    await expect(within(canvasElement).getByRole('heading', { name: 'Vacancies created (0)' })).toBeVisible()
  },
}

/** A type that does not match the user: the server's sentence. */
export const WrongType: Story = {
  parameters: { app: { url: `/users/employer/${tara.id}`, signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('User not found.', {}, { timeout: 8000 })).toBeVisible()
  },
}

/** A type that is none of the four is a page that does not exist. */
export const UnknownType: Story = {
  parameters: { app: { url: `/users/guest/${tara.id}`, signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'This page does not exist')).toBeVisible()
  },
}

/** The history fails on its own; the profile stays. */
export const HistoryFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listAuditEntries', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Tara Talent')
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The service is restarting.',
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getUser'))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
  },
}
