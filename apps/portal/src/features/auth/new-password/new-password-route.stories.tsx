/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

/** Asking for a reset link: the marketplace always accepts (no account enumeration), the page says where it went. */
const meta = {
  title: 'Routes/Auth/New password',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/new-password' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/^Email/, {}, { timeout: 5000 }), demoEmails.employer)
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }))
    await expectShown(canvas.findByRole('heading', { name: 'Check your email' }, { timeout: 5000 }))
    await expect(canvas.getByText(demoEmails.employer)).toBeVisible()
  },
}
