/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/support` through the real route: the viewer's questions and the question mailed to the team. */
const meta = {
  title: 'Routes/Help and support',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/support', signedInAs: 'talentPublished' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A talent asks; the mock marketplace answers with a reference and the talent's address. */
export const TalentAsks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: 'Who can see my resume?' }, { timeout: 10000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('combobox', { name: 'What is it about?' }))
    await userEvent.click(await screen.findByRole('option', { name: 'My account and sign-in' }))
    await userEvent.type(canvas.getByRole('textbox', { name: /Your question/ }), 'How do I change my email?')
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }))
    const status = await canvas.findByRole('status', {}, { timeout: 5000 })
    await expect(status).toHaveTextContent(/Your reference is SR-[2-9A-Z]{8}/)
    await expect(status).toHaveTextContent(/We answer by mail to \S+@hireloop\.test/)
  },
}

/** An employer sees the employer's questions. */
export const Employer: Story = {
  parameters: { app: { url: '/support', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'What does a hire through Hireloop cost?' },
        { timeout: 10000 },
      ),
    ).toBeVisible()
  },
}
