import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { TeamScreen } from './team-screen.tsx'

const member = (id: string, firstName: string, lastName: string, isActive: boolean) => ({
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@acme.test`,
  companyId: 'c-1',
  imageUrl: null,
  isActive,
  createdAt: '2026-02-03T09:00:00.000Z',
})

const meta = {
  title: 'Screens/Employer/Team',
  component: TeamScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Acme Robotics',
    employers: [
      member('e-1', 'Erin', 'Employer', true),
      member('e-2', 'Priya', 'Patel', true),
      member('e-3', 'Jonas', 'Weber', false),
    ],
    currentUserId: 'e-1',
    onInvite: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof TeamScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Columns by name, the status in words, the joined date; actions named after the colleague. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Team of Acme Robotics' })).toBeVisible()
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Status',
      'Joined',
      'Actions',
    ])
    await expect(within(canvas.getByRole('row', { name: /Jonas Weber/ })).getByText('Feb 3, 2026')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Remove Jonas Weber' })).toBeEnabled()
  },
}

/** Alone in the company: an invitation to invite, no action on one's own row. */
export const OnlyYou: Story = {
  args: { employers: [member('e-1', 'Erin', 'Employer', true)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/You are the only one here yet/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull()
  },
}
