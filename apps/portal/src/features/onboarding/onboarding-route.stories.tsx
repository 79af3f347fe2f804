/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** /onboarding for talents: the checklist, then upload or type the resume. */
const meta = {
  title: 'Routes/Talent/Onboarding',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/onboarding', signedInAs: 'talentNew' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const welcome = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: /^Welcome to Hireloop/ }, { timeout: 8000 })

/** A new talent: the checklist; "Upload a resume" leads to the upload. */
export const NewTalent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your first steps (0 of 3 done)' })).toBeVisible()
    await expect(canvas.getByText('Add your resume')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a resume' }))
    await expectShown(canvas.findByRole('heading', { name: 'Upload your resume' }, { timeout: 5000 }))
  },
}

/** A talent without a checklist yet gets one; "Start from scratch" opens the editor. */
export const FirstVisit: Story = {
  beforeEach() {
    const id = userByEmail(demoEmails.talentNew)!.id
    db.onboardingStates = db.onboardingStates.filter((s) => s.talent_id !== id)
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await waitFor(() =>
      expect(db.onboardingStates.some((s) => s.talent_id === userByEmail(demoEmails.talentNew)!.id)).toBe(true),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Start from scratch' }))
    await expectShown(canvas.findByRole('heading', { name: 'Your resume' }, { timeout: 8000 }))
  },
}

/** A talent with a draft: one step done, and the way back to the draft. */
export const WithDraft: Story = {
  parameters: { app: { url: '/onboarding', signedInAs: 'talentDraft' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your first steps (1 of 3 done)' })).toBeVisible()
    const draft = userByEmail(demoEmails.talentDraft)!.resume!
    await expect(canvas.getByRole('link', { name: 'Continue your draft' })).toHaveAttribute(
      'href',
      `/manage-cv/${draft.id}`,
    )
  },
}

/** A new company: welcome, the type, then the root redirect leads to job openings (docs/product.md §2). */
export const EmployerChoosesType: Story = {
  parameters: { app: { url: '/onboarding', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Your first steps (0 of 4 done)' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /Get started/ }))
    await userEvent.click(await canvas.findByText('Startup'))
    await userEvent.click(canvas.getByRole('button', { name: /Continue/ }))
    await waitFor(() => expect(document.title).toBe('Job Openings · Hireloop'), { timeout: 8000 })
    const company = db.companies.find((c) => c.id === userByEmail(demoEmails.employerNew)!.company_id)!
    await expect(company.type).toBe('startup')
    const checklist = db.onboardingStates.find((s) => s.company_id === company.id)!
    await expect(checklist.steps.find((s) => s.key === 'company')!.done).toBe(true)
  },
}

/** Saving the type fails: the reason and Try again, still on onboarding. */
export const EmployerSaveFails: Story = {
  parameters: { app: { url: '/onboarding', signedInAs: 'employerNew' } },
  beforeEach({ msw }) {
    msw.use(...errorFor('updateCompany', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: /Get started/ }))
    await userEvent.click(await canvas.findByText('Agency'))
    await userEvent.click(canvas.getByRole('button', { name: /Continue/ }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'The service is restarting. Try again in a minute.',
    )
    await expect(canvas.getByRole('button', { name: /Try again/ })).toBeEnabled()
  },
}

/** An employer whose company is set up: the checklist as the server reports it, with the steps left. */
export const EmployerSetUp: Story = {
  parameters: { app: { url: '/onboarding', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await welcome(canvasElement)
    await expectShown(canvas.findByRole('link', { name: 'Go to your job openings' }))
    await expect(canvas.getByText('Tell us about your company')).toHaveTextContent('(done)')
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listOnboardingStates'))
  },
  play: async ({ canvasElement }) => {
    // Nothing of the page shows before its data: a busy placeholder stands in.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
    await expect(within(canvasElement).queryByRole('button', { name: /Publish|Upload a resume/ })).toBeNull()
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('listOnboardingStates', 503, { message: ['The service is restarting. Try again in a minute.'] }),
    )
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The service is restarting/, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}
