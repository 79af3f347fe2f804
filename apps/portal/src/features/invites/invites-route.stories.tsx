/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** /invite through the real route on the mock marketplace, as the demo admin (ADR 0085). */
const meta = {
  title: 'Routes/Admin/Invites',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/invite', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const openPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Invites' }, { timeout: 8000 })

/** The seeded invites, one badge per status; Pending only narrows the list. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    for (const label of ['Pending', 'Accepted', 'Expired']) {
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0)
    }
    await userEvent.click(canvas.getByRole('switch', { name: 'Pending only' }))
    await waitFor(() => expect(canvas.queryByText('Accepted')).toBeNull(), { timeout: 5000 })
    await expect(canvas.queryByText('Expired')).toBeNull()
  },
}

/** Invite a recruiter: "Invite sent", the new row pending. */
export const InviteRecruiter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite someone' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }))
    await userEvent.type(dialog.getByLabelText(/^Email/), 'rui@hireloop.test')
    await userEvent.click(dialog.getByRole('radio', { name: 'Sourcer' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expect(await screen.findByText('Invite sent', {}, { timeout: 5000 })).toBeInTheDocument()
    const row = await canvas.findByRole('row', { name: /rui@hireloop\.test/ }, { timeout: 5000 })
    await expect(within(row).getByText('Pending')).toBeVisible()
  },
}

/** An address with an account: the server's message under Email, the dialog stays open. */
export const InviteTakenEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite someone' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }))
    await userEvent.type(dialog.getByLabelText(/^Email/), 'recruiter@hireloop.test')
    await userEvent.click(dialog.getByRole('radio', { name: 'Sourcer' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expect(
      await dialog.findByText('An account with this email already exists.', {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** Delete after confirmation: "Invite deleted", the row gone, the link dead. */
export const DeleteInvite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const target = db.invites[0]!
    await userEvent.click(canvas.getByRole('button', { name: `Delete the invite for ${target.email}` }))
    const dialog = within(await screen.findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete invite' }))
    await expect(await screen.findByText('Invite deleted', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(canvas.queryByRole('row', { name: new RegExp(target.email) })).toBeNull())
    await expect(db.invites.some((i) => i.value === target.value)).toBe(false)
  },
}

/** A recruiter who is not an admin meets the page that says the route is not for them. */
export const NotForRecruiters: Story = {
  parameters: { app: { url: '/invite', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByText('This page is not for your role', {}, { timeout: 8000 }))
  },
}
