/// <reference types="msw-storybook-addon/csf3" />
import { errorFor } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute, storyRouter } from '../../testing/story-app.tsx'

/** `/talents` (and `/talent`, which leads here) on the mock marketplace, signed in as the demo recruiter. */
const meta = {
  title: 'Routes/Back office/Talents',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/talents', signedInAs: 'recruiter' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Talents' }, { timeout: 8000 })

/** Set a talent's status from the row: "Status updated". */
export const SetStatus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = (await within(await table(canvasElement)).findAllByRole('button', { name: /^Set status of/ }))[0]!
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const first = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByText('Status updated', {}, { timeout: 5000 })).toBeInTheDocument()
  },
}

/** The search waits for a pause, then goes to the URL and to page 1. */
export const Search: Story = {
  parameters: { app: { url: '/talents?page=2', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search talents' }), 'tara')
    await waitFor(() => expect(storyRouter!.state.location.search).toBe('?q=tara'), { timeout: 3000 })
    await waitFor(async () =>
      expect(within(await table(canvasElement)).getByRole('link', { name: 'Tara Talent' })).toBeVisible(),
    )
  },
}

/** `/talent` leads to the talents list. */
export const TalentRedirect: Story = {
  parameters: { app: { url: '/talent', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await expect(storyRouter!.state.location.pathname).toBe('/talents')
  },
}

export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listTalents', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      'The service is restarting. Try again in a minute.',
    )
  },
}
