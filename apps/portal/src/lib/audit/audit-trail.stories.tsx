import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { pageOf } from '../../testing/vacancies.ts'
import { AuditTrail, type AuditEntry } from './audit-trail.tsx'

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  requestId: `req-${id}`,
  operationId: 'updateMe',
  actorId: '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11',
  actorRole: 'talent',
  objectType: 'user',
  objectId: '6f1c1b8e-4a52-4a4e-9d43-3c1f0a8f5b11',
  before: null,
  after: null,
  createdAt: '2026-11-20T10:00:00Z',
  ...fields,
})

const SEVERAL: AuditEntry[] = [
  entry(1, {
    operationId: 'updateMe',
    before: { first_name: 'Tara', last_name: 'Talent', image_url: null },
    after: { first_name: 'Tara', last_name: 'Tanaka', image_url: null },
    createdAt: '2026-11-21T14:30:00Z',
  }),
  entry(2, {
    operationId: 'updateMyEmail',
    before: { email: 'talent.published@hireloop.test' },
    after: { pending_email: 'tara@tanaka.test' },
    createdAt: '2026-11-20T09:15:00Z',
  }),
  entry(3, {
    operationId: 'activateTalent',
    actorRole: 'admin',
    actorId: '708192a3-b4c5-4d6e-9f70-8192a3b4c5d6',
    before: { is_active: false },
    after: { is_active: true },
    createdAt: '2026-11-02T08:00:00Z',
  }),
  entry(4, {
    operationId: 'registerTalent',
    actorRole: 'anonymous',
    actorId: null,
    after: { user_type: 'talent', email: 'talent.published@hireloop.test', is_active: false },
    createdAt: '2026-11-01T08:00:00Z',
  }),
]

const meta = {
  title: 'Library/Audit trail',
  component: AuditTrail,
  parameters: { layout: 'padded' },
  args: {
    title: 'History',
    result: { kind: 'ready', page: pageOf(SEVERAL) },
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof AuditTrail>
export default meta
type Story = StoryObj<typeof meta>

const trail = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'History' })

/** Newest first: what was done, by which role, when, and each changed field from before to after. */
export const SeveralEntries: Story = {
  play: async ({ canvasElement }) => {
    const items = within(trail(canvasElement)).getAllByRole('listitem')
    await expect(items).toHaveLength(4)
    const [rename, email, activation, signUp] = items.map((item) => within(item))
    await expect(rename!.getByText('Update me')).toBeVisible()
    // Unchanged fields are left out; a changed one reads before → after.
    await expect(rename!.getByText('last name')).toBeVisible()
    await expect(rename!.getByText('Talent → Tanaka')).toBeVisible()
    await expect(rename!.queryByText('first name')).toBeNull()
    await expect(email!.getByText('Update my email')).toBeVisible()
    await expect(activation!.getByText('Admin')).toBeVisible()
    await expect(activation!.getByText('no → yes')).toBeVisible()
    // A creation has no before: the values it was created with.
    await expect(signUp!.getByText('Signed out')).toBeVisible()
    await expect(signUp!.getByText('talent.published@hireloop.test')).toBeVisible()
    await expect(signUp!.getByText('Nov 1, 2026, 8:00 AM UTC')).toHaveAttribute('datetime', '2026-11-01T08:00:00Z')
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(trail(canvasElement)).getByRole('list', { name: 'History, loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Empty: Story = {
  args: { result: { kind: 'ready', page: pageOf([]) } },
  play: async ({ canvasElement }) => {
    await expect(within(trail(canvasElement)).getByText('Nothing has been recorded yet.')).toBeVisible()
  },
}

/** The refusal in the server's words, and a way to ask again. */
export const LoadFailed: Story = {
  args: {
    result: { kind: 'error', message: 'A Sourcer cannot read the audit log.', retry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(trail(canvasElement))
    await expect(canvas.getByRole('alert')).toHaveTextContent('A Sourcer cannot read the audit log.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    if (args.result.kind === 'error') await expect(args.result.retry).toHaveBeenCalled()
  },
}

/** Past one page the trail has its own pager; the next page goes to the caller. */
export const Paged: Story = {
  args: { result: { kind: 'ready', page: pageOf(SEVERAL.slice(0, 2), { total: 12, size: 2 }) }, pageSize: 2 },
  play: async ({ canvasElement, args }) => {
    const pager = within(canvasElement).getByRole('navigation', { name: 'History pages' })
    await userEvent.click(within(pager).getByRole('button', { name: /next/i }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}
