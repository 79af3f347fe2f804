/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import type { ApplicationStatus } from '@hireloop/flows/rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'
import { expectToast } from '../../testing/toasts.ts'

/** The demo company's application in `status` with no hire confirmation yet (its vacancies hold every status). */
const acmes = (status: ApplicationStatus) =>
  db.applications.find(
    (a) =>
      a.vacancy.company.id === userByEmail(demoEmails.employer)!.company_id &&
      a.status === status &&
      a.hire_confirmation.length === 0,
  )!
/** The pipeline's address of an application's resume. */
const fromPipeline = (status: ApplicationStatus) => {
  const { id, vacancy_id } = acmes(status)
  return `/job-openings/hiring-pipeline/vacancy/${vacancy_id}/application/${id}/resume`
}
const saved = (id: string) => db.applications.find((a) => a.id === id)!

/** The resume of an application through the real route on the mock marketplace, as the demo employer from the pipeline. */
const meta = {
  title: 'Routes/Applications/Application resume',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: fromPipeline('waiting'), signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const application = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('complementary', { name: 'Application' }, { timeout: 10000 }))

/** The applicant's resume, the status, the company's moves, why they match, and the way back to the board. */
export const EmployerFilled: Story = {
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { resume_id, talent, vacancy_id } = acmes('waiting')
    const resume = db.resumes.find((r) => r.id === resume_id)!
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: resume.title })).toBeVisible()
    await expect(within(canvasElement).getByText(talent.full_name)).toBeVisible()
    await expect(side.getByText('Waiting for decision')).toBeVisible()
    await expect(side.getByRole('button', { name: 'Make an offer' })).toBeVisible()
    await expect(side.getByRole('list', { name: `Why ${resume.title} matches` })).toBeVisible()
    await expect(within(canvasElement).queryByRole('region', { name: 'History' })).toBeNull()
    await expect(within(canvasElement).getByRole('link', { name: 'Back to the hiring pipeline' })).toHaveAttribute(
      'href',
      `/job-openings/hiring-pipeline/${vacancy_id}`,
    )
  },
}

/** Make an offer: "Status updated", the status follows and the mock saved it. */
export const EmployerMakesOffer: Story = {
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = acmes('waiting')
    await userEvent.click(side.getByRole('button', { name: 'Make an offer' }))
    await expectShown(side.findByText('Status updated', {}, { timeout: 5000 }))
    await expect(side.getByText('Offer made')).toBeVisible()
    await expect(saved(id).status).toBe('offer_made')
  },
}

/** The mock refuses with a sentence: it shows beside the resume and the status stays. */
export const EmployerRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('setApplicationStatus', 409, {
        message: ['This application is closed (Rejected): it does not move any more.'],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = acmes('waiting')
    await userEvent.click(side.getByRole('button', { name: 'Make an offer' }))
    await waitFor(() =>
      expect(side.getByRole('alert')).toHaveTextContent(
        'This application is closed (Rejected): it does not move any more.',
      ),
    )
    await expect(side.getByText('Waiting for decision')).toBeVisible()
    await expect(saved(id).status).toBe('waiting')
  },
}

/** The talent accepted the offer: the company confirms the hire first; the talent is next. */
export const EmployerConfirmsHire: Story = {
  parameters: { app: { url: fromPipeline('offer_accepted'), signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { id } = acmes('offer_accepted')
    await userEvent.click(side.getByRole('button', { name: 'Confirm hire' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the hire' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm hire' }))
    await expectShown(dialog.findByText(/The talent is next/, {}, { timeout: 5000 }))
    await expect(saved(id).hire_confirmation.map((c) => c.confirmed_by.type)).toEqual(['employer'])
  },
}

/** A recruiter reads the resume at `/application-resume/:id`: the moves a recruiter has, and back to the vacancy. */
export const Recruiter: Story = {
  parameters: { app: { url: `/application-resume/${acmes('waiting').id}`, signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    const { vacancy } = acmes('waiting')
    await expect(side.getByRole('button', { name: 'Make an offer' })).toBeVisible()
    await expect(side.getByRole('button', { name: 'Reject' })).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: `Back to ${vacancy.title}` })).toBeVisible()
    const history = await within(canvasElement).findByRole('region', { name: 'History' }, { timeout: 8000 })
    await expect(
      await within(history).findByText('Nothing has been recorded yet.', {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** The pipeline's address names another of the company's vacancies: the application is not available there. */
export const WrongVacancy: Story = {
  parameters: {
    app: {
      url: (() => {
        const { id, vacancy_id } = acmes('waiting')
        const other = db.vacancies.find(
          (v) =>
            v.company_id === acmes('waiting').vacancy.company.id && v.id !== vacancy_id && v.applications_count > 0,
        )!
        return `/job-openings/hiring-pipeline/vacancy/${other.id}/application/${id}/resume`
      })(),
      signedInAs: 'employer',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This application is not available' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

export const Loading: Story = loadingStory('getResume')

export const ServiceDown: Story = serviceDownStory('getResume')

/** After the interview the company leaves a scorecard: "Feedback created", and the mock marketplace holds it. */
export const EmployerLeavesFeedback: Story = {
  play: async ({ canvasElement }) => {
    const before = db.feedbacks.length
    const side = await application(canvasElement)
    await userEvent.click(side.getByRole('button', { name: 'Leave feedback' }))
    const dialog = await screen.findByRole('dialog', { name: 'Interview feedback' })
    for (const name of ['Skills', 'Communication', 'Motivation', 'Culture add']) {
      const rating = within(dialog).getByRole('radiogroup', { name })
      await userEvent.click(within(rating).getByRole('radio', { name: /4 stars/i }))
    }
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Yes' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }))
    await expectToast('Feedback created')
    await waitFor(() => expect(db.feedbacks.length).toBe(before + 1))
    await expect(db.feedbacks[0]).toMatchObject({
      application_id: acmes('waiting').id,
      scorecard: { average: 4, recommendation: 'yes' },
    })
  },
}

/** Before the interview there is nothing to score: no "Leave feedback". */
export const NoFeedbackBeforeInterview: Story = {
  parameters: { app: { url: fromPipeline('employer_accepted'), signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const side = await application(canvasElement)
    // The panel offers the company's moves, not a scorecard.
    await expect(side.getAllByRole('button').length).toBeGreaterThan(0)
    await expect(side.queryByRole('button', { name: 'Leave feedback' })).toBeNull()
  },
}
