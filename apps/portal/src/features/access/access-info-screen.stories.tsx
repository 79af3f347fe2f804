import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import type { AccessRule } from './access-labels.ts'
import { AccessInfoScreen } from './access-info-screen.tsx'

const RULE = {
  id: 'r-1',
  subject: 'sourcer',
  resource: 'vacancy',
  action: 'update',
  effect: 'allow',
  createdAt: '2026-01-05T00:00:00.000Z',
  updatedAt: '2026-02-10T00:00:00.000Z',
} satisfies AccessRule

const recruiter = (id: string, firstName: string, lastName: string) => ({
  id,
  firstName,
  lastName,
  fullName: `${firstName} ${lastName}`,
  email: `${firstName.toLowerCase()}@hireloop.test`,
  level: 'sourcer' as const,
  isAdmin: false,
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})

const meta = {
  title: 'Screens/Admin/Access rule',
  component: AccessInfoScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { rule: RULE, recruiters: [recruiter('u-1', 'Sami', 'Sourcer'), recruiter('u-2', 'Noor', 'Haddad')] },
} satisfies Meta<typeof AccessInfoScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The rule in words, its facts, and everyone at its level. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sourcers may update vacancies' })).toBeVisible()
    await expect(canvas.getByText('Allowed')).toBeVisible()
    await expect(canvas.getByText('Feb 10, 2026')).toBeVisible()
    await expect(
      within(canvas.getByRole('table', { name: 'Recruiters the rule applies to' })).getAllByRole('row'),
    ).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Back to access rules' })).toHaveAttribute(
      'href',
      '/access?subject=sourcer',
    )
  },
}

/** A deny rule says that it refuses. */
export const Denied: Story = {
  args: { rule: { ...RULE, effect: 'deny' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Denied')).toBeVisible()
    await expect(canvas.getByText(/This rule denies it: Sourcers are refused\./)).toBeVisible()
  },
}

/** Nobody at the level yet: the rule waits for them. */
export const Nobody: Story = {
  args: { recruiters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Nobody yet' })).toBeVisible()
  },
}

/** A removed rule, or a mistyped link: said so, with the way back. */
export const Missing: Story = {
  args: { rule: null, recruiters: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'This access rule does not exist' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to access rules' })).toHaveAttribute('href', '/access')
  },
}
