/// <reference types="msw-storybook-addon/csf3" />
import {
  db,
  demoEmails,
  errorFor,
  loadingForever,
  seedParsedVacancyDraft,
  userByEmail,
  type DemoLogin,
} from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, StoryApp } from '../../testing/story-app.tsx'

/** Where a story opens: set in its `beforeEach`, once the mock marketplace holds the vacancy it is about. */
let target: { url: string; who: DemoLogin } = { url: '/create-vacancy', who: 'employer' }

/** /create-vacancy[/:id] on the mock marketplace, as the demo employer of Acme Robotics (and a recruiter). */
const meta = {
  title: 'Routes/Company/Vacancy editor',
  render: () => <StoryApp url={target.url} signedInAs={target.who} />,
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    mockMarketplace(context)
    target = { url: '/create-vacancy', who: 'employer' }
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const acme = () => userByEmail(demoEmails.employer)!.company_id!
/** One of Acme's vacancies in a given state. */
function acmeVacancy(kind: 'draft' | 'active' | 'archived', withApplications?: boolean) {
  const found = db.vacancies.find(
    (v) =>
      v.company_id === acme() &&
      (kind === 'archived' ? v.status === 'Archived' : v.status === 'Active' && v.draft === (kind === 'draft')) &&
      (withApplications === undefined || db.applications.some((a) => a.vacancy_id === v.id) === withApplications),
  )
  if (!found) throw new Error(`The mock marketplace has no ${kind} vacancy of Acme Robotics.`)
  return found
}

const opened = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { name, level: 1 }, { timeout: 8000 })
const toast = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 })

