/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail } from '@hireloop/api/mocks'
import { pipelineGroupOf, type ApplicationStatus } from '@hireloop/flows/rules'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/job-openings/hiring-pipeline` through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Job openings/Hiring pipeline',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/job-openings/hiring-pipeline', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/**
 * The board the route opens on: the company's first published active vacancy with applications, in the list's
 * order (newest first, then by id, as the mock's listVacancies sorts; seeded vacancies may share a creation time).
 */
const boardVacancy = () => {
  const companyId = userByEmail(demoEmails.employer)!.company_id
  const newestFirst = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
    b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  return db.vacancies
    .filter((v) => v.company_id === companyId && v.status === 'Active' && !v.draft)
    .sort(newestFirst)
    .find((v) => v.applications_count > 0)!
}
/** The board's application seeded in `status` (the mock holds one in every status); `now()` reads it as saved. */
const seededIn = (status: ApplicationStatus) => {
  const seeded = db.applications.find((a) => a.vacancy_id === boardVacancy().id && a.status === status)!
  return { name: seeded.talent.full_name, now: () => db.applications.find((a) => a.id === seeded.id)! }
}

/**
 * The board once its cards show: react-aria fills the columns a render after the board itself appears, so a play
 * function that looks at once finds every column empty.
 */
async function board(canvasElement: HTMLElement) {
  const group = within(
    await within(canvasElement).findByRole('group', { name: /^Hiring pipeline of / }, { timeout: 10000 }),
  )
  await group.findAllByRole('link', { name: /^Resume of / }, { timeout: 5000 })
  return group
}
const column = (canvas: Canvas, name: string) => within(canvas.getByRole('grid', { name }))
const cardOf = (canvas: Canvas, name: string) =>
  canvas.getAllByRole('row').find((row: HTMLElement) => within(row).queryByText(name, { exact: true }))!
const COLUMNS = ['Prequalified talents', 'Qualification', 'Interview', 'Decision pending']

/**
 * Keyboard only: from the card, ArrowRight to its drag handle and Enter; the column after the card's own is offered
 * first, Tab goes on through the others in turn (its own column is no drop target), Enter drops.
 */
async function moveWithKeyboard(canvas: Canvas, name: string, from: string, to: string) {
  const at = COLUMNS.indexOf(from)
  const targets = [...COLUMNS.slice(at + 1), ...COLUMNS.slice(0, at)]
  await userEvent.click(within(cardOf(canvas, name)).getByText(/in this stage/))
  await userEvent.keyboard('{ArrowRight}{Enter}')
  await waitFor(() => expect(document.activeElement).toHaveAccessibleName(targets[0]))
  for (let tabs = 0; tabs < targets.indexOf(to); tabs++) await userEvent.keyboard('{Tab}')
  await expect(document.activeElement).toHaveAccessibleName(to)
  await expect(document.activeElement).toHaveAccessibleDescription(/Press Enter to drop/)
  await userEvent.keyboard('{Enter}')
}

/** The board of the vacancy, its four columns in order, each with the seeded cards. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const grids = canvas.getAllByRole('grid')
    await expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual(COLUMNS)
    await expect(
      within(canvasElement).getByRole('heading', { name: `${boardVacancy().title}: applications by stage` }),
    ).toBeVisible()
    await expect(column(canvas, 'Prequalified talents').getByText(seededIn('applied').name)).toBeVisible()
    await expect(column(canvas, 'Qualification').getByText(seededIn('employer_accepted').name)).toBeVisible()
    await expect(column(canvas, 'Interview').getByText(seededIn('interview_scheduled').name)).toBeVisible()
    await expect(column(canvas, 'Decision pending').getByText(seededIn('offer_accepted').name)).toBeVisible()
  },
}

/**
 * Keyboard only, as the mock saves it: the Applied card to Qualification (both sides agree: "You’re successfully
 * matched!"), then on to Interview ("Status updated"). Each move shows in its new column.
 */
export const KeyboardMove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const card = seededIn('applied')
    await moveWithKeyboard(canvas, card.name, 'Prequalified talents', 'Qualification')
    await expect(
      await within(canvasElement).findByText('You’re successfully matched!', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'status')
    await expect(card.now().status).toBe('employer_accepted')
    await waitFor(() => expect(column(canvas, 'Qualification').getByText(card.name)).toBeVisible())
    await expect(column(canvas, 'Prequalified talents').queryByText(card.name)).toBeNull()

    await moveWithKeyboard(canvas, card.name, 'Qualification', 'Interview')
    await expect(await within(canvasElement).findByText('Status updated', {}, { timeout: 5000 })).toHaveAttribute(
      'role',
      'status',
    )
    await expect(card.now().status).toBe('interview_requested')
    await waitFor(() => expect(column(canvas, 'Interview').getByText(card.name)).toBeVisible())
  },
}

/**
 * No column offers the company two statuses, so a drop never asks; the card's Move… button (reached with the arrow
 * keys) lists every move instead. Decline closes the application and its card leaves the board.
 */
export const MoveDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const card = seededIn('interview_scheduled')
    // In a card, ArrowRight goes from the drag handle to the résumé link and on to Move….
    await userEvent.click(within(cardOf(canvas, card.name)).getByText(/in this stage/))
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(document.activeElement).toHaveAccessibleName(`Move ${card.name}`)
    await userEvent.keyboard('{Enter}')
    const dialog = within(await screen.findByRole('dialog', { name: `Move ${card.name}` }))
    await expect(dialog.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['Interview done (Waiting for decision)', 'Decline (Declined by company)']),
    )
    await userEvent.click(dialog.getByRole('button', { name: 'Decline (Declined by company)' }))
    await expect(await within(canvasElement).findByText('Status updated', {}, { timeout: 5000 })).toBeVisible()
    await expect(card.now().status).toBe('employer_rejected')
    await waitFor(() => expect(canvas.queryByText(card.name, { exact: true })).toBeNull())
  },
}

/** A drop the transition table refuses: the card snaps back, the board says why, and nothing is sent. */
export const RefusedDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const card = seededIn('applied')
    await moveWithKeyboard(canvas, card.name, 'Prequalified talents', 'Interview')
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An application in Applied cannot move to Interview requested.',
    )
    await expect(column(canvas, 'Prequalified talents').getByText(card.name)).toBeVisible()
    await expect(card.now().status).toBe('applied')
  },
}

/** The mock answers 409 with a sentence: the optimistic move rolls back and the sentence shows. */
export const ServerRefusal: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...errorFor('setApplicationStatus', 409, {
        message: ['This application changed meanwhile. Reload the board.'],
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const card = seededIn('applied')
    await moveWithKeyboard(canvas, card.name, 'Prequalified talents', 'Qualification')
    await expect(
      await within(canvasElement).findByText(
        'This application changed meanwhile. Reload the board.',
        {},
        { timeout: 5000 },
      ),
    ).toHaveAttribute('role', 'alert')
    await waitFor(() => expect(column(canvas, 'Prequalified talents').getByText(card.name)).toBeVisible())
    await expect(column(canvas, 'Qualification').queryByText(card.name)).toBeNull()
    await expect(card.now().status).toBe('applied')
  },
}

/** A company without vacancies: how to get applicants. */
export const NoVacancies: Story = {
  parameters: { app: { url: '/job-openings/hiring-pipeline', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'No active vacancies yet' }, { timeout: 10000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Find talents in Matching' })).toHaveAttribute('href', '/matching')
  },
}

/** The board's vacancy with 26 talents in Interview: a column longer than two pages of 10. */
function busyInterview() {
  const vacancy = boardVacancy()
  const seeded = db.applications.find((a) => a.vacancy_id === vacancy.id && a.status === 'interview_scheduled')!
  const there = db.applications.filter(
    (a) => a.vacancy_id === vacancy.id && pipelineGroupOf(a.status) === 'interview',
  ).length
  const added = 26 - there
  for (let n = 1; n <= added; n++) {
    const id = `b0a2d000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`
    db.applications.push({
      ...structuredClone(seeded),
      id,
      talent: { ...seeded.talent, full_name: `Busy Interviewee ${n}` },
    })
  }
  vacancy.applications_count += added
}

/**
 * A busy vacancy (the scale data gives a pipeline vacancy hundreds of applications): Interview loads its first 10 of 26
 * cards and says 26; "Show more" loads the next page and announces it, until every card shows and the button goes.
 * Other columns are whole.
 */
export const BusyVacancy: Story = {
  beforeEach() {
    busyInterview()
  },
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const interview = () => canvas.getByRole('grid', { name: 'Interview' })
    await expect(within(interview().closest('section')!).getByText('26 cards')).toBeInTheDocument()
    await expect(within(interview()).getAllByRole('row')).toHaveLength(10)
    await expect(canvas.getAllByRole('button', { name: /^Show more/ })).toHaveLength(1)
    await userEvent.click(canvas.getByRole('button', { name: 'Show more in Interview' }))
    await expect(
      await within(canvasElement).findByText('10 more talents in Interview: 20 of 26 shown.', {}, { timeout: 5000 }),
    ).toHaveAttribute('role', 'status')
    await expect(within(interview()).getAllByRole('row')).toHaveLength(20)
    await userEvent.click(canvas.getByRole('button', { name: 'Show more in Interview' }))
    await expect(
      await within(canvasElement).findByText('6 more talents in Interview: 26 of 26 shown.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Show more/ })).toBeNull()
  },
}

/** A move between columns changes both counts: one less where it left, one more where it went. */
export const MoveCounts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await board(canvasElement)
    const countOf = (name: string) =>
      Number(
        within(canvas.getByRole('grid', { name }).closest('section')!)
          .getByText(/^\d+ cards?$/)
          .textContent!.split(' ')[0],
      )
    const [before, after] = [countOf('Prequalified talents'), countOf('Qualification')]
    const card = seededIn('applied')
    await moveWithKeyboard(canvas, card.name, 'Prequalified talents', 'Qualification')
    await waitFor(() => expect(column(canvas, 'Qualification').getByText(card.name)).toBeVisible())
    await expect(countOf('Prequalified talents')).toBe(before - 1)
    await expect(countOf('Qualification')).toBe(after + 1)
  },
}

export const Loading: Story = loadingStory('listVacancies')

export const ServiceDown: Story = serviceDownStory('listVacancyApplications')
