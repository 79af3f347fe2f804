/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/**
 * `/calendar` through the real route on the mock marketplace, as the demo employer, deep-linked to the fixtures'
 * first week of March 2026 (two of its meetings overlap on the Thursday morning).
 */
const meta = {
  title: 'Routes/Calendar',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/calendar?view=week&date=2026-03-02', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const grid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', {}, { timeout: 10000 })

/** The week of the link, overlapping meetings flagged; the next week is read when the view moves on. */
export const WeekWithOverlaps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const week = await grid(canvasElement)
    await expect(canvas.getByRole('heading', { name: /2.+8 Mar 2026/ })).toBeVisible()
    await expect(within(week).getAllByText('Overlaps')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Next week' }))
    await expectShown(canvas.findByRole('heading', { name: /9.+15 Mar 2026/ }))
    await waitFor(() =>
      expect(within(week).getAllByRole('button', { name: /Onboarding|Intro|Interview/ })).not.toHaveLength(0),
    )
  },
}

/** The month of the link, in the design system's calendar. */
export const Month: Story = {
  parameters: { app: { url: '/calendar?date=2026-03-02', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await grid(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'March 2026' })).toBeVisible()
    // Two pairs of the seed's meetings overlap, on the 5th and on the 13th.
    await expect(canvas.getAllByRole('button', { name: /overlaps another meeting/ })).toHaveLength(4)
  },
}

/** A talent without meetings: an empty week, nothing to schedule. */
export const TalentEmpty: Story = {
  parameters: { app: { url: '/calendar?view=week&date=2026-03-02', signedInAs: 'talentNew' } },
  play: async ({ canvasElement }) => {
    const week = await grid(canvasElement)
    await expect(within(week).getAllByRole('gridcell', { name: /no meetings$/ })).toHaveLength(7)
    await expect(within(canvasElement).queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
  },
}

export const Loading: Story = loadingStory('listMeetings')

/** The meetings do not load: what happened, and a way to try again. */
export const ServiceDown: Story = serviceDownStory('listMeetings')
