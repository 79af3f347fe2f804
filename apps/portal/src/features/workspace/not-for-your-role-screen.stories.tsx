import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { NotForYourRoleScreen } from './not-for-your-role-screen.tsx'

/** The role guard's page on its own; `Routes/Role guard` shows it inside the shell, reached through the router. */
const meta = {
  title: 'Screens/Workspace/Not for your role',
  component: NotForYourRoleScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { page: 'Vacancies', audience: 'recruiters', role: 'a specialist' },
} satisfies Meta<typeof NotForYourRoleScreen>
export default meta
type Story = StoryObj<typeof meta>

export const TalentOnARecruiterPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'This page is not for your role' })).toBeVisible()
    await expect(canvas.getByText('Vacancies is for recruiters. You are signed in as a specialist.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/')
  },
}

export const RecruiterOnACompanyPage: Story = {
  args: { page: 'Matching', audience: 'specialists or companies', role: 'a recruiter' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Matching is for specialists or companies. You are signed in as a recruiter.'),
    ).toBeVisible()
  },
}
