/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute, storyServices } from '../../../testing/story-app.tsx'

/**
 * /login reached inside the app (a fresh load of /login goes to the provider before the app starts, ADR 0047): it
 * starts the sign-in, shows why the last one failed, or sends a signed-in user home.
 */
const meta = {
  title: 'Routes/Auth/Login',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/login' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A visitor: the sign-in starts at once, with the company variant the link asked for. */
export const RedirectsToTheProvider: Story = {
  parameters: { app: { url: '/login?company=true' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Redirecting to sign-in'), {
      timeout: 5000,
    })
    await waitFor(() => expect(storyServices?.signIns).toEqual([{ company: true }]))
  },
}

/** The provider does not answer: "Oops..." with its message, and the user decides when to try again. */
export const ProviderDown: Story = {
  parameters: { app: { url: '/login', providerDown: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Oops... The sign-in service did not answer.',
    )
    await expect(storyServices?.signIns).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(storyServices?.signIns).toHaveLength(2))
  },
}

/** Signed in, /login goes to the root, which sends a recruiter to the vacancy list. */
export const SignedInGoesHome: Story = {
  parameters: { app: { url: '/login', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { level: 1, name: 'Vacancies' }, { timeout: 5000 }))
    await expect(storyServices?.signIns).toEqual([])
  },
}
