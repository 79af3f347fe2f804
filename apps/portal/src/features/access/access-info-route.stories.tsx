/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadingStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/access/:id` through the real route: reached from the matrix, and by a link to a rule that is gone. */
const meta = {
  title: 'Routes/Access rule',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/access?subject=sourcer', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** From the Sourcers' matrix to the rule that lets them update vacancies, and the Sourcers it applies to. */
export const FromTheMatrix: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('link', { name: 'Rule details: Sourcers may update vacancies' }, { timeout: 10000 }),
    )
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Sourcers may update vacancies' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('table', { name: 'Recruiters the rule applies to' })).toBeVisible()
  },
}

/** A link to a rule that does not exist (removed meanwhile). */
export const Gone: Story = {
  parameters: { app: { url: '/access/00000000-0000-4000-8000-000000000000', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'This access rule does not exist' },
        { timeout: 10000 },
      ),
    ).toBeVisible()
  },
}

/** The rule is on its way. */
export const Loading: Story = {
  ...loadingStory('listAccessRules'),
  parameters: { app: { url: '/access/00000000-0000-4000-8000-000000000000', signedInAs: 'admin' } },
}
