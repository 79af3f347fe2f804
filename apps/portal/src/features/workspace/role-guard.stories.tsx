/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/**
 * The role guard through the router: a signed-in user opening a route of another role gets a page that says so,
 * inside their own shell, with the way home (the route table says who each route is for).
 */
const meta = {
  title: 'Routes/Role guard',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/vacancy', signedInAs: 'talentPublished' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A talent on the recruiters' vacancy list; the link home lands on their matching. */
export const TalentOnARecruiterRoute: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This page is not for your role' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByText('Vacancies is for recruiters. You are signed in as a specialist.')).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(document.title).toBe('Vacancies · Hireloop')
    await userEvent.click(canvas.getByRole('link', { name: 'Go to your home page' }))
    await expectShown(canvas.findByRole('heading', { level: 1, name: 'Matching' }, { timeout: 5000 }))
  },
}

/** A recruiter who is not an admin, on an admin route. */
export const RecruiterOnAnAdminRoute: Story = {
  parameters: { app: { url: '/access', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Access is for admins. You are signed in as a recruiter.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}

/** An employer on a talent's route. */
export const EmployerOnATalentRoute: Story = {
  parameters: { app: { url: '/application', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Jobs is for specialists. You are signed in as a company user.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}
