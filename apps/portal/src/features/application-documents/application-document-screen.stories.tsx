import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { shortMatching } from '../../lib/matching/matching.fixtures.ts'
import { apiError } from '../../testing/api-errors.ts'
import { applicationOf, confirmationsOf, resumeOf } from '../../testing/applications.ts'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { vacancyOf } from '../../testing/vacancies.ts'
import { ApplicationDocumentScreen } from './application-document-screen.tsx'

const vacancy = { kind: 'vacancy' as const, vacancy: vacancyOf() }
const resume = { kind: 'resume' as const, resume: resumeOf() }
const application = applicationOf()

const meta = {
  title: 'Screens/Applications/Application document',
  component: ApplicationDocumentScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    side: 'talent',
    document: vacancy,
    application,
    matching: application.matching,
    back: { to: '/application', label: 'Back to Jobs' },
    updateStatus: fn(async () => undefined),
    confirmHire: fn(async () => undefined),
  },
} satisfies Meta<typeof ApplicationDocumentScreen>
export default meta
type Story = StoryObj<typeof meta>

const aside = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('complementary'))

/** A talent reads the vacancy of their application: the vacancy, its languages, the status, the match reasons. */
export const TalentReadsVacancy: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Languages' })).toHaveTextContent('English · at least C1')
    const side = aside(canvasElement)
    await expect(side.getByText('Interview requested')).toBeVisible()
    await expect(side.getByRole('img', { name: 'Match score 76 out of 100' })).toBeVisible()
    await expect(side.getByRole('list', { name: 'Why Senior Backend Engineer matches' })).toBeVisible()
    await expect(side.getByRole('group', { name: 'Status actions' })).toHaveTextContent(/^Withdraw$/)
    await expect(canvas.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/application')
  },
}

/** The company showed interest; the talent accepts from the vacancy: "You're successfully matched!". */
export const TalentAcceptsInterest: Story = {
  args: { application: applicationOf({ status: 'employer_interested', hiringPipelineGroup: 'interested' }) },
  play: async ({ canvasElement, args }) => {
    const side = aside(canvasElement)
    await userEvent.click(side.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'a-1', status: 'talent_accepted' }),
    )
    await expectShown(side.findByText('You’re successfully matched!'))
    await expect(side.getByText('Talent accepted')).toBeVisible()
  },
}

/** An employer reads the applicant's resume from the pipeline and makes an offer after the interview. */
export const EmployerReadsResume: Story = {
  args: {
    side: 'employer',
    document: resume,
    application: applicationOf({ status: 'waiting', hiringPipelineGroup: 'decision' }),
    back: { to: '/job-openings/hiring-pipeline/v-1', label: 'Back to the hiring pipeline' },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible()
    await expect(canvas.getByText('Tariq Talent')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Back to the hiring pipeline' })).toHaveAttribute(
      'href',
      '/job-openings/hiring-pipeline/v-1',
    )
    const side = aside(canvasElement)
    await userEvent.click(side.getByRole('button', { name: 'Make an offer' }))
    await waitFor(() => expect(args.updateStatus).toHaveBeenCalledWith({ applicationId: 'a-1', status: 'offer_made' }))
    await expectShown(side.findByText('Offer made'))
    await expect(side.getByText('Status updated')).toBeVisible()
  },
}

/** The server refuses a move: its sentence shows beside the document and the status stays. */
export const RefusedMove: Story = {
  args: {
    side: 'employer',
    document: resume,
    application: applicationOf({ status: 'waiting', hiringPipelineGroup: 'decision' }),
    updateStatus: fn(async () => {
      throw apiError(409, { detail: 'This application is closed (Rejected): it does not move any more.' })
    }),
  },
  play: async ({ canvasElement }) => {
    const side = aside(canvasElement)
    await userEvent.click(side.getByRole('button', { name: 'Make an offer' }))
    await waitFor(() =>
      expect(side.getByRole('alert')).toHaveTextContent(
        'This application is closed (Rejected): it does not move any more.',
      ),
    )
    await expect(side.getByText('Waiting for decision')).toBeVisible()
  },
}

/** The talent accepted the offer and confirmed; the employer completes the hire: "Hire was confirmed", the invoice follows. */
export const EmployerConfirmsHire: Story = {
  args: {
    side: 'employer',
    document: resume,
    application: applicationOf({
      status: 'offer_accepted',
      hiringPipelineGroup: 'decision',
      hireConfirmation: confirmationsOf('talent'),
    }),
  },
  play: async ({ canvasElement, args }) => {
    const side = aside(canvasElement)
    await expect(side.getByText('The offer is accepted: what is left is confirming the hire.')).toBeVisible()
    await userEvent.click(side.getByRole('button', { name: 'Confirm hire' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the hire' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm hire' }))
    await waitFor(() => expect(args.confirmHire).toHaveBeenCalledWith({ applicationId: 'a-1', side: 'employer' }))
    await expect(await within(dialog).findByText('The placement invoice will follow.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    await expect(side.getByText('Hired')).toBeVisible()
    await expect(side.getByText('Hire was confirmed')).toBeVisible()
  },
}

/** The offer is accepted and the talent confirmed; the company has not yet. */
export const TalentAwaitingCompany: Story = {
  args: {
    application: applicationOf({
      status: 'offer_accepted',
      hiringPipelineGroup: 'decision',
      hireConfirmation: confirmationsOf('talent'),
    }),
  },
  play: async ({ canvasElement }) => {
    const side = aside(canvasElement)
    await expect(side.getByRole('list', { name: 'Hire confirmations' })).toHaveTextContent(
      'The talent confirmed the hireThe company has not confirmed yet',
    )
    await expect(side.getByRole('button', { name: 'Hire confirmation' })).toBeVisible()
  },
}

/** Hired: both confirmed; no moves, and the talent is congratulated. */
export const Hired: Story = {
  args: {
    application: applicationOf({
      status: 'offer_accepted',
      hiringPipelineGroup: 'decision',
      hireConfirmation: confirmationsOf('talent', 'employer'),
      hired: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const side = aside(canvasElement)
    await expect(side.getByText('Hired')).toBeVisible()
    await expect(side.getByText('Hire was confirmed')).toBeVisible()
    await expect(within(side.getByRole('region', { name: 'Application' })).queryByRole('button')).toBeNull()
  },
}

/** Closed by the company: the status says so; nothing moves. */
export const Declined: Story = {
  args: { application: applicationOf({ status: 'employer_rejected', hiringPipelineGroup: null }) },
  play: async ({ canvasElement }) => {
    const side = aside(canvasElement)
    await expect(side.getByText('Declined by company')).toBeVisible()
    await expect(side.getByText('This application is closed.')).toBeVisible()
  },
}

/** A recruiter weighs a resume against a vacancy with no application between them: only the match. */
export const RecruiterWithoutApplication: Story = {
  args: {
    side: 'recruiter',
    document: resume,
    application: null,
    matching: shortMatching,
    back: { to: '/vacancy/v-1', label: 'Back to Senior Backend Engineer' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Match' })).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: 'Application' })).toBeNull()
    await expect(canvas.getByRole('img', { name: 'Match score 58 out of 100' })).toBeVisible()
  },
}

/** No matching to show (the pair cannot be scored): said plainly. */
export const NoMatching: Story = {
  args: { matching: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No match reasons for this pair yet.')).toBeVisible()
  },
}
