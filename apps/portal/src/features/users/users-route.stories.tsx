/// <reference types="msw-storybook-addon/csf3" />
import { db, errorFor } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute, storyRouter } from '../../testing/story-app.tsx'

/** `/users` on the mock marketplace for the back office: every account; employers keep their team here. */
const meta = {
  title: 'Routes/Back office/Users',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/users', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Users' }, { timeout: 8000 })

/** A recruiter sees every type; a row leads to the user's page. */
export const Directory: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement))
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Users' })).toBeVisible()
    const first = (await rows.findAllByRole('link'))[0]!
    const name = first.textContent ?? ''
    await userEvent.click(first)
    await waitFor(() => expect(storyRouter!.state.location.pathname).toMatch(/^\/users\/\w+\/[\w-]+$/), {
      timeout: 5000,
    })
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 })).toBeVisible()
  },
}

/** The filters live in the URL: a shared link to the admins shows the admins only. */
export const AdminsFromTheUrl: Story = {
  parameters: { app: { url: '/users?type=admin', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const admins = db.users.filter((u) => u.user_type === 'recruiter' && u.is_admin)
    const rows = within(await table(canvasElement))
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(admins.length + 1))
    await expect(rows.getByRole('link', { name: fullName(admins[0]!) })).toHaveAttribute(
      'href',
      `/users/admin/${admins[0]!.id}`,
    )
  },
}

/** The search waits for a pause, then goes to the URL and to page 1. */
export const Search: Story = {
  parameters: { app: { url: '/users?page=2', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search users' }), 'erin')
    await waitFor(() => expect(storyRouter!.state.location.search).toBe('?q=erin'), { timeout: 3000 })
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getByRole('link', { name: 'Erin Employer' })).toBeVisible(),
    )
  },
}

/** Employers keep their company's team at the same path. */
export const EmployerTeam: Story = {
  parameters: { app: { url: '/users', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Your team' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** A talent has no page here: the route table says so. */
export const NotForTalents: Story = {
  parameters: { app: { url: '/users', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Users is for companies or recruiters. You are signed in as a specialist.',
        {},
        { timeout: 8000 },
      ),
    ).toBeVisible()
  },
}

export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listUsers', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      'The service is restarting. Try again in a minute.',
    )
  },
}
