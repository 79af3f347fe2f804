import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SkillsScreen } from './skills-screen.tsx'

const skill = (
  id: string,
  name: string,
  category: string | null,
  aliases: string[],
  resumes: number,
  vacancies = 0,
) => ({
  id,
  name,
  category,
  aliases,
  createdAt: '2026-01-01T00:00:00.000Z',
  usage: { resumes, vacancies },
})

const SKILLS = [
  skill('s-1', 'Go', 'Programming languages', ['golang'], 4, 2),
  skill('s-2', 'Golang', null, [], 1),
  skill('s-3', 'Haxe', 'Programming languages', [], 0),
]

const meta = {
  title: 'Screens/Recruiter/Skills',
  component: SkillsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    skills: { results: SKILLS, total: 3, size: 10, currentPage: 1 },
    filters: { q: '', category: '', page: 1 },
    may: { write: true, remove: true },
    onFiltersChange: fn(),
    searchSkills: fn(async (query: string) =>
      SKILLS.filter((s) => s.name.toLowerCase().startsWith(query.toLowerCase())).map(({ id, name, aliases }) => ({
        id,
        name,
        aliases,
      })),
    ),
    onCreate: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
    onMerge: fn(async () => undefined),
  },
} satisfies Meta<typeof SkillsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Columns by name; who holds each skill in words, an unused one marked; actions named after the skill. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Skills catalogue' })).toBeVisible()
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Category',
      'Aliases',
      'Used by',
      'Actions',
    ])
    await expect(within(canvas.getByRole('row', { name: /^Go / })).getByText('4 resumes and 2 vacancies')).toBeVisible()
    await expect(within(canvas.getByRole('row', { name: /Haxe/ })).getByText('Unused')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Merge Golang' })).toBeEnabled()
  },
}

/** A level that only reads (a Sourcer): the table without New skill, Edit, Merge or Delete. */
export const ReadOnly: Story = {
  args: { may: { write: false, remove: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('table', { name: 'Skills catalogue' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /New skill|Edit|Merge|Delete/ })).toBeNull()
  },
}

/** Search and category go to the route together, back to page 1. */
export const Search: Story = {
  args: { filters: { q: '', category: '', page: 2 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('search', { name: 'Filter skills' }))
    await userEvent.type(form.getByRole('searchbox', { name: 'Name or alias' }), 'go')
    await userEvent.type(form.getByRole('textbox', { name: /^Category/ }), 'Backend{Enter}')
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ q: 'go', category: 'Backend', page: 1 })
  },
}

/** Nothing matches: the table says so and how to go on. */
export const NoMatch: Story = {
  args: {
    skills: { results: [], total: 0, size: 10, currentPage: 1 },
    filters: { q: 'cobol', category: '', page: 1 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No skill matches these filters. Try another name or category.')).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: 'Name or alias' })).toHaveValue('cobol')
  },
}

/** More than a page: the pager moves through the catalogue. */
export const Paged: Story = {
  args: { skills: { results: SKILLS, total: 23, size: 10, currentPage: 1 } },
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Skills pages' }))
    await userEvent.click(pages.getByRole('button', { name: /page 2/ }))
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ q: '', category: '', page: 2 })
  },
}

/** New skill: the name is required; aliases typed with commas are sent as a list. */
export const Create: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New skill' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New skill' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Create skill' }))
    // The dialog is still fading in when the message appears: read it once it shows.
    await waitFor(() => expect(dialog.getByText('Required')).toBeVisible(), { timeout: 5000 })
    await expect(args.onCreate).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Elixir')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Category/ }), 'Programming languages')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Aliases/ }), 'ex, Elixir-lang')
    await userEvent.click(dialog.getByRole('button', { name: 'Create skill' }))
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Elixir',
        category: 'Programming languages',
        aliases: ['ex', 'Elixir-lang'],
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

/** Edit opens with the skill's values; the change goes to onUpdate with the skill's id. */
export const Edit: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Go' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Go' }))
    await expect(dialog.getByRole('textbox', { name: /^Aliases/ })).toHaveValue('golang')
    await userEvent.clear(dialog.getByRole('textbox', { name: /^Category/ }))
    await userEvent.click(dialog.getByRole('button', { name: 'Save skill' }))
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith('s-1', { name: 'Go', category: '', aliases: ['golang'] }),
    )
  },
}

/** An unused skill is deleted after confirmation. */
export const DeleteUnused: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Haxe' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Haxe?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete skill' }))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 's-3' })))
  },
}

/** A used skill cannot be deleted: the dialog says why and offers the merge, which picks the skill to keep. */
export const DeleteUsedMergesInstead: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Golang' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete Golang?' }))
    await expect(confirm.getByText(/Golang is used by 1 resume, so it cannot be deleted/)).toBeInTheDocument()
    await expect(confirm.queryByRole('button', { name: 'Delete skill' })).toBeNull()
    await userEvent.click(confirm.getByRole('button', { name: 'Merge instead' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Golang' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Merge skills' }))
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose the skill to keep.')
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the skill to keep' }), 'Go')
    await userEvent.click(await dialog.findByRole('radio', { name: 'Go' }))
    // The skill being merged is not offered as its own target.
    await expect(dialog.queryByRole('radio', { name: 'Golang' })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: 'Merge into Go' }))
    await waitFor(() =>
      expect(args.onMerge).toHaveBeenCalledWith(
        expect.objectContaining({ id: 's-2' }),
        expect.objectContaining({ id: 's-1' }),
      ),
    )
  },
}

/** The server refuses the merge (the kept skill was deleted meanwhile): the dialog stays with the sentence. */
export const MergeRefused: Story = {
  args: {
    onMerge: fn(async () => {
      throw new Error('The skill to merge into does not exist (any more).')
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Merge Haxe' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Haxe' }))
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the skill to keep' }), 'Go')
    await userEvent.click(await dialog.findByRole('radio', { name: 'Go' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Merge into Go' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The skill to merge into does not exist (any more).',
    )
  },
}
