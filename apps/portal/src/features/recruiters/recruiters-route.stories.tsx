/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/recruiter` through the real route on the mock marketplace. */
const meta = {
  title: 'Routes/Recruiters',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/recruiter', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const team = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'The recruiting team' }, { timeout: 10000 })

/** The demo team, the admin with the badge. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await team(canvasElement)).getAllByRole('row')
    await expect(rows.length).toBeGreaterThan(2)
    await expect(within(within(canvasElement).getByRole('row', { name: /Admin/ })).getByText('Admin')).toBeVisible()
  },
}

/** The filter in the URL: only Sourcers. */
export const Sourcers: Story = {
  parameters: { app: { url: '/recruiter?level=sourcer', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const rows = within(await team(canvasElement))
      .getAllByRole('row')
      .slice(1)
    for (const row of rows) await expect(within(row).getByRole('combobox')).toHaveTextContent('Sourcer')
  },
}

/** Changing a colleague's level says so. */
export const ChangeLevel: Story = {
  play: async ({ canvasElement }) => {
    await team(canvasElement)
    const [trigger] = within(canvasElement).getAllByRole('combobox', { name: /^Level of / })
    await userEvent.click(trigger!)
    await userEvent.click(await screen.findByRole('option', { name: 'Head of Recruitment' }))
    await expect(await screen.findByText('Recruiter updated', {}, { timeout: 5000 })).toBeInTheDocument()
  },
}

/** The team is on its way. */
export const Loading: Story = loadingStory('listRecruiters')

/** The team does not load: what happened, and a way to try again. */
export const ServiceDown: Story = serviceDownStory('listRecruiters')
