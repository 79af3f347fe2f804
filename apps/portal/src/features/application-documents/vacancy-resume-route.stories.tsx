/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** A seeded application waiting for the decision, and a published resume that never applied to its vacancy. */
const waiting = () => db.applications.find((a) => a.status === 'waiting')!
const notApplied = () =>
  db.resumes.find(
    (r) => !r.draft && !db.applications.some((a) => a.vacancy_id === waiting().vacancy_id && a.resume_id === r.id),
  )!
const saved = (id: string) => db.applications.find((a) => a.id === id)!

/** `/vacancy/:id/resume?resume=` through the real route on the mock marketplace, as the demo recruiter. */
const meta = {
  title: 'Routes/Applications/Vacancy resume',
  render: renderRoute,
  parameters: {
    layout: 'fullscreen',
    app: { url: `/vacancy/${waiting().vacancy_id}/resume?resume=${waiting().resume_id}`, signedInAs: 'recruiter' },
  },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const aside = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('complementary', { name }, { timeout: 10000 }))

/** A resume with an application to the vacancy: the recruiter's moves; Make an offer is saved. */
export const WithApplication: Story = {
  play: async ({ canvasElement }) => {
    const side = await aside(canvasElement, 'Application')
    const { id } = waiting()
    await expect(side.getByRole('list', { name: /^Why .+ matches$/ })).toBeVisible()
    await userEvent.click(side.getByRole('button', { name: 'Make an offer' }))
    await expectShown(side.findByText('Status updated', {}, { timeout: 5000 }))
    await expect(saved(id).status).toBe('offer_made')
  },
}

/** A resume that never applied: the score and reasons computed now, no application panel. */
export const WithoutApplication: Story = {
  parameters: {
    app: { url: `/vacancy/${waiting().vacancy_id}/resume?resume=${notApplied().id}`, signedInAs: 'recruiter' },
  },
  play: async ({ canvasElement }) => {
    const side = await aside(canvasElement, 'Match')
    await expect(side.getByRole('img', { name: /^Match score \d+ out of 100$/ })).toBeVisible()
    await expect(side.queryByRole('group', { name: 'Status actions' })).toBeNull()
  },
}

/** No resume named: how to choose one. */
export const PickResume: Story = {
  parameters: { app: { url: `/vacancy/${waiting().vacancy_id}/resume`, signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: /^Choose a resume to weigh against / }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the vacancy' })).toHaveAttribute(
      'href',
      `/vacancy/${waiting().vacancy_id}`,
    )
  },
}

/** A resume id that does not exist: not available. */
export const NotAvailable: Story = {
  parameters: {
    app: {
      url: `/vacancy/${waiting().vacancy_id}/resume?resume=00000000-0000-4000-8000-000000000000`,
      signedInAs: 'recruiter',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'This application is not available' },
        { timeout: 10000 },
      ),
    ).toBeVisible()
  },
}

export const ServiceDown: Story = serviceDownStory('scoreMatching', 'Matching is restarting. Try again in a minute.')
