/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/matching` through the real route on the mock marketplace, as the published demo talent unless a story says otherwise. */
const meta = {
  title: 'Routes/Matching/Matching',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/matching', signedInAs: 'talentPublished' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const ranked = async (canvasElement: HTMLElement, name = 'Ranked vacancies') =>
  within(await within(canvasElement).findByRole('list', { name }, { timeout: 8000 }))
const tara = () => userByEmail(demoEmails.talentPublished)!
const cardWith = (list: ReturnType<typeof within>, button: RegExp) =>
  list.getAllByRole('article').find((article: HTMLElement) => within(article).queryByRole('button', { name: button }))!

/** Vacancies ranked for the published resume, best first, each with its score. */
export const Talent: Story = {
  play: async ({ canvasElement }) => {
    const list = await ranked(canvasElement)
    const scores = list
      .getAllByRole('img', { name: /^Match score/ })
      .map((badge) => Number(/(\d+) out of/.exec(badge.getAttribute('aria-label')!)![1]))
    await expect(scores.length).toBeGreaterThan(0)
    await expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  },
}

/** Apply: "Application sent", and the card now shows the application's status and the way to the job. */
export const TalentApplies: Story = {
  play: async ({ canvasElement }) => {
    const list = await ranked(canvasElement)
    const card = cardWith(list, /^Apply /)
    const title = card.querySelector('h3, [id$="-title"]')!.textContent!
    await userEvent.click(within(card).getByRole('button', { name: /^Apply / }))
    await expect(await screen.findByText('Application sent', {}, { timeout: 5000 })).toBeInTheDocument()
    const after = within(list.getByRole('article', { name: title }))
    await expectShown(after.findByText('Applied', {}, { timeout: 5000 }))
    await expect(after.getByRole('link', { name: `View job ${title}` })).toBeVisible()
    const vacancyId = card.getAttribute('aria-labelledby')!.replace(/^match-|-title$/g, '')
    await expect(db.applications.find((a) => a.vacancy_id === vacancyId && a.talent_id === tara().id)?.status).toBe(
      'applied',
    )
  },
}

/** A refused apply (the vacancy closed meanwhile): the server's 409 sentence shows on the card. */
export const TalentApplyRefused: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('createApplication', 409, { message: ['This vacancy is not open for applications.'] }))
  },
  play: async ({ canvasElement }) => {
    const list = await ranked(canvasElement)
    const card = cardWith(list, /^Apply /)
    await userEvent.click(within(card).getByRole('button', { name: /^Apply / }))
    await expect(await within(card).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This vacancy is not open for applications.',
    )
    await expect(within(card).getByRole('button', { name: /^Apply / })).toBeEnabled()
  },
}

/** Filters in the URL: only remote vacancies, and the boxes say so. */
export const TalentFiltered: Story = {
  parameters: { app: { url: '/matching?remote=remote', signedInAs: 'talentPublished' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(await canvas.findByRole('search', { name: 'Filter matches' }, { timeout: 8000 }))
    await expect(form.getByRole('checkbox', { name: 'Remote' })).toBeChecked()
    const status = within(canvas.getByRole('region', { name: 'Matches' })).getByRole('status')
    await expect(status).toHaveTextContent(/under these filters/)
    for (const article of canvas.queryAllByRole('article')) await expect(article).toHaveTextContent('Remote')
  },
}

/** A talent whose resume is a draft: the way to finish it in the CV editor. */
export const TalentDraftOnly: Story = {
  parameters: { app: { url: '/matching', signedInAs: 'talentDraft' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Publish your resume to get matched to vacancies' },
        { timeout: 8000 },
      ),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Finish your resume' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/manage-cv\//),
    )
  },
}

export const TalentLoading: Story = loadingStory('listVacancyMatches')

export const TalentServiceDown: Story = serviceDownStory(
  'listVacancyMatches',
  'Matching is restarting. Try again in a minute.',
)

/** The employer: talents ranked for the newest published vacancy; Propose puts one in its pipeline. */
export const EmployerProposes: Story = {
  parameters: { app: { url: '/matching', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    const list = await ranked(canvasElement, 'Ranked talents')
    const card = cardWith(list, /^Propose /)
    const name = within(card).getByRole('heading').textContent!
    await userEvent.click(within(card).getByRole('button', { name: `Propose ${name}` }))
    await expect(await screen.findByText('Talent proposed', {}, { timeout: 5000 })).toBeInTheDocument()
    const after = within(list.getByRole('article', { name }))
    await expectShown(after.findByText('Employer interested', {}, { timeout: 5000 }))
    await expect(after.getByRole('link', { name: `Open application ${name}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/job-openings\/hiring-pipeline\/vacancy\/.+\/application\/.+\/resume$/),
    )
  },
}

/** Another vacancy from the list: the URL names it and the ranking follows. */
export const EmployerChangesVacancy: Story = {
  parameters: { app: { url: '/matching', signedInAs: 'employer' } },
  play: async ({ canvasElement }) => {
    await ranked(canvasElement, 'Ranked talents')
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: 'Vacancy' })
    const first = select.textContent
    await userEvent.click(select)
    const options = await screen.findAllByRole('option')
    const other = options.find((option) => option.textContent !== first)!
    const title = other.textContent!
    await userEvent.click(other)
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Vacancy' })).toHaveTextContent(title), {
      timeout: 5000,
    })
  },
}

/** A company without a published vacancy. */
export const EmployerWithoutVacancy: Story = {
  parameters: { app: { url: '/matching', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: 'Publish a vacancy to see matching talents' },
        { timeout: 8000 },
      ),
    ).toBeVisible()
  },
}
