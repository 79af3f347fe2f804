/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** The demo company's application whose interview is requested: the one to schedule. */
const requested = () =>
  db.applications.find(
    (a) => a.vacancy.company.id === userByEmail(demoEmails.employer)!.company_id && a.status === 'interview_requested',
  )!

/**
 * "Schedule interview" on the employer's application resume page (issue 14), through the real route on the mock
 * marketplace: the interview is created and the application moves to Interview scheduled by the transition table.
 */
const meta = {
  title: 'Routes/Meetings/Schedule interview',
  render: renderRoute,
  parameters: {
    layout: 'fullscreen',
    app: { url: `/application-resume/${requested().id}`, signedInAs: 'employer' },
  },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const inAWeek = () => {
  const day = new Date(Date.now() + 7 * 86_400_000)
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`
}

async function scheduleInterview(canvasElement: HTMLElement) {
  const side = within(
    await within(canvasElement).findByRole('complementary', { name: 'Application' }, { timeout: 10000 }),
  )
  await expect(side.getByText('Interview requested')).toBeVisible()
  await userEvent.click(side.getByRole('button', { name: 'Schedule interview' }))
  const form = within(await screen.findByRole('dialog', { name: 'Schedule a meeting' }))
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(`Interview: ${requested().vacancy.title}`)
  await userEvent.click(form.getByRole('textbox', { name: 'Date' }))
  await userEvent.paste(`${inAWeek()}`)
  await userEvent.keyboard('{Enter}')
  await userEvent.click(form.getByRole('combobox', { name: 'Start time' }))
  await userEvent.click(await screen.findByRole('option', { name: '10:00' }))
  await userEvent.click(form.getByRole('button', { name: 'Schedule meeting' }))
  return { side, form }
}

/** Scheduled: "Meeting created", the application shows Interview scheduled, and the mock holds both. */
export const SchedulesInterview: Story = {
  play: async ({ canvasElement }) => {
    const { id } = requested()
    const { side } = await scheduleInterview(canvasElement)
    await waitFor(() => expect(screen.getByText('Meeting created')).toBeVisible(), { timeout: 10000 })
    await waitFor(() => expect(side.getByText('Interview scheduled')).toBeVisible(), { timeout: 10000 })
    await expect(db.applications.find((a) => a.id === id)?.status).toBe('interview_scheduled')
    await expect(db.meetings.some((m) => m.application_id === id && m.type === 'interview')).toBe(true)
  },
}

/** The server refuses: its sentence stays in the dialog, and the application has not moved. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('createMeeting', 409, { message: ['This application changed meanwhile.'] }))
  },
  play: async ({ canvasElement }) => {
    const { side, form } = await scheduleInterview(canvasElement)
    await waitFor(() => expect(form.getByRole('alert')).toHaveTextContent('This application changed meanwhile.'), {
      timeout: 10000,
    })
    await expect(side.getByText('Interview requested')).toBeVisible()
  },
}
