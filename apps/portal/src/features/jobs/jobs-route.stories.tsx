/// <reference types="msw-storybook-addon/csf3" />
import { errorFor, loadingForever } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/application` through the real route on the mock marketplace, signed in as the demo talent (jobs in every tab). */
const meta = {
  title: 'Routes/Jobs',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/application', signedInAs: 'talentPublished' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const tabs = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tablist', { name: 'Jobs by stage' }, { timeout: 10000 })

/** Every tab with the demo talent's count; the first, Prequalified jobs, is open. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const list = await tabs(canvasElement)
    await expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Prequalified jobs 2(2 jobs)',
      'Matched jobs 1(1 job)',
      'Interview 1(1 job)',
      'Decision pending 2(2 jobs)',
      'Closed 1(1 job)',
    ])
    await expect(within(list).getByRole('tab', { name: /^Prequalified jobs/ })).toHaveAttribute('aria-selected', 'true')
  },
}

/** A shared link opens its tab: the offer to accept and the hire to confirm. */
export const DecisionTab: Story = {
  parameters: { app: { url: '/application?group=decision', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await tabs(canvasElement)
    const panel = canvas.getByRole('tabpanel', { name: /^Decision pending/ })
    await expect(within(panel).getByRole('button', { name: 'Accept offer' })).toBeVisible()
    await expect(within(panel).getByRole('button', { name: 'Confirm hire' })).toBeVisible()
  },
}

/** "I'm interested" on a prequalified job: saved, announced, and the job is counted under Matched jobs. */
export const Move: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await tabs(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'I’m interested' }))
    const said = await canvas.findByText(/is now under Matched jobs\.$/, {}, { timeout: 10000 })
    await expect(said).toHaveAttribute('role', 'status')
    await expect(said).toHaveTextContent(/^Status updated\. “.+” is now under Matched jobs\.$/)
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Matched jobs (2 jobs)' })).toBeVisible())
    await expect(canvas.getByRole('tab', { name: 'Prequalified jobs (1 job)' })).toBeVisible()
  },
}

/** The server refuses the move: its sentence shows on the job, and the tabs keep their counts. */
export const RefusedMove: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('setApplicationStatus', 409, { message: ['This application changed meanwhile.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await tabs(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'I’m interested' }))
    await expectShown(canvas.findByText('This application changed meanwhile.', {}, { timeout: 10000 }))
    await expect(canvas.getByRole('tab', { name: 'Prequalified jobs (2 jobs)' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'I’m interested' })).toBeEnabled()
  },
}

/** A talent without jobs: the way to Matching. */
export const Empty: Story = {
  parameters: { app: { url: '/application', signedInAs: 'talentNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'No jobs yet' }, { timeout: 10000 }))
    await expect(canvas.getByRole('link', { name: 'Find jobs in Matching' })).toHaveAttribute('href', '/matching')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listApplications'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

/** The list does not load: what happened, and a way to try again. */
export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listApplications', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
