import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf } from '../../testing/vacancies.ts'
import { UsersScreen, type DirectoryUser } from './users-screen.tsx'

const person = (fields: Partial<DirectoryUser> & Pick<DirectoryUser, 'id' | 'type' | 'fullName'>): DirectoryUser => {
  const [firstName = '', lastName = ''] = fields.fullName.split(' ')
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@hireloop.test`,
    imageUrl: null,
    isActive: true,
    company: null,
    level: null,
    createdAt: '2026-02-01T09:00:00Z',
    ...fields,
  }
}
const USERS: DirectoryUser[] = [
  person({ id: 'u-1', type: 'talent', fullName: 'Tara Talent', createdAt: '2026-03-02T09:00:00Z' }),
  person({
    id: 'u-2',
    type: 'employer',
    fullName: 'Erin Employer',
    company: { id: 'c-1', name: 'Northwind Robotics', imageUrl: null },
  }),
  person({ id: 'u-3', type: 'recruiter', fullName: 'Rita Recruiter', level: 'recruiter' }),
  person({ id: 'u-4', type: 'admin', fullName: 'Ada Admin', level: 'head_of_recruitment' }),
  person({ id: 'u-5', type: 'talent', fullName: 'Nia Newcomer', isActive: false }),
]
const STATE: ListState = { page: 1, size: 10, sort: '-created_at', q: '', filters: {} }

const meta = {
  title: 'Screens/Back office/Users',
  component: UsersScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    result: { kind: 'ready', page: pageOf(USERS, { total: 57 }) },
    state: STATE,
    onChange: fn(),
    onClearFilters: fn(),
  },
} satisfies Meta<typeof UsersScreen>
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Users' })

/** Every type in one table: each row leads to the user's page; the company or level says where they belong. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.getByRole('link', { name: 'Tara Talent' })).toHaveAttribute('href', '/users/talent/u-1')
    await expect(rows.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/users/admin/u-4')
    const erin = within(rows.getByRole('row', { name: /Erin Employer/ }))
    await expect(erin.getByText('Northwind Robotics')).toBeVisible()
    await expect(within(rows.getByRole('row', { name: /Ada Admin/ })).getByText('Head of Recruitment')).toBeVisible()
    await expect(
      within(rows.getByRole('row', { name: /Nia Newcomer/ })).getByText('Waiting for activation'),
    ).toBeVisible()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('57 users')
    await expect(rows.getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'descending')
  },
}

export const SortByEmail: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Email/ }))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'email' })
  },
}

export const FilterByType: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Admins' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { type: 'admin' } })
  },
}

export const FilterWaitingForActivation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Account' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Waiting for activation' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { is_active: 'false' } })
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Users, loading' })).toBeInTheDocument()
  },
}

export const NothingMatches: Story = {
  args: { result: { kind: 'ready', page: pageOf([]) }, state: { ...STATE, q: 'zebra', filters: { type: 'admin' } } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No users match these filters' })).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await expect(args.onClearFilters).toHaveBeenCalled()
  },
}

export const ServiceDown: Story = {
  args: { result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The service is restarting.')
  },
}
