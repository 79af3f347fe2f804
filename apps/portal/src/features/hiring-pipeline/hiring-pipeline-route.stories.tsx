/// <reference types="msw-storybook-addon/csf3" />
import { errorFor, loadingForever } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/job-openings/hiring-pipeline` through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Job openings/Hiring pipeline',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/job-openings/hiring-pipeline', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const board = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: /^Hiring pipeline of / }, { timeout: 10000 })

/** The board of the newest vacancy with applications, four columns in order. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const grids = within(await board(canvasElement)).getAllByRole('grid')
    await expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Prequalified talents',
      'Qualification',
      'Interview',
      'Decision pending',
    ])
  },
}

/** A company without vacancies: how to get applicants. */
export const NoVacancies: Story = {
  parameters: { app: { url: '/job-openings/hiring-pipeline', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No active vacancies yet' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Find talents in Matching' })).toHaveAttribute('href', '/matching')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listVacancies'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('listVacancyApplications', 503, { message: ['The service is restarting. Try again in a minute.'] }),
    )
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}
