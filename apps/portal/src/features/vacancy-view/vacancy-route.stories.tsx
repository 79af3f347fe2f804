/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj, StoryContext } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/vacancy/:id` through the real route on the mock marketplace, for each role. */
const meta = {
  title: 'Routes/Vacancy/Vacancy',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/vacancy/__id__', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const acme = () => userByEmail(demoEmails.employer)!.company_id
const published = () => db.vacancies.find((v) => v.company_id === acme() && v.status === 'Active' && !v.draft)!
const draft = () => db.vacancies.find((v) => v.company_id === acme() && v.draft)!

// The seeded ids are known only once the marketplace is reset: the story opens the app there.
const openAt = (vacancy: () => { id: string }) => (context: StoryContext) => {
  context.parameters.app = { ...context.parameters.app, url: `/vacancy/${vacancy().id}` }
}
const title = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 8000 })

/** The company's employer: the vacancy, the link to the company profile, Archive confirmed: "Vacancy archived". */
export const Employer: Story = {
  beforeEach: openAt(published),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const vacancy = published()
    await title(canvasElement, vacancy.title)
    await expect(canvas.getByRole('link', { name: vacancy.company.name })).toHaveAttribute('href', '/company-info')
    await expect(within(canvasElement).queryByRole('region', { name: 'History' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(await screen.findByText('Vacancy archived', {}, { timeout: 5000 })).toBeInTheDocument()
    await expectShown(canvas.findByText('Archived', {}, { timeout: 5000 }))
  },
}

export const Recruiter: Story = {
  parameters: { app: { url: '/vacancy/__id__', signedInAs: 'recruiter' } },
  beforeEach: openAt(published),
  play: async ({ canvasElement }) => {
    await title(canvasElement, published().title)
    await expect(within(canvasElement).getByRole('link', { name: 'Edit' })).toBeVisible()
    // A recruiter also reads what happened to the vacancy (the mock marketplace records no audit log).
    const history = await within(canvasElement).findByRole('region', { name: 'History' }, { timeout: 8000 })
    await expect(
      await within(history).findByText('Nothing has been recorded yet.', {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** A talent reads a published vacancy: no actions. */
export const Talent: Story = {
  parameters: { app: { url: '/vacancy/__id__', signedInAs: 'talentPublished' } },
  beforeEach: openAt(published),
  play: async ({ canvasElement }) => {
    await title(canvasElement, published().title)
    await expect(within(canvasElement).queryByRole('link', { name: 'Edit' })).toBeNull()
  },
}

/** A talent with a link to a draft: not available, and the way home. */
export const TalentOpensDraft: Story = {
  parameters: { app: { url: '/vacancy/__id__', signedInAs: 'talentPublished' } },
  beforeEach: openAt(draft),
  play: async ({ canvasElement }) => {
    await title(canvasElement, 'This vacancy is not available')
    await expect(within(canvasElement).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}

export const NotFound: Story = {
  parameters: { app: { url: '/vacancy/00000000-0000-4000-8000-00000000ffff', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await title(canvasElement, 'This vacancy is not available')
  },
}

export const Loading: Story = {
  beforeEach(context) {
    openAt(published)(context)
    context.msw.use(...loadingForever('getVacancy'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

export const ServiceDown: Story = {
  beforeEach(context) {
    openAt(published)(context)
    context.msw.use(...errorFor('getVacancy', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await title(canvasElement, 'This page could not be loaded')
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The service is restarting. Try again in a minute.',
    )
  },
}
