/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

/** The sign-up entry in the auth layout: two kinds of account, each leading to its form. */
const meta = {
  title: 'Routes/Auth/Sign-up',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/sign-up' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const ChooseAnAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'Join Hireloop' }, { timeout: 5000 }))
    await expect(canvas.getByRole('link', { name: 'Hireloop' })).toHaveAttribute('href', '/login')
    await expect(document.title).toBe('Join Hireloop · Hireloop')
    await userEvent.click(canvas.getByRole('link', { name: /I am hiring/ }))
    await expectShown(canvas.findByRole('heading', { name: /company/i }, { timeout: 5000 }))
    await expect(document.title).toBe('Company sign-up · Hireloop')
  },
}
