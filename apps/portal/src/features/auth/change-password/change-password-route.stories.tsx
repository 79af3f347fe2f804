/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute, storyServices } from '../../../testing/story-app.tsx'
import { expectToast } from '../../../testing/toasts.ts'

/** Change Password through its route: the mode follows the link's token, else the session the loader waited for. */
const meta = {
  title: 'Routes/Auth/Change password',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/change-password?token=reset-demo' } },
  beforeEach(context) {
    mockMarketplace(context)
    userByEmail(demoEmails.talentPublished)!.reset_token = 'reset-demo'
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

async function choose(canvas: ReturnType<typeof within>, password: string) {
  await userEvent.type(await canvas.findByLabelText(/^New Password/, {}, { timeout: 5000 }), password)
  await userEvent.type(canvas.getByLabelText(/^Confirm Password/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }))
}

/** A reset link: the new password is set; the page says so and leads to log in with it. */
export const ResetWithTheLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByLabelText(/^Current Password/)).toBeNull()
    await choose(canvas, 'a-new-password-1')
    await expectShown(canvas.findByRole('heading', { name: 'Password updated' }, { timeout: 5000 }))
    await expect(userByEmail(demoEmails.talentPublished)!.password).toBe('a-new-password-1')
    await expect(storyServices?.signIns).toHaveLength(0)
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }))
    await waitFor(() => expect(storyServices?.signIns).toHaveLength(1), { timeout: 5000 })
  },
}

/** A used or expired link: the server's message shows and the form stays. */
export const ExpiredLink: Story = {
  parameters: { app: { url: '/change-password?token=used-already' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await choose(canvas, 'a-new-password-1')
    await expectToast(/This link is invalid or has expired/)
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeVisible()
  },
}

/** Signed in without a link: the current password proves it is them. */
export const SignedIn: Story = {
  parameters: { app: { url: '/change-password', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText(/^Current Password/, {}, { timeout: 5000 })).toBeVisible()
  },
}

/** Signed out without a link: nothing to fill in, the way back to log in. */
export const MissingLink: Story = {
  parameters: { app: { url: '/change-password' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'Change Password' }, { timeout: 5000 }))
    await expect(canvas.queryByLabelText(/^New Password/)).toBeNull()
    await expect(canvas.getByRole('link', { name: /Back to log in/ })).toHaveAttribute('href', '/login')
  },
}
