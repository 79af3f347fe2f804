/// <reference types="msw-storybook-addon/csf3" />
import { demoEmails } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'

/** Specialist sign-up through its route: the mock marketplace registers the account or refuses it. */
const meta = {
  title: 'Routes/Auth/Talent sign-up',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/sign-up/talent' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

async function signUp(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText(/First name/, {}, { timeout: 5000 }), 'Ada')
  await userEvent.type(canvas.getByLabelText(/Last name/), 'Lovelace')
  await userEvent.type(canvas.getByLabelText(/^Email/), email)
  await userEvent.type(canvas.getByLabelText(/^Password/), 'analytical-1843')
  await userEvent.type(canvas.getByLabelText(/Confirm password/), 'analytical-1843')
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
  return canvas
}

/** Registered: the verification message names the address the link went to. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'ada@example.com')
    await expectShown(canvas.findByText(/ada@example\.com/, {}, { timeout: 5000 }))
    await expect(document.title).toBe('Check your email · Hireloop')
  },
}

/** The address has an account already: the form stays, with the server's message under Email. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, demoEmails.talentPublished)
    const messages = await canvas.findAllByText('An account with this email already exists.', {}, { timeout: 5000 })
    await expect(messages[0]).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Create account' })).toBeVisible()
  },
}
