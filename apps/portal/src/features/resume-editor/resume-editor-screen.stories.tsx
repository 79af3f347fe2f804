import {
  completeValues,
  emptyResumeValues,
  parsedFieldsOf,
  parsedResume,
  parsedValues,
  reviewOf,
} from '@hireloop/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { ResumeEditorScreen, saveStatusText } from './resume-editor-screen.tsx'

const parsed = parsedFieldsOf(parsedResume)
const lookups = {
  countries: async () => [{ code: 'DE', name: 'Germany' }],
  states: async () => [{ code: 'BE', name: 'Berlin' }],
  cities: async () => [{ code: 'c-1', name: 'Berlin' }],
  skills: async () => [{ id: 's-9', name: 'JavaScript', aliases: ['JS'] }],
}

const meta = {
  title: 'Screens/Talent/Resume editor',
  component: ResumeEditorScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    initialValues: emptyResumeValues,
    parsed: [],
    review: {},
    saveStatus: { kind: 'saved', at: null },
    hasPublished: false,
    busy: null,
    blockers: [],
    error: null,
    lookups,
    onChange: fn(),
    onConfirm: fn(),
    onSaveDraft: fn(),
    onPublish: fn(async () => undefined),
  },
} satisfies Meta<typeof ResumeEditorScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A new resume: typing reports the values; "Add a position" adds a row and puts the cursor in it. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /^Headline/ }), 'Engineer')
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Engineer' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a position' }))
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).toHaveFocus()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove position 1' }))
    await expect(canvas.queryByRole('textbox', { name: /^Company/ })).toBeNull()
  },
}

/** Typed by hand and saved a moment ago. */
export const Filled: Story = {
  args: { initialValues: completeValues, saveStatus: { kind: 'saved', at: '2026-03-02T10:42:00.000Z' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvasElement.querySelector('[data-kind="saved"]')).toHaveTextContent(
      saveStatusText({ kind: 'saved', at: '2026-03-02T10:42:00.000Z' }),
    )
    await expect(canvas.getByRole('button', { name: 'Remove TypeScript' })).toBeVisible()
  },
}

/** Read from a file: each parsed section says so, the guessed location stands out; "Looks right" confirms. */
export const ParsedToCheck: Story = {
  args: { initialValues: parsedValues, parsed, review: reviewOf(parsed) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Read from your file, please check')).toHaveLength(3)
    await expect(canvas.getByText(/Low confidence \(45%\)/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Location looks right' }))
    await expect(args.onConfirm).toHaveBeenCalledWith('location')
  },
}

/** Publish refused: the summary takes the focus and links to each section. */
export const PublishRefused: Story = {
  args: {
    initialValues: parsedValues,
    parsed,
    review: { ...reviewOf(parsed), title: 'confirmed', skills: 'edited' },
    error: 'Check the fields read from your file before publishing.',
    blockers: [{ field: 'location', kind: 'unchecked', message: 'Location: read from your file, please check it.' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const summary = canvas.getByRole('alert', { name: 'Check the fields read from your file before publishing.' })
    await expect(summary).toHaveFocus()
    await expect(within(summary).getByRole('link')).toHaveAttribute('href', '#resume-location')
    await expect(canvas.getAllByText('Checked').length + canvas.getAllByText('Edited').length).toBe(2)
  },
}

export const Saving: Story = {
  args: { initialValues: completeValues, saveStatus: { kind: 'saving' }, busy: 'saving' },
}

export const NotSavedYet: Story = {
  args: { initialValues: { ...completeValues, title: '' }, saveStatus: { kind: 'incomplete' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kind="incomplete"]')).toHaveTextContent(
      'Not saved: complete the marked fields',
    )
  },
}

export const PublishedResume: Story = {
  args: { initialValues: completeValues, hasPublished: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Publish changes' })).toBeVisible()
  },
}
