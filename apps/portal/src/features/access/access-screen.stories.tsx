import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import type { AccessRule, AccessSubject } from './access-labels.ts'
import { ACTIONS, RESOURCES } from './access-labels.ts'
import { AccessScreen } from './access-screen.tsx'

const rule = (subject: AccessSubject, resource: string, action: string, effect: 'allow' | 'deny' = 'allow') =>
  ({
    id: `${subject}-${resource}-${action}`,
    subject,
    resource,
    action,
    effect,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as AccessRule

const SOURCER_RULES = [
  rule('sourcer', 'vacancy', 'read'),
  rule('sourcer', 'vacancy', 'update'),
  rule('sourcer', 'talent', 'read'),
  rule('sourcer', 'talent', 'create'),
  rule('sourcer', 'invoice', 'read', 'deny'),
]
const ADMIN_RULES = RESOURCES.flatMap((resource) => ACTIONS.map((action) => rule('admin', resource, action)))

const meta = {
  title: 'Screens/Admin/Access',
  component: AccessScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    subject: 'sourcer',
    rules: SOURCER_RULES,
    onSubjectChange: fn(),
    onToggle: fn(async () => undefined),
  },
} satisfies Meta<typeof AccessScreen>
export default meta
type Story = StoryObj<typeof meta>

const cell = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('checkbox', { name: new RegExp(`^${name}`) })

/** The Sourcers' matrix: allowed cells ticked, a denied and an absent one not; each rule links to its page. */
export const Sourcer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: 'Sourcer', selected: true })).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'What Sourcers may do' })).toBeVisible()
    await expect(cell(canvasElement, 'Sourcers may update vacancies')).toBeChecked()
    await expect(cell(canvasElement, 'Sourcers may delete vacancies')).not.toBeChecked()
    await expect(cell(canvasElement, 'Sourcers may read invoices')).not.toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Rule details: Sourcers may read invoices' })).toHaveAttribute(
      'href',
      '/access/sourcer-invoice-read?subject=sourcer',
    )
    await expect(canvas.queryByRole('link', { name: 'Rule details: Sourcers may delete vacancies' })).toBeNull()
  },
}

/** Ticking a cell allows it, unticking takes it away: each with the cell's rule, if it has one. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(cell(canvasElement, 'Sourcers may delete vacancies'))
    await waitFor(() =>
      expect(args.onToggle).toHaveBeenCalledWith({ resource: 'vacancy', action: 'delete', rule: null }, true),
    )
    await userEvent.click(cell(canvasElement, 'Sourcers may update vacancies'))
    await waitFor(() =>
      expect(args.onToggle).toHaveBeenLastCalledWith(
        { resource: 'vacancy', action: 'update', rule: SOURCER_RULES[1] },
        false,
      ),
    )
  },
}

/** Keyboard: Space on a focused cell toggles it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    cell(canvasElement, 'Sourcers may create vacancies').focus()
    await userEvent.keyboard(' ')
    await waitFor(() =>
      expect(args.onToggle).toHaveBeenCalledWith({ resource: 'vacancy', action: 'create', rule: null }, true),
    )
  },
}

/** Admins: everything allowed; the cells that would lock every admin out are disabled, and say why. */
export const Admin: Story = {
  args: { subject: 'admin', rules: ADMIN_RULES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(cell(canvasElement, 'Admins may read access rules')).toBeDisabled()
    await expect(cell(canvasElement, 'Admins may read access rules')).toBeChecked()
    await expect(cell(canvasElement, 'Admins may delete access rules')).toBeEnabled()
    await expect(cell(canvasElement, 'Admins may update skills')).toBeEnabled()
    const why = canvas.getByRole('button', { name: 'Why Admins may update access rules is locked' })
    const reason = 'Admins must keep changing access rules: without it no admin could change the rules again.'
    await userEvent.hover(why)
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(reason)
    // The tooltip goes again, so the baseline shows the matrix alone.
    await userEvent.unhover(why)
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull())
  },
}

/** A level with no rule at all: nothing ticked, every cell ready to allow. */
export const Empty: Story = {
  args: { subject: 'head_of_recruitment', rules: [] },
  play: async ({ canvasElement }) => {
    const boxes = within(canvasElement).getAllByRole('checkbox')
    await expect(boxes).toHaveLength(RESOURCES.length * ACTIONS.length)
    for (const box of boxes) await expect(box).not.toBeChecked()
  },
}

/** Choosing another tab asks for that subject. */
export const ChangeSubject: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Senior Recruiter' }))
    await waitFor(() => expect(args.onSubjectChange).toHaveBeenCalledWith('senior_recruiter'))
  },
}
