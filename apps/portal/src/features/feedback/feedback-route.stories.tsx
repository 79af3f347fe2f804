/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/feedback` through the real route on the mock marketplace, for each role. */
const meta = {
  title: 'Routes/Feedback',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/feedback', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Interview scorecards' }, { timeout: 10000 })

/** A recruiter reads every company's scorecards, none of the product ratings. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement)).getAllByRole('row')
    await expect(rows.length).toBeGreaterThan(1)
    for (const row of rows.slice(1)) await expect(row).toHaveTextContent(/\d\.\d \/ 5/)
  },
}

/** The demo employer reads the company's scorecards. */
export const Employer: Story = {
  parameters: { app: { url: '/feedback', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(within(canvasElement).getByText(/Talents never see them\./)).toBeVisible()
  },
}

/** A company without interviews yet: the empty list says where scorecards come from. */
export const EmployerWithout: Story = {
  parameters: { app: { url: '/feedback', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No scorecards yet' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** A talent is told scorecards are internal; the list is never asked for. */
export const Talent: Story = {
  parameters: { app: { url: '/feedback', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Interview feedback is internal' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** The list is on its way. */
export const Loading: Story = loadingStory('listFeedback')

/** The list does not load: what happened, and a way to try again. */
export const ServiceDown: Story = serviceDownStory('listFeedback')
