/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

/** The check-your-email page: what it says comes from the link, the developer mailbox from the configuration. */
const meta = {
  title: 'Routes/Auth/Email message',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/email-message?type=verification&email=ada@example.com' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Verification: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'Verify your email' }, { timeout: 5000 }))
    await expect(canvas.getByText('ada@example.com')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'developer mailbox' })).toHaveAttribute('href', '/dev/mailbox')
  },
}

export const Reset: Story = {
  parameters: { app: { url: '/email-message?type=reset&email=ada@example.com' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Check your email' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}
