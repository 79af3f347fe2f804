/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** The resume pages through the real routes on the mock marketplace. */
const meta = {
  title: 'Routes/Resume/Resume',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/resume', signedInAs: 'talentPublished' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const publishedResume = () =>
  db.resumes.find((r) => r.talent_id === userByEmail(demoEmails.talentPublished)!.id && !r.draft)!

/** `/resume` of a talent with a published resume: it, told who sees it, and Edit. */
export const OwnPublished: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const resume = publishedResume()
    await expectShown(canvas.findByRole('heading', { level: 1, name: resume.title }, { timeout: 5000 }))
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/manage-cv/${resume.id}`)
  },
}

/** `/my-resume` is the same page. */
export const MyResume: Story = {
  parameters: { app: { url: '/my-resume', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/This is your published resume/, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const OwnDraftOnly: Story = {
  parameters: { app: { url: '/resume', signedInAs: 'talentDraft' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Your resume is not published yet' },
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}

export const OwnNone: Story = {
  parameters: { app: { url: '/resume', signedInAs: 'talentNew' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Add your resume' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/onboarding')
  },
}

export const OwnLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getResume'))
  },
  play: async ({ canvasElement }) => {
    // A first load waits for the route's data under the app's loading screen, announced once.
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

export const OwnServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('getResume', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
  },
}

/** A recruiter opens a talent's resume and downloads the original file through the client (with the token). */
export const RecruiterDownloads: Story = {
  parameters: { app: { url: '/resume/__id__', signedInAs: 'recruiter' } },
  beforeEach(context) {
    const resume = publishedResume()
    resume.file = {
      id: '9b4c7c1e-5d0a-4f4e-9a53-0f2f3c6d7e81',
      name: 'cv.pdf',
      content_type: 'application/pdf',
      size: 42,
      url: '/x',
    }
    // The seeded ids are known only once the marketplace is reset: the story opens the app there.
    context.parameters.app = { ...context.parameters.app, url: `/resume/${resume.id}` }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const download = await canvas.findByRole('button', { name: 'Download file (cv.pdf)' }, { timeout: 5000 })
    await userEvent.click(download)
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 })
    await expect(canvas.queryByRole('alert')).toBeNull()
    const history = await within(canvasElement).findByRole('region', { name: 'History' }, { timeout: 8000 })
    await expect(
      await within(history).findByText('Nothing has been recorded yet.', {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** A resume that does not exist, or is not the caller's to see: the server's sentence, through the data pattern. */
export const NotFound: Story = {
  parameters: { app: { url: '/resume/00000000-0000-4000-8000-000000000000', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Resume not found.')
  },
}

export const Forbidden: Story = {
  parameters: { app: { url: '/resume/00000000-0000-4000-8000-000000000000', signedInAs: 'employer' } },
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('getResume', 403, { message: ['You cannot see this resume: it has not applied to your vacancies.'] }),
    )
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'You cannot see this resume: it has not applied to your vacancies.',
    )
  },
}
