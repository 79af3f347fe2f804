import {
  emptyVacancyValues,
  parsedVacancy,
  parsedVacancyFieldsOf,
  parsedVacancyValues,
  type VacancyValues,
} from '@hireloop/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { VacancyActionResult } from '../../lib/vacancies/use-vacancy-actions.ts'
import { apiError } from '../../testing/api-errors.ts'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { VacancyEditorScreen } from './vacancy-editor-screen.tsx'

const lookups = {
  countries: async () => [{ code: 'DE', name: 'Germany' }],
  states: async () => [{ code: 'BE', name: 'Berlin' }],
  cities: async () => [{ code: 'c-1', name: 'Berlin' }],
  skills: async () => [
    { id: 's-1', name: 'TypeScript', aliases: ['TS'] },
    { id: 's-9', name: 'GraphQL', aliases: [] },
  ],
  companies: async () => [
    { id: 'c-1', name: 'Northwind Labs' },
    { id: 'c-2', name: 'Acme Robotics' },
  ],
}

const saved: VacancyValues = {
  ...emptyVacancyValues,
  title: 'Senior Backend Engineer',
  description: 'You will build the APIs of our robot fleet.\n\n## What you bring\n\n- **TypeScript**\n- PostgreSQL',
  seniority: 'senior',
  remote: 'hybrid',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  salary: { min: '70000', max: '90000', currency: 'EUR', period: 'year' },
  skills: [
    { skillId: 's-1', name: 'TypeScript', level: 'advanced', required: true },
    { skillId: 's-3', name: 'Kubernetes', level: 'beginner', required: false },
  ],
  languages: [{ language: 'en', level: 'c1' }],
  openings: '2',
}

const ok = async (): Promise<VacancyActionResult> => ({ ok: true })

const meta = {
  title: 'Screens/Company/Vacancy editor',
  component: VacancyEditorScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'new',
    initialValues: emptyVacancyValues,
    companyName: 'Northwind Labs',
    pickCompany: false,
    parsed: [],
    busy: null,
    lookups,
    onSave: fn(async () => undefined),
    onArchive: fn(ok),
    onDelete: fn(ok),
  },
} satisfies Meta<typeof VacancyEditorScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A new vacancy: typed, a skill added from the taxonomy, published; the body is what the contract takes. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'New vacancy', level: 1 })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Delete|Archive/ })).toBeNull()
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Platform engineer')
    await userEvent.type(canvas.getByRole('textbox', { name: /^Description/ }), 'Run our **Kubernetes** fleet.')
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }))
    const preview = canvas.getByRole('region', { name: 'Description preview' })
    await expect(within(preview).getByText('Kubernetes').tagName).toBe('STRONG')
    await userEvent.click(canvas.getByRole('tab', { name: 'Edit' }))
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a required skill' }), 'Type')
    await userEvent.click(await screen.findByRole('option', { name: 'TypeScript' }))
    // The chosen skill joins the list once the emptied input has painted (a frame later).
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Required skills' })).toHaveTextContent('TypeScript'))
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith('publish', {
        title: 'Platform engineer',
        description: 'Run our **Kubernetes** fleet.',
        seniority: null,
        employmentType: 'full_time',
        remote: 'onsite',
        location: null,
        salary: null,
        skills: [{ skillId: 's-1', level: 'intermediate', required: true }],
        languages: [],
        openings: 1,
      }),
    )
  },
}

/**
 * Languages by keyboard only: add one, choose it and its minimum level, add a second (the first's language is no
 * longer offered), remove it; focus lands on the new row and back on "Add a language". The body names each once.
 */
export const Languages: Story = {
  args: { mode: 'draft', initialValues: { ...saved, languages: [] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const section = within(canvas.getByRole('region', { name: 'Languages' }))
    await expect(section.getByText('No language requirements.')).toBeVisible()
    section.getByRole('button', { name: 'Add a language' }).focus()
    await userEvent.keyboard('{Enter}')
    const first = within(section.getByRole('group', { name: 'Language requirement 1' }))
    const language = first.getByRole('combobox', { name: 'Language' })
    await waitFor(() => expect(language).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: 'German' }))
    await expect(language).toHaveTextContent('German')
    first.getByRole('combobox', { name: 'Minimum level' }).focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(await screen.findByRole('option', { name: 'B2 · Upper intermediate' }))

    await userEvent.click(section.getByRole('button', { name: 'Add a language' }))
    const second = within(section.getByRole('group', { name: 'Language requirement 2' }))
    await userEvent.click(second.getByRole('combobox', { name: 'Language' }))
    // The list is in the page before it is placed and shown (Ark positions it first).
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toBeVisible(), { timeout: 5000 })
    await expect(screen.queryByRole('option', { name: 'German' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(second.getByRole('button', { name: 'Remove language 2' }))
    await expect(section.queryByRole('group', { name: 'Language requirement 2' })).toBeNull()
    await expect(section.getByRole('button', { name: 'Add a language' })).toHaveFocus()

    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        'publish',
        expect.objectContaining({ languages: [{ language: 'de', level: 'b2' }] }),
      ),
    )
  },
}

