import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { InvitesScreen } from './invites-screen.tsx'

const invite = (
  value: string,
  email: string,
  status: 'pending' | 'accepted' | 'expired',
  extra: { role?: 'employer' | 'recruiter'; companyName?: string; level?: 'sourcer' | 'senior_recruiter' } = {},
) => ({
  value,
  email,
  role: extra.role ?? 'recruiter',
  companyId: extra.companyName ? 'c-1' : null,
  companyName: extra.companyName ?? null,
  level: extra.level ?? null,
  invitedBy: 'a-1',
  invitedByName: 'Ada Admin',
  status,
  createdAt: '2026-03-01T09:00:00.000Z',
  expiresAt: '2026-03-15T09:00:00.000Z',
  acceptedAt: status === 'accepted' ? '2026-03-02T09:00:00.000Z' : null,
})

const INVITES = [
  invite('v1', 'sam.sourcer@hireloop.test', 'pending', { level: 'sourcer' }),
  invite('v2', 'nora@acme-robotics.test', 'accepted', { role: 'employer', companyName: 'Acme Robotics' }),
  invite('v3', 'late@hireloop.test', 'expired', { level: 'senior_recruiter' }),
]

const meta = {
  title: 'Screens/Admin/Invites',
  component: InvitesScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    invites: INVITES,
    total: 3,
    page: 1,
    pageSize: 10,
    pendingOnly: false,
    onPendingOnlyChange: fn(),
    onPageChange: fn(),
    onInvite: fn(async () => undefined),
    onResend: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    loadCompanies: fn(async () => [
      { id: 'c-1', name: 'Acme Robotics' },
      { id: 'c-2', name: 'Northwind Logistics' },
    ]),
  },
} satisfies Meta<typeof InvitesScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Who joins as what, by whom, the status in words; no resend once accepted; actions named after the address. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Email',
      'Joins as',
      'Invited by',
      'Status',
      'Expires',
      'Actions',
    ])
    const sam = within(canvas.getByRole('row', { name: /sam\.sourcer/ }))
    await expect(sam.getByText('Sourcer')).toBeVisible()
    await expect(sam.getByText('Pending')).toBeVisible()
    await expect(sam.getByText('Mar 15, 2026')).toBeVisible()
    const nora = within(canvas.getByRole('row', { name: /nora@/ }))
    await expect(nora.getByText('Employer at Acme Robotics')).toBeVisible()
    await expect(nora.getByText('Accepted')).toBeVisible()
    await expect(nora.queryByRole('button', { name: /Resend/ })).toBeNull()
    await expect(within(canvas.getByRole('row', { name: /late@/ })).getByText('Expired')).toBeVisible()
  },
}

/** Resend asks for the row's invite. */
export const Resend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the invite for late@hireloop.test' }))
    await expect(args.onResend).toHaveBeenCalledWith(expect.objectContaining({ value: 'v3' }))
  },
}

/** Delete asks first; Cancel changes nothing, Delete invite sends. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the invite for sam.sourcer@hireloop.test' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: /Delete the invite for sam/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete the invite for sam.sourcer@hireloop.test' }))
    const again = within(await screen.findByRole('alertdialog', { name: /Delete the invite for sam/ }))
    await userEvent.click(again.getByRole('button', { name: 'Delete invite' }))
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ value: 'v1' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** Invite a recruiter: the level is required; the body carries the level and no company. */
export const InviteRecruiter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite someone' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }))
    await userEvent.type(dialog.getByLabelText(/^Email/), 'rui@hireloop.test')
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expectShown(dialog.findByText('Choose the level they start at'))
    await userEvent.click(dialog.getByRole('radio', { name: 'Senior Recruiter' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'rui@hireloop.test',
      role: 'recruiter',
      level: 'senior_recruiter',
    })
  },
}

/** Invite an employer: the level gives way to a company search; the body carries the company. */
export const InviteEmployer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Invite someone' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Invite someone' }))
    await userEvent.type(dialog.getByLabelText(/^Email/), 'eve@acme-robotics.test')
    await userEvent.click(dialog.getByRole('radio', { name: 'Employer' }))
    await expect(dialog.queryByRole('radio', { name: 'Sourcer' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expectShown(dialog.findByText('Choose the company they join'))
    await userEvent.type(dialog.getByLabelText('Search the company'), 'Acme')
    await userEvent.click(await dialog.findByRole('radio', { name: 'Acme Robotics' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Send invite' }))
    await expect(args.onInvite).toHaveBeenCalledWith({
      email: 'eve@acme-robotics.test',
      role: 'employer',
      companyId: 'c-1',
    })
  },
}

/** Nothing pending: a sentence instead of an empty table; the switch is on. */
export const NonePending: Story = {
  args: { invites: [], total: 0, pendingOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('No invite is waiting for an answer.')
    const toggle = canvas.getByRole('switch', { name: 'Pending only' })
    await expect(toggle).toBeChecked()
    await userEvent.click(toggle)
    await expect(args.onPendingOnlyChange).toHaveBeenCalledWith(false)
  },
}

/** More than a page: the pagination asks for the next one. */
export const Paged: Story = {
  args: { total: 23 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const pages = within(canvas.getByRole('navigation', { name: 'Invite pages' }))
    await userEvent.click(pages.getByRole('button', { name: /next page/i }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}
