import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { RecruitersScreen } from './recruiters-screen.tsx'

const recruiter = (
  id: string,
  firstName: string,
  lastName: string,
  level: 'sourcer' | 'recruiter' | 'senior_recruiter' | 'head_of_recruitment',
  isAdmin = false,
) => ({
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@hireloop.test`,
  level,
  isAdmin,
  imageUrl: null,
  createdAt: '2026-01-12T09:00:00.000Z',
})

const TEAM = [
  recruiter('u-1', 'Ada', 'Admin', 'head_of_recruitment', true),
  recruiter('u-2', 'Rita', 'Recruiter', 'recruiter'),
  recruiter('u-3', 'Sami', 'Sourcer', 'sourcer'),
  recruiter('u-4', 'Selma', 'Senior', 'senior_recruiter'),
]
const pageOf = (results: typeof TEAM, total = results.length) => ({
  results,
  total,
  size: 10,
  currentPage: 1,
  next: total > 10 ? 2 : null,
  previous: null,
})

const meta = {
  title: 'Screens/Admin/Recruiters',
  component: RecruitersScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    team: pageOf(TEAM),
    level: null,
    onLevelFilter: fn(),
    onPageChange: fn(),
    onChangeLevel: fn(async () => undefined),
  },
} satisfies Meta<typeof RecruitersScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The team: name, email, level (a select per row), the admin badge and when they joined. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'The recruiting team' })
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Level', 'Role', 'Created'])
    const ada = within(canvas.getByRole('row', { name: /Ada Admin/ }))
    await expect(ada.getByText('Admin')).toBeVisible()
    await expect(ada.getByText('Jan 12, 2026')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add recruiter' })).toHaveAttribute('href', '/create-recruiter')
  },
}

/** Changing Sami's level from the row's select, by keyboard. */
export const ChangeLevel: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Level of Sami Sourcer' })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('option', { name: 'Recruiter' }))
    await waitFor(() => expect(args.onChangeLevel).toHaveBeenCalledWith('u-3', 'recruiter'))
  },
}

/** Filtering by level asks for that level. */
export const Filter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Level' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Senior Recruiter' }))
    await waitFor(() => expect(args.onLevelFilter).toHaveBeenCalledWith('senior_recruiter'))
  },
}

/** No one at the chosen level. */
export const EmptyLevel: Story = {
  args: { team: pageOf([]), level: 'head_of_recruitment' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Head of Recruitment yet' })).toBeVisible()
  },
}

/** More than a page: pages to move through. */
export const Paged: Story = {
  args: { team: pageOf(TEAM, 14) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /next page/i }))
    await waitFor(() => expect(args.onPageChange).toHaveBeenCalledWith(2))
  },
}