/** A language without its level is not sent: the level says what is missing. */
export const LanguageWithoutLevel: Story = {
  args: { mode: 'draft', initialValues: { ...saved, languages: [{ language: 'en', level: '' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    const row = within(canvas.getByRole('group', { name: 'Language requirement 1' }))
    await expect(row.getByRole('combobox', { name: 'Minimum level' })).toHaveAccessibleDescription(/Required/)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** "Save draft" needs only a title: the empty description does not hold it back. */
export const SaveDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveAccessibleDescription(/Required/)
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('textbox', { name: /^Title/ }), 'Data engineer')
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        'draft',
        expect.objectContaining({ title: 'Data engineer', description: '' }),
      ),
    )
  },
}

/** Publishing checks every rule in the browser, each message on its field; nothing is sent. */
export const ValidationErrors: Story = {
  args: { initialValues: { ...saved, description: '', salary: { ...saved.salary, min: '95000' }, openings: '0' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/Required/)
    await expect(canvas.getByRole('textbox', { name: /^From/ })).toHaveAccessibleDescription(
      /The minimum must not exceed the maximum\./,
    )
    await expect(canvas.getByRole('textbox', { name: /^Openings/ })).toHaveAccessibleDescription(
      /Enter 1 to 1000 openings\./,
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The server refuses a value the browser could not know (a city not in the reference data): it shows on the field. */
export const ServerErrors: Story = {
  args: {
    mode: 'draft',
    initialValues: saved,
    onSave: fn(async () => {
      throw apiError(400, {
        detail: [{ loc: ['body', 'salary', 'max'], msg: 'Must be at most 100000000.', type: 'maximum' }],
      })
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expectShown(canvas.findByText('Must be at most 100000000.'))
  },
}

/** A saved draft: Save draft, Publish and Delete; Delete asks first. */
export const Draft: Story = {
  args: { mode: 'draft', initialValues: saved },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Draft')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce())
  },
}

/** A published vacancy: Update, Archive (asks first) and Delete; no draft any more. */
export const Active: Story = {
  args: { mode: 'active', initialValues: saved },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: 'Save draft' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await expect(args.onArchive).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('publish', expect.objectContaining({ openings: 2 })))
  },
}

/** Deleting a vacancy with applications is refused: the dialog stays open with the server's sentence. */
export const DeleteRefused: Story = {
  args: {
    mode: 'active',
    initialValues: saved,
    onDelete: fn(async (): Promise<VacancyActionResult> => ({
      ok: false,
      message: 'This vacancy has applications: archive it instead.',
    })),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete vacancy' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This vacancy has applications: archive it instead.',
    )
  },
}

/** Archived: read only, with a note; the description shows rendered; it can still be deleted. */
export const Archived: Story = {
  args: { mode: 'archived', initialValues: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('note')).toHaveTextContent('archived vacancies are read only')
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toBeDisabled()
    await expect(canvas.queryByRole('button', { name: /Publish|Update|Save draft/ })).toBeNull()
    await expect(canvas.getByRole('heading', { name: 'What you bring', level: 3 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeEnabled()
  },
}

/** A draft read from a file: each parsed field asks to be checked; the guesses stand out with their source line. */
export const ParsedDraft: Story = {
  args: { mode: 'draft', initialValues: parsedVacancyValues, parsed: parsedVacancyFieldsOf(parsedVacancy) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/Low confidence \(45%\).*Berlin area/)).toBeVisible()
    await expect(canvas.getByText(/Low confidence \(52%\).*65-80k/)).toBeVisible()
    await expect(canvasElement.querySelector('#vacancy-location')).toHaveAttribute('data-low', 'true')
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    const summary = canvas.getByRole('alert', { name: 'Check the fields read from your file before publishing.' })
    await waitFor(() => expect(summary).toHaveFocus())
    await expect(within(summary).getByRole('link', { name: /Location/ })).toHaveAttribute('href', '#vacancy-location')
    await expect(args.onSave).not.toHaveBeenCalled()
    for (const label of ['Title', 'Description', 'Skills', 'Employment type', 'Location', 'Remote policy', 'Salary']) {
      await userEvent.click(canvas.getByRole('button', { name: `${label} looks right` }))
    }
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('publish', expect.anything()))
  },
}

/** A recruiter's new vacancy: the company is chosen first (GET /company); without it nothing is sent. */
export const RecruiterPicksCompany: Story = {
  args: { pickCompany: true, companyName: null, initialValues: { ...saved } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await expectShown(canvas.findByText('Choose the company this vacancy belongs to.'))
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(canvas.getByRole('combobox', { name: 'Company' }), 'Acme')
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Robotics' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith('publish', expect.objectContaining({ companyId: 'c-2' })),
    )
  },
}

export const Publishing: Story = {
  args: { mode: 'draft', initialValues: saved, busy: 'publish' },
}
