/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/skills` through the real route on the mock marketplace, signed in as the demo admin (every grant). */
const meta = {
  title: 'Routes/Recruiter/Skills',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/skills', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
    // Sorted first, unused: the skill the stories delete and merge.
    db.skills.push({
      id: 'skill-aardvark',
      name: 'Aardvark script',
      category: 'Testing',
      aliases: [],
      created_at: '2026-01-01T00:00:00Z',
    })
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Skills catalogue' }, { timeout: 8000 })

/** Ten skills a page, alphabetical, each with who holds it; the pager counts the whole catalogue. */
export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement))
      .getAllByRole('row')
      .slice(1)
    await expect(rows).toHaveLength(10)
    await expect(rows[0]).toHaveTextContent('Aardvark script')
    await expect(within(rows[0]!).getByText('Unused')).toBeVisible()
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Skills pages' }))
    await expect(pages.getByText(`1–10 of ${db.skills.length}`)).toBeVisible()
  },
}

/** The search is in the URL: a link to `/skills?q=postgres` opens on PostgreSQL alone. */
export const SearchFromUrl: Story = {
  parameters: { app: { url: '/skills?q=postgres', signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement))
      .getAllByRole('row')
      .slice(1)
    await expect(rows.map((row) => row.firstChild?.textContent)).toEqual(['PostgreSQL'])
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Name or alias' })).toHaveValue('postgres')
  },
}

/** New skill: "Skill created", and the catalogue holds it. */
export const CreateSkill: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New skill' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'New skill' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Elixir')
    await userEvent.type(dialog.getByRole('textbox', { name: /^Aliases/ }), 'ex')
    await userEvent.click(dialog.getByRole('button', { name: 'Create skill' }))
    await expect(await screen.findByText('Skill created', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(db.skills.find((s) => s.name === 'Elixir')).toMatchObject({ aliases: ['ex'], category: null })
  },
}

/** Edit: "Skill updated", and the row shows the new aliases. */
export const EditSkill: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Aardvark script' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Aardvark script' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /^Aliases/ }), 'AVS')
    await userEvent.click(dialog.getByRole('button', { name: 'Save skill' }))
    await expect(await screen.findByText('Skill updated', {}, { timeout: 5000 })).toBeInTheDocument()
    const row = within(await table(canvasElement)).getByRole('row', { name: /Aardvark script/ })
    await waitFor(() => expect(row).toHaveTextContent('AVS'))
  },
}

/** An unused skill: deleted after confirmation, "Skill deleted", gone from the table. */
export const DeleteUnused: Story = {
  play: async ({ canvasElement }) => {
    const skills = within(await table(canvasElement))
    await userEvent.click(skills.getByRole('button', { name: 'Delete Aardvark script' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Aardvark script?' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Delete skill' }))
    await expect(await screen.findByText('Skill deleted', {}, { timeout: 5000 })).toBeInTheDocument()
    await waitFor(() => expect(skills.queryByRole('row', { name: /Aardvark script/ })).toBeNull(), { timeout: 5000 })
  },
}

/** A resume took the skill after the page loaded: the server refuses the delete and the dialog says why. */
export const DeleteRefused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await table(canvasElement)).getByRole('button', { name: 'Delete Aardvark script' }))
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Aardvark script?' }))
    db.resumes[0]!.skills.push({ skill_id: 'skill-aardvark', level: 'expert', years: 2 } as never)
    await userEvent.click(dialog.getByRole('button', { name: 'Delete skill' }))
    await expect(await dialog.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Aardvark script is used by 1 resume: merge it into another skill instead of deleting it.',
    )
    await expect(db.skills.some((s) => s.id === 'skill-aardvark')).toBe(true)
  },
}

/** Merge a used skill into TypeScript: "Skills merged", the resume holds TypeScript, the old name is an alias. */
export const MergeSkill: Story = {
  beforeEach() {
    db.resumes[0]!.skills = db.resumes[0]!.skills.filter(
      (s) => s.skill_id !== db.skills.find((k) => k.name === 'TypeScript')!.id,
    )
    db.resumes[0]!.skills.push({ skill_id: 'skill-aardvark', level: 'expert', years: 2 } as never)
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await table(canvasElement)).getByRole('button', { name: 'Merge Aardvark script' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Merge Aardvark script' }))
    await expect(
      dialog.getByText('What holds Aardvark script (1 resume) moves to the skill you keep.', { exact: false }),
    ).toBeInTheDocument()
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search the skill to keep' }), 'TypeS')
    await userEvent.click(await dialog.findByRole('radio', { name: 'TypeScript' }, { timeout: 5000 }))
    await userEvent.click(dialog.getByRole('button', { name: 'Merge into TypeScript' }))
    await expect(await screen.findByText('Skills merged', {}, { timeout: 5000 })).toBeInTheDocument()
    const typescript = db.skills.find((s) => s.name === 'TypeScript')!
    await expect(typescript.aliases).toContain('Aardvark script')
    await expect(db.resumes[0]!.skills.map((s) => s.skill_id)).toContain(typescript.id)
    await expect(db.skills.some((s) => s.id === 'skill-aardvark')).toBe(false)
  },
}

/** The demo recruiter's level creates and edits skills but neither deletes nor merges them. */
export const RecruiterLevel: Story = {
  parameters: { app: { url: '/skills', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    const skills = within(await table(canvasElement))
    await expect(skills.getByRole('button', { name: 'Edit Aardvark script' })).toBeEnabled()
    await expect(skills.queryByRole('button', { name: /^(Delete|Merge) / })).toBeNull()
    await expect(within(canvasElement).getByRole('button', { name: 'New skill' })).toBeVisible()
  },
}

export const Loading: Story = loadingStory('listSkills')

export const ServiceDown: Story = serviceDownStory('listSkills')
