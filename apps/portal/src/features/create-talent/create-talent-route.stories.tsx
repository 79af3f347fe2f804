/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/create-talent` through the real route on the mock marketplace, signed in as the demo recruiter. */
const meta = {
  title: 'Routes/Recruiter/New talent',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/create-talent', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Both steps: the talent, then their resume; "Talent user and resume created" and their resume opens. */
export const CreatesTalentAndResume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^First name/ }, { timeout: 8000 }), 'Alan')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Turing')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'alan@bletchley.test')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Resume title/ }), 'Cryptanalyst')
    await userEvent.click(canvas.getByRole('button', { name: 'Create talent' }))
    const account = within(await canvas.findByRole('region', { name: 'Account' }, { timeout: 8000 }))
    await expect(account.getByText('alan@bletchley.test')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Resume title/ })).toHaveValue('Cryptanalyst')
    await userEvent.click(canvas.getByRole('button', { name: 'Create resume' }))
    await expect(await screen.findByText('Talent user and resume created', {}, { timeout: 5000 })).toBeInTheDocument()
    const user = db.users.find((u) => u.email === 'alan@bletchley.test')!
    await expect(db.resumes.some((r) => r.talent_id === user.id && !r.draft)).toBe(true)
  },
}

/** "Send activation mail again" sends the activation mail (POST /talent/{id}/activation_mail), not a reset mail. */
export const ResendsActivationMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^First name/ }, { timeout: 8000 }), 'Grace')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Hopper')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'grace@navy.test')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Resume title/ }), 'Compiler writer')
    await userEvent.click(canvas.getByRole('button', { name: 'Create talent' }))
    const account = within(await canvas.findByRole('region', { name: 'Account' }, { timeout: 8000 }))
    await userEvent.click(account.getByRole('button', { name: 'Send activation mail again' }))
    await expect(await screen.findByText('Activation mail sent', {}, { timeout: 5000 })).toBeInTheDocument()
    // No password reset was asked for on their behalf.
    await expect(db.users.find((u) => u.email === 'grace@navy.test')?.reset_token).toBeNull()
  },
}

/** A taken email stays on step 1 with the server's sentence on the field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: /^First name/ }, { timeout: 8000 }), 'Tara')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Talent')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'talent.published@hireloop.test')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Resume title/ }), 'Engineer')
    await userEvent.click(canvas.getByRole('button', { name: 'Create talent' }))
    await expect(
      await canvas.findByText('An account with this email already exists.', {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}
