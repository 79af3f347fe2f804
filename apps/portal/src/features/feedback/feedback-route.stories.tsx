/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
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

const table = (canvasElement: HTMLElement, name = 'Interview scorecards') =>
  within(canvasElement).findByRole('table', { name }, { timeout: 10000 })

/** A recruiter reads all feedback: every company's scorecards and the product ratings, each with its score. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement, 'Feedback')).getAllByRole('row')
    await expect(rows.length).toBeGreaterThan(1)
    for (const row of rows.slice(1)) await expect(row).toHaveTextContent(/\d(\.\d)? \/ 5/)
    const total = db.feedbacks.length
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      total === 1 ? '1 entry' : `${total} entries`,
    )
  },
}

/**
 * A recruiter narrows the list by recommendation: only those scorecards are listed (the server filters); "All
 * recommendations" brings all feedback back.
 */
export const RecruiterFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvasElement, 'Feedback')
    const noes = db.feedbacks.filter((f) => f.scorecard?.recommendation === 'no').length
    await userEvent.click(canvas.getByRole('combobox', { name: 'Recommendation' }))
    await userEvent.click(await screen.findByRole('option', { name: 'No' }))
    if (noes === 0) {
      await expect(
        await canvas.findByRole('heading', { name: 'No feedback matches these filters' }, { timeout: 10000 }),
      ).toBeVisible()
    } else {
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(noes === 1 ? '1 entry' : `${noes} entries`),
      )
      for (const row of within(canvas.getByRole('table', { name: 'Feedback' }))
        .getAllByRole('row')
        .slice(1)) {
        await expect(within(row).getByText('No', { exact: true })).toBeVisible()
      }
    }
    await userEvent.click(canvas.getByRole('combobox', { name: 'Recommendation' }))
    await userEvent.click(await screen.findByRole('option', { name: 'All recommendations' }))
    const total = db.feedbacks.length
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${total} entries`), { timeout: 10000 })
  },
}

// The fixtures are drawn from a fixed seed: the vacancy of the first scorecard is the same in every run.
const linked = db.feedbacks.find((f) => f.vacancy)!.vacancy!

/** A shared link to one vacancy's feedback shows only its scorecards, the vacancy picked in its filter. */
export const RecruiterVacancyLink: Story = {
  parameters: { app: { url: `/feedback?vacancy_id=${linked.id}`, signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = within(await table(canvasElement, 'Feedback'))
      .getAllByRole('row')
      .slice(1)
    const count = db.feedbacks.filter((f) => f.vacancy?.id === linked.id).length
    await expect(rows).toHaveLength(count)
    for (const row of rows) await expect(row).toHaveTextContent(linked.title)
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Vacancy' })).toHaveTextContent(linked.title), {
      timeout: 10000,
    })
  },
}

/** The demo employer reads the company's scorecards, without the recruiters' filters. */
export const Employer: Story = {
  parameters: { app: { url: '/feedback', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(within(canvasElement).queryByRole('group', { name: 'Filter feedback' })).toBeNull()
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
