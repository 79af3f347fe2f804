/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** /users through the real route on the mock marketplace: the demo employer's team (Erin, Priya, Jonas invited). */
const meta = {
  title: 'Routes/Employer/Team',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/users', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const openPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Your team' }, { timeout: 8000 })

/** The team: who is active, whose invitation is pending; one's own row leads to Account settings. */
export const Team: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const jonas = canvas.getByRole('row', { name: /Jonas Weber/ })
    await expect(within(jonas).getByText('Invitation pending')).toBeVisible()
    await expect(within(canvas.getByRole('row', { name: /Priya Patel/ })).getByText('Active')).toBeVisible()
    const own = canvas.getByRole('row', { name: /Erin Employer/ })
    await expect(within(own).queryByRole('button', { name: /Remove/ })).toBeNull()
    await expect(within(own).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings')
  },
}

/** Invite colleague: POST /employer without a password, "Employer created", the new row pending. */
export const InviteColleague: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite colleague' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite colleague' }))
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Mia')
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Moreau')
    await userEvent.type(dialog.getByLabelText(/^Work email/), 'mia@acme-robotics.test')
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await expect(await screen.findByText('Employer created', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(userByEmail('mia@acme-robotics.test')).toMatchObject({ is_active: false, password: '' })
    const row = await canvas.findByRole('row', { name: /Mia Moreau/ }, { timeout: 5000 })
    await expect(within(row).getByText('Invitation pending')).toBeVisible()
  },
}

/** An address already in use: the server's message on the email field, the dialog stays open. */
export const InviteTakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite colleague' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite colleague' }))
    await userEvent.type(dialog.getByLabelText(/^First name/), 'Tara')
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Talent')
    await userEvent.type(dialog.getByLabelText(/^Work email/), demoEmails.talentPublished)
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }))
    await waitFor(() => expect(dialog.getByLabelText(/^Work email/)).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 5000,
    })
    await expect(screen.getByRole('dialog', { name: 'Invite colleague' })).toBeVisible()
  },
}

/** Edit: "Employer updated", the row shows the new name. */
export const EditColleague: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Priya Patel' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit colleague' }))
    await userEvent.clear(dialog.getByLabelText(/^Last name/))
    await userEvent.type(dialog.getByLabelText(/^Last name/), 'Shah')
    await userEvent.click(dialog.getByRole('button', { name: 'Save colleague' }))
    await expect(await screen.findByText('Employer updated', {}, { timeout: 5000 })).toBeInTheDocument()
    await expectShown(canvas.findByRole('row', { name: /Priya Shah/ }, { timeout: 5000 }))
  },
}

/** Remove with confirmation: "Employer deleted", the row is gone. */
export const RemoveColleague: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Jonas Weber' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Jonas Weber?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Remove colleague' }))
    await expect(await screen.findByText('Employer deleted', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Jonas Weber/ })).toBeNull())
    await expect(userByEmail('jonas.weber@acme-robotics.test')).toBeUndefined()
  },
}

/** The server refuses (the last active employer): its sentence in the dialog; nobody was removed. */
export const RemoveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('deleteEmployer', 409, {
        message: [
          'This is the last active employer of the company. Invite a colleague and wait until they activate their account first.',
        ],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const count = db.users.length
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Priya Patel' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Remove Priya Patel?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Remove colleague' }))
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This is the last active employer of the company.',
    )
    await expect(db.users.length).toBe(count)
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listEmployers'))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listEmployers', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The service is restarting/, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** Admins open the directory of every account at the same path (features/users, ADR 0090). */
export const Admin: Story = {
  parameters: { app: { url: '/users', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Users' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}
