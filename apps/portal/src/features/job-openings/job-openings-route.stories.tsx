/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/job-openings` through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Job openings/Job openings',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/job-openings', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const companyId = () => userByEmail(demoEmails.employer)!.company_id
const active = () => db.vacancies.filter((v) => v.company_id === companyId() && v.status === 'Active')
const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Active vacancies' }, { timeout: 8000 })

/** The company's active vacancies, the draft marked, the applicants of each card from the avatars call. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    await expect(cards.getAllByRole('article')).toHaveLength(active().length)
    const draft = active().find((v) => v.draft)!
    await expect(within(cards.getByRole('article', { name: draft.title })).getByText('Draft')).toBeVisible()
    const busiest = active().reduce((a, b) => (b.applications_count > a.applications_count ? b : a))
    const card = within(cards.getByRole('article', { name: busiest.title }))
    await expectShown(card.findByRole('group', { name: 'Applications by stage' }, { timeout: 5000 }))
  },
}

/** Archive from the list: confirmed, "Vacancy archived", and the card leaves the list. */
export const Archive: Story = {
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    const target = active().find((v) => !v.draft)!
    await userEvent.click(
      within(cards.getByRole('article', { name: target.title })).getByRole('button', { name: /^Archive/ }),
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(await screen.findByText('Vacancy archived', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(cards.queryByRole('article', { name: target.title })).toBeNull(), { timeout: 5000 })
    await expect(db.vacancies.find((v) => v.id === target.id)!.status).toBe('Archived')
  },
}

/** Twenty more vacancies: ten a page, the page in the URL, the next page's cards on "page 2". */
export const ManyVacancies: Story = {
  beforeEach() {
    const template = active().find((v) => !v.draft)!
    for (let i = 1; i <= 20; i++) {
      db.vacancies.push({
        ...structuredClone(template),
        id: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
        title: `Opening number ${i}`,
      })
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await list(canvasElement)
    const total = active().length
    const pages = canvas.getByRole('navigation', { name: 'Job openings pages' })
    await expect(within(pages).getByText(`1–10 of ${total}`)).toBeVisible()
    const firstTitles = canvas.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))
    await userEvent.click(within(pages).getByRole('button', { name: /page 2/ }))
    await expect(await within(pages).findByText(`11–20 of ${total}`, {}, { timeout: 5000 })).toBeVisible()
    const secondTitles = canvas.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))
    await expect(secondTitles.some((id) => firstTitles.includes(id))).toBe(false)
  },
}

/** A company without vacancies: the call to post the first one. */
export const Empty: Story = {
  parameters: { app: { url: '/job-openings', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Post your first vacancy' }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('listVacancies'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listVacancies', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
  },
}

/** The applicants fail alone: the cards still show, with the vacancy's own count. */
export const ApplicantsDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('listVacancyTalentAvatars', 503))
  },
  play: async ({ canvasElement }) => {
    const cards = within(await list(canvasElement))
    await expect(
      (await cards.findAllByText(/Applicants could not be loaded/, {}, { timeout: 8000 })).length,
    ).toBeGreaterThan(0)
  },
}
