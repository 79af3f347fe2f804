/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, FIXTURE_NOW, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/**
 * The seeded meetings sit around the fixtures' date (early March 2026): moved by the time since, so the demo
 * company has meetings behind it and ahead of it whatever day the story runs.
 */
function meetingsAroundToday() {
  const shift = Date.now() - FIXTURE_NOW.getTime()
  for (const meeting of db.meetings) {
    meeting.starts_at = new Date(new Date(meeting.starts_at).getTime() + shift).toISOString()
  }
}

/** `/meetings` through the real route on the mock marketplace, as the demo employer (every seeded meeting is theirs). */
const meta = {
  title: 'Routes/Meetings',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/meetings', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
    meetingsAroundToday()
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const upcomingTab = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('tab', { name: /^Upcoming/ }, { timeout: 10000 })

/** The company's upcoming meetings, each with its actions; canceled ones are not listed. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await upcomingTab(canvasElement)).toHaveAttribute('aria-selected', 'true')
    const scheduled = db.meetings.filter((m) => m.status === 'scheduled' && new Date(m.starts_at) >= new Date())
    await expect(canvas.getByRole('tab', { name: /^Upcoming/ })).toHaveTextContent(`(${scheduled.length} meetings)`)
    await expect(canvas.getAllByRole('article')).toHaveLength(scheduled.length)
    await expect(canvas.getAllByRole('button', { name: 'Edit' })).toHaveLength(scheduled.length)
    // Two pairs of the seed's meetings share the demo employer and a few minutes: all four are flagged.
    await expect(canvas.getAllByText('Overlaps another meeting')).toHaveLength(4)
  },
}

/** A shared link opens the past tab, latest first. */
export const Past: Story = {
  parameters: { app: { url: '/meetings?tab=past', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await upcomingTab(canvasElement)
    const panel = canvas.getByRole('tabpanel', { name: /^Past/ })
    const times = within(panel)
      .getAllByRole('article')
      .map((article) => new Date(article.querySelector('time')!.dateTime).getTime())
    await expect(times.length).toBeGreaterThan(1)
    await expect([...times].sort((a, b) => b - a)).toEqual(times)
    await expect(within(panel).queryByRole('button', { name: 'Edit' })).toBeNull()
  },
}

/** A talent with no meetings: nothing ahead, nothing to schedule. */
export const TalentEmpty: Story = {
  parameters: { app: { url: '/meetings', signedInAs: 'talentNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByRole('heading', { name: 'No upcoming meetings' }, { timeout: 10000 }))
    await expect(canvas.queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
  },
}

const inAWeek = () => {
  const day = new Date(Date.now() + 7 * 86_400_000)
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`
}

/** Scheduling with a talent of the company's applications: "Meeting created", and the meeting is listed. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await upcomingTab(canvasElement)
    const before = canvas.getAllByRole('article').length
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a meeting' }))
    const form = within(await screen.findByRole('dialog', { name: 'Schedule a meeting' }))
    await userEvent.click(form.getByRole('textbox', { name: /^Title/ }))
    await userEvent.paste('Culture chat')
    await userEvent.click(form.getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Intro call' }))
    await userEvent.click(form.getByRole('textbox', { name: 'Date' }))
    await userEvent.paste(`${inAWeek()}`)
    await userEvent.keyboard('{Enter}')
    await userEvent.click(form.getByRole('combobox', { name: 'Start time' }))
    await userEvent.click(await screen.findByRole('option', { name: '11:00' }))
    const [talent] = await form.findAllByRole('checkbox', { name: /\(Talent\)/ }, { timeout: 10000 })
    await userEvent.click(talent!)
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await waitFor(() => expect(screen.getByText('Meeting created')).toBeVisible(), { timeout: 10000 })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(before + 1), { timeout: 10000 })
    await expect(canvas.getByRole('article', { name: 'Culture chat' })).toBeVisible()
  },
}

/**
 * A Recruiter schedules an intro with the people they pick, a talent and a company's employer: "Meeting created",
 * and the marketplace holds it with the recruiter as organiser and exactly those two invited.
 */
export const RecruiterSchedules: Story = {
  parameters: { app: { url: '/meetings', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await upcomingTab(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule a meeting' }))
    const form = within(await screen.findByRole('dialog', { name: 'Schedule a meeting' }))
    await userEvent.click(form.getByRole('textbox', { name: /^Title/ }))
    await userEvent.paste('Intro with the fleet team')
    await userEvent.click(form.getByRole('combobox', { name: 'Type' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Intro call' }))
    await userEvent.click(form.getByRole('textbox', { name: 'Date' }))
    await userEvent.paste(`${inAWeek()}`)
    await userEvent.keyboard('{Enter}')
    await userEvent.click(form.getByRole('combobox', { name: 'Start time' }))
    await userEvent.click(await screen.findByRole('option', { name: '10:00' }))
    const [talent] = await form.findAllByRole('checkbox', { name: /\(Talent\)/ }, { timeout: 10000 })
    const [employer] = form.getAllByRole('checkbox', { name: /\(Company\)/ })
    await userEvent.click(talent!)
    await userEvent.click(employer!)
    await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
    await waitFor(() => expect(screen.getByText('Meeting created')).toBeVisible(), { timeout: 10000 })
    await expectShown(canvas.findByRole('article', { name: 'Intro with the fleet team' }))
    const stored = db.meetings.find((m) => m.title === 'Intro with the fleet team')!
    const recruiter = userByEmail(demoEmails.recruiter)!
    await expect(stored.participants[0]!.user_id).toBe(recruiter.id)
    await expect(stored.participants.map((p) => p.user_type).sort()).toEqual(['employer', 'recruiter', 'talent'])
  },
}

/** A Sourcer reads every meeting but schedules, changes and cancels none (ADR 0078). */
export const SourcerReadsOnly: Story = {
  parameters: { app: { url: '/meetings', signedInAs: 'recruiter' } },
  beforeEach() {
    userByEmail(demoEmails.recruiter)!.recruiter_level = 'sourcer'
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await upcomingTab(canvasElement)
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0)
    await expect(canvas.queryByRole('button', { name: 'Schedule a meeting' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull()
  },
}

/** Canceling asks, then the meeting leaves the list with "Meeting canceled". */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await upcomingTab(canvasElement)
    const before = canvas.getAllByRole('article')
    const first = before[0]!
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel meeting' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel this meeting?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel meeting' }))
    await waitFor(() => expect(screen.getByText('Meeting canceled')).toBeVisible(), { timeout: 10000 })
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(before.length - 1))
    await expect(first).not.toBeInTheDocument()
  },
}

export const Loading: Story = loadingStory('listMeetings')

/** The list does not load: what happened, and a way to try again. */
export const ServiceDown: Story = serviceDownStory('listMeetings')
