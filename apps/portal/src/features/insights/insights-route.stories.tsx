/// <reference types="msw-storybook-addon/csf3" />
import { db, errorFor, FIXTURE_NOW, loadingForever } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute, storyRouter } from '../../testing/story-app.tsx'

/**
 * The seeded applications sit before the fixtures' date (early March 2026): moved by the time since, so the last
 * 90 days hold them whatever day the story runs, as the route asks for periods counted back from today.
 */
function applicationsAroundToday() {
  const shift = Date.now() - FIXTURE_NOW.getTime()
  const moved = (at: string) => new Date(new Date(at).getTime() + shift).toISOString()
  for (const application of db.applications) {
    application.created_at = moved(application.created_at)
    for (const confirmation of application.hire_confirmation)
      confirmation.confirmed_at = moved(confirmation.confirmed_at)
  }
  for (const message of db.messages) message.sent_at = moved(message.sent_at)
}

/** `/insights` through the real route on the mock marketplace, as a recruiter. */
const meta = {
  title: 'Routes/Recruiter/Insights',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/insights', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
    applicationsAroundToday()
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Insights', level: 1 }, { timeout: 10000 })

/** The last 90 days by default: the fixture applications counted by the mock marketplace. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await heading(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Last 90 days' })).toBeChecked()
    const applications = await canvas.findByText('Applications', { selector: 'dt' }, { timeout: 10000 })
    await expect(applications.nextSibling).toHaveTextContent(String(db.applications.length))
    await expect(canvas.getByRole('img', { name: 'Applications by the furthest step reached' })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Companies with the most applications' })).toBeVisible()
  },
}

/** A preset goes into the URL (a link to share) and the figures follow it. */
export const ChangePeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await heading(canvasElement)
    await canvas.findByRole('img', { name: 'Applications per 2 weeks' }, { timeout: 10000 })
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 30 days' }))
    await waitFor(() => expect(storyRouter!.state.location.search).toBe('?period=30'))
    await expectShown(canvas.findByRole('img', { name: 'Applications per week' }, { timeout: 10000 }))
  },
}

/** A shared link with two dates opens on them; a period without applications says so. */
export const EmptyPeriod: Story = {
  parameters: { app: { url: '/insights?from=2020-01-01&to=2020-01-31', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await heading(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Custom' })).toBeChecked()
    await expect(
      await canvas.findByRole('heading', { name: 'No applications or hires in this period' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** While the figures load, the period picker is already there. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getInsights'))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await heading(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the figures…')
  },
}

/** The service is down: the reason in words, and a retry. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('getInsights', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 15000 })
    await expect(alert).toHaveTextContent('The service is restarting. Try again in a minute.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