/** Text whose keystrokes the story is not about goes in as a paste: one input event, as fast as the form allows. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input)
  await userEvent.paste(text)
}

async function addSkill(canvasElement: HTMLElement, typed: string, name: string) {
  const input = within(canvasElement).getByRole('combobox', { name: 'Add a required skill' })
  // At a typing pace, as a person types: suggestions arrive between the keystrokes.
  await userEvent.type(input, typed, { delay: 120 })
  await waitFor(() => expect(input).toHaveValue(typed))
  await userEvent.click(await screen.findByRole('option', { name }, { timeout: 5000 }))
  // The chosen skill joins the list once the emptied input has painted (a frame later).
  await waitFor(() =>
    expect(within(canvasElement).getByRole('list', { name: 'Required skills' })).toHaveTextContent(name),
  )
}

/** Create: typed, a skill from the taxonomy, Publish: "Vacancy created", then the job openings. */
export const CreateAndPublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement, 'New vacancy')
    const before = db.vacancies.length
    await fill(canvas.getByRole('textbox', { name: /^Title/ }), 'Robotics platform engineer')
    await fill(canvas.getByRole('textbox', { name: /^Description/ }), 'Keep the fleet moving.')
    await addSkill(canvasElement, 'TypeS', 'TypeScript')
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(await toast('Vacancy created')).toBeInTheDocument()
    await waitFor(() => expect(db.vacancies.length).toBe(before + 1))
    await expect(db.vacancies[0]).toMatchObject({ title: 'Robotics platform engineer', draft: false, status: 'Active' })
    await expect(
      await canvas.findByRole('heading', { name: 'Job Openings', level: 1 }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** Save draft with a title only: "Vacancy created", the draft opens at its own address; then it is published. */
export const SaveDraftThenPublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement, 'New vacancy')
    await fill(canvas.getByRole('textbox', { name: /^Title/ }), 'Data engineer')
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect(await toast('Vacancy created')).toBeInTheDocument()
    await opened(canvasElement, 'Edit draft')
    await expect(db.vacancies[0]).toMatchObject({ title: 'Data engineer', draft: true })
    await fill(canvas.getByRole('textbox', { name: /^Description/ }), 'Pipelines and dashboards.')
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(
      await canvas.findByRole('heading', { name: 'Job Openings', level: 1 }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(db.vacancies[0]).toMatchObject({ title: 'Data engineer', draft: false })
  },
}

/** Archive asks first; confirmed: "Vacancy archived", then the archived job openings. */
export const Archive: Story = {
  beforeEach() {
    target = { url: `/create-vacancy/${acmeVacancy('active').id}`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Edit vacancy')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Archive' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(await toast('Vacancy archived')).toBeInTheDocument()
    await waitFor(() => expect(db.vacancies.find((v) => target.url.endsWith(v.id))?.status).toBe('Archived'))
  },
}

/** Delete a draft, confirmed: "Vacancy removed", gone from the marketplace. */
export const DeleteDraft: Story = {
  beforeEach() {
    target = { url: `/create-vacancy/${acmeVacancy('draft', false).id}`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Edit draft')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await toast('Vacancy removed')).toBeInTheDocument()
    await waitFor(() => expect(db.vacancies.some((v) => target.url.endsWith(v.id))).toBe(false))
  },
}

/** A vacancy with applications is not deleted: the dialog says to archive it instead. */
export const DeleteRefused: Story = {
  beforeEach() {
    target = { url: `/create-vacancy/${acmeVacancy('active', true).id}`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    await opened(canvasElement, 'Edit vacancy')
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This vacancy has applications: archive it instead.',
    )
    await expect(db.vacancies.some((v) => target.url.endsWith(v.id))).toBe(true)
  },
}

/** An archived vacancy opens read only, with a note. */
export const ArchivedReadOnly: Story = {
  beforeEach() {
    target = { url: `/create-vacancy/${acmeVacancy('archived').id}`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement, 'Archived vacancy')
    await expect(canvas.getByRole('note')).toHaveTextContent('archived vacancies are read only')
    await expect(canvas.queryByRole('button', { name: /Publish|Update|Save draft/ })).toBeNull()
  },
}

/** A draft read from an uploaded file: the guessed fields stand out, with the line they were read from. */
export const ParsedDraft: Story = {
  beforeEach() {
    const employer = userByEmail(demoEmails.employer)!
    const company = db.companies.find((c) => c.id === employer.company_id)!
    target = { url: `/create-vacancy/${seedParsedVacancyDraft(company, employer).id}`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement, 'Edit draft')
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('Senior Frontend Engineer')
    await expect(canvas.getByText(/Low confidence \(45%\).*Berlin area/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(
      canvas.getByRole('alert', { name: 'Check the fields read from your file before publishing.' }),
    ).toBeVisible()
  },
}

/** A recruiter posts for a company they choose from GET /company. */
export const RecruiterPicksCompany: Story = {
  beforeEach() {
    target = { url: '/create-vacancy', who: 'recruiter' }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await opened(canvasElement, 'New vacancy')
    const company = canvas.getByRole('combobox', { name: 'Company' })
    await userEvent.type(company, 'Acme', { delay: 120 })
    await waitFor(() => expect(company).toHaveValue('Acme'))
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Robotics' }, { timeout: 5000 }))
    await fill(canvas.getByRole('textbox', { name: /^Title/ }), 'Field technician')
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect(await toast('Vacancy created')).toBeInTheDocument()
    await expect(db.vacancies[0]).toMatchObject({ title: 'Field technician', company_id: acme(), draft: true })
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    target = { url: `/create-vacancy/${acmeVacancy('active').id}`, who: 'employer' }
    msw.use(...loadingForever('getVacancy'))
  },
  play: async ({ canvasElement }) => {
    // Nothing of the page shows before its data: a busy placeholder stands in.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
    await expect(within(canvasElement).queryByRole('button', { name: /Publish|Update/ })).toBeNull()
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    target = { url: `/create-vacancy/${acmeVacancy('active').id}`, who: 'employer' }
    msw.use(...errorFor('getVacancy', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expectShown(canvas.findByText(/The service is restarting/, {}, { timeout: 8000 }))
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}
