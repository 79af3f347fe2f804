import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf, STORY_NOW, vacancyOf } from '../../testing/vacancies.ts'
import { ArchivedJobOpeningsScreen } from './archived-job-openings-screen.tsx'

const closed = vacancyOf({ status: 'Archived', archivedAt: '2026-02-20T09:00:00Z' })
const unused = vacancyOf({
  id: 'v-4',
  title: 'Office Manager',
  status: 'Archived',
  archivedAt: null,
  applicationsCount: 0,
})

const meta = {
  title: 'Screens/Job openings/Archived',
  component: ArchivedJobOpeningsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    vacancies: pageOf([closed, unused]),
    now: STORY_NOW,
    onPageChange: fn(),
    onDelete: fn<VacancyAction>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof ArchivedJobOpeningsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Read only: View and Delete, when it was archived and how many applied; no Edit, Archive or pipeline. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('article', { name: 'Senior Backend Engineer' }))
    await expect(first.getByText('Archived 10 days ago · 7 applications')).toBeVisible()
    await expect(first.getByRole('link', { name: 'View Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/vacancy/v-1',
    )
    await expect(first.queryByRole('link', { name: /Edit/ })).toBeNull()
    await expect(first.queryByRole('button', { name: /Archive/ })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Job Openings' })).toHaveAttribute('href', '/job-openings')
  },
}

/** Deleting asks first; confirmed, the vacancy is deleted and the dialog closes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Office Manager' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await expect(dialog).toHaveTextContent('This cannot be undone.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(args.onDelete).toHaveBeenCalledOnce()
    await expect(args.onDelete).toHaveBeenCalledWith(unused)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** The server refuses to delete a vacancy with applications: its sentence, in the dialog, which stays open. */
export const DeleteRefused: Story = {
  args: {
    onDelete: fn<VacancyAction>(async () => ({
      ok: false,
      message: 'This vacancy has applications: archive it instead.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Senior Backend Engineer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This vacancy has applications: archive it instead.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled()
  },
}

export const Empty: Story = {
  args: { vacancies: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No archived vacancies' })).toBeVisible()
  },
}
