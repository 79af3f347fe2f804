import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf } from '../../testing/vacancies.ts'
import type { AuditEntry } from '../../lib/audit/audit-trail.tsx'
import { UserScreen, type UserProfile } from './user-screen.tsx'

const NONE = { talentStatus: null, resume: null, applications: null, vacancies: null, invites: null }
const TARA: UserProfile = {
  id: 'u-1',
  type: 'talent',
  firstName: 'Tara',
  lastName: 'Talent',
  fullName: 'Tara Talent',
  email: 'talent.published@hireloop.test',
  imageUrl: null,
  isActive: true,
  company: null,
  level: null,
  createdAt: '2026-01-12T08:00:00Z',
  ...NONE,
  talentStatus: 'open_to_work',
  resume: { id: 'r-1', draft: false },
  applications: {
    total: 7,
    recent: [
      {
        id: 'a-1',
        status: 'interview_scheduled',
        vacancyId: 'v-1',
        vacancyTitle: 'Robotics engineer',
        companyName: 'Northwind Robotics',
        updatedAt: '2026-11-20T10:00:00Z',
      },
      {
        id: 'a-2',
        status: 'applied',
        vacancyId: 'v-2',
        vacancyTitle: 'Data engineer',
        companyName: 'Lumen Health',
        updatedAt: '2026-11-12T10:00:00Z',
      },
    ],
  },
}
const ERIN: UserProfile = {
  ...TARA,
  ...NONE,
  id: 'u-2',
  type: 'employer',
  firstName: 'Erin',
  lastName: 'Employer',
  fullName: 'Erin Employer',
  email: 'employer@hireloop.test',
  company: { id: 'c-1', name: 'Northwind Robotics', imageUrl: null },
  vacancies: {
    total: 1,
    recent: [
      {
        id: 'v-1',
        title: 'Robotics engineer',
        status: 'Active',
        draft: false,
        companyName: 'Northwind Robotics',
        createdAt: '2026-10-01T08:00:00Z',
      },
    ],
  },
}
const ADA: UserProfile = {
  ...TARA,
  ...NONE,
  id: 'u-4',
  type: 'admin',
  firstName: 'Ada',
  lastName: 'Admin',
  fullName: 'Ada Admin',
  email: 'admin@hireloop.test',
  level: 'head_of_recruitment',
  vacancies: { total: 0, recent: [] },
  invites: {
    total: 2,
    recent: [
      { email: 'new.sourcer@hireloop.test', role: 'recruiter', status: 'pending', createdAt: '2026-11-21T08:00:00Z' },
      { email: 'hana@northwind.test', role: 'employer', status: 'accepted', createdAt: '2026-10-23T08:00:00Z' },
    ],
  },
}
const NIA: UserProfile = {
  ...TARA,
  id: 'u-5',
  firstName: 'Nia',
  lastName: 'Newcomer',
  fullName: 'Nia Newcomer',
  email: 'talent.new@hireloop.test',
  isActive: false,
  resume: null,
  applications: { total: 0, recent: [] },
}

const ENTRIES: AuditEntry[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    requestId: 'req-1',
    operationId: 'updateMe',
    actorId: 'u-1',
    actorRole: 'talent',
    objectType: 'user',
    objectId: 'u-1',
    before: { first_name: 'Tara', last_name: 'Talbot' },
    after: { first_name: 'Tara', last_name: 'Talent' },
    createdAt: '2026-11-21T14:30:00Z',
  },
]

const meta = {
  title: 'Screens/Back office/User',
  component: UserScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    user: TARA,
    audit: { result: { kind: 'ready', page: pageOf(ENTRIES) }, page: 1, pageSize: 10, onPageChange: fn() },
  },
} satisfies Meta<typeof UserScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A talent: status, the resume and the latest applications, each linking to its page; the history below. */
export const Talent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tara Talent' })).toBeVisible()
    await expect(canvas.getByText('Open to work')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Published resume' })).toHaveAttribute('href', '/resume/r-1')
    await expect(canvas.getByRole('heading', { name: 'Applications (7)' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Robotics engineer at Northwind Robotics' })).toHaveAttribute(
      'href',
      '/application-resume/a-1',
    )
    await expect(canvas.getByText('The latest 2 of 7.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: '← All users' })).toHaveAttribute('href', '/users')
    const history = within(canvas.getByRole('region', { name: 'History' }))
    await expect(history.getByText('Talbot → Talent')).toBeVisible()
  },
}

/** An employer: the company (to the companies list) and the vacancies they created. */
export const Employer: Story = {
  args: { user: ERIN },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Northwind Robotics' })).toHaveAttribute(
      'href',
      '/companies?q=Northwind%20Robotics',
    )
    await expect(canvas.getByRole('link', { name: 'Robotics engineer' })).toHaveAttribute('href', '/vacancy/v-1')
    await expect(canvas.queryByRole('heading', { name: /^Applications/ })).toBeNull()
  },
}

/** An admin: the level, no vacancies yet, and the invites they sent with their state. */
export const Admin: Story = {
  args: { user: ADA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Head of Recruitment')).toBeVisible()
    await expect(canvas.getByText('No vacancies created.')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Invites sent (2)' })).toBeVisible()
    await expect(canvas.getByText('Recruiter · Pending · sent Nov 21, 2026')).toBeVisible()
  },
}

/** A talent who has not activated yet, with nothing to show and no history. */
export const NewcomerWithNothing: Story = {
  args: {
    user: NIA,
    audit: { result: { kind: 'ready', page: pageOf([]) }, page: 1, pageSize: 10, onPageChange: fn() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Waiting for activation')).toBeVisible()
    await expect(canvas.getByText('No resume yet.')).toBeVisible()
    await expect(canvas.getByText('No applications yet.')).toBeVisible()
    await expect(canvas.getByText('Nothing has been recorded yet.')).toBeVisible()
  },
}

/** The history cannot be read (the caller's rules, or the service): the rest of the page stands. */
export const HistoryFailed: Story = {
  args: {
    audit: {
      result: { kind: 'error', message: 'A Sourcer cannot read the audit log.', retry: fn() },
      page: 1,
      pageSize: 10,
      onPageChange: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('A Sourcer cannot read the audit log.')
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tara Talent' })).toBeVisible()
  },
}

export const HistoryLoading: Story = {
  args: { audit: { result: { kind: 'loading' }, page: 1, pageSize: 10, onPageChange: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'History, loading' })).toBeInTheDocument()
  },
}
