/// <reference types="msw-storybook-addon/csf3" />
import { demoEmailChange } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

/** The email-change link through its route: nothing is sent until the click, then the marketplace answers. */
const meta = {
  title: 'Routes/Auth/Confirm email',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: `/confirm-email?token=${demoEmailChange.token}` } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const confirm = async (canvas: ReturnType<typeof within>) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Confirm new email' }, { timeout: 5000 }))

/** Signed in as the talent who asked: the account moves to the new address. */
export const Confirmed: Story = {
  parameters: { app: { url: `/confirm-email?token=${demoEmailChange.token}`, signedInAs: demoEmailChange.login } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await confirm(canvas)
    await expectShown(canvas.findByRole('heading', { name: 'Your email is changed' }, { timeout: 5000 }))
    await expect(canvas.getByRole('status')).toHaveTextContent(demoEmailChange.email)
  },
}

/** A used or altered token: the link does not work, the account keeps its address. */
export const InvalidLink: Story = {
  parameters: { app: { url: '/confirm-email?token=not-a-token' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await confirm(canvas)
    await expect(
      await canvas.findByRole('heading', { name: 'This link does not work' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}
