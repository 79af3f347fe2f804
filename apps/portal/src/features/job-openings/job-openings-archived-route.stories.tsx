/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/job-openings/archived` through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Job openings/Archived',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/job-openings/archived', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const archived = () =>
  db.vacancies.filter((v) => v.company_id === userByEmail(demoEmails.employer)!.company_id && v.status === 'Archived')
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Archived vacancies' }, { timeout: 8000 })

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    await expect(cards.getAllByRole('article')).toHaveLength(archived().length)
  },
}

/** Delete an archived vacancy nobody applied to (the server refuses the others): "Vacancy removed", gone. */
export const Delete: Story = {
  beforeEach() {
    const target = archived()[0]!
    db.applications.splice(0, db.applications.length, ...db.applications.filter((a) => a.vacancy_id !== target.id))
    target.applications_count = 0
  },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    const target = archived()[0]!
    await userEvent.click(cards.getByRole('button', { name: `Delete ${target.title}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await screen.findByText('Vacancy removed', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(cards.queryByRole('article', { name: target.title })).toBeNull(), { timeout: 5000 })
  },
}

/** The server refuses to delete a vacancy with applications: its sentence in the dialog; nothing is removed. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('deleteVacancy', 409, { message: ['This vacancy has applications: archive it instead.'] }))
  },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    const target = archived()[0]!
    await userEvent.click(cards.getByRole('button', { name: `Delete ${target.title}` }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This vacancy has applications: archive it instead.',
    )
    await expect(db.vacancies.some((v) => v.id === target.id)).toBe(true)
  },
}

export const Empty: Story = {
  parameters: { app: { url: '/job-openings/archived', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No archived vacancies' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}
