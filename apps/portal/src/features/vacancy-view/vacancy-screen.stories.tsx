import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { vacancyOf } from '../../testing/vacancies.ts'
import { VacancyScreen } from './vacancy-screen.tsx'
import { VacancyUnavailable } from './vacancy-unavailable.tsx'

const vacancy = vacancyOf()

const meta = {
  title: 'Screens/Vacancy/Vacancy',
  component: VacancyScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    vacancy,
    audience: 'employer',
    onArchive: fn(async () => ({ ok: true as const })),
    onDelete: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof VacancyScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The company's employer: the facts, skills by kind with levels, the description, and what they can do. */
export const AsEmployer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Northwind Labs' })).toHaveAttribute('href', '/company-info')
    await expect(canvas.getByText('Berlin, Berlin, Germany')).toBeVisible()
    await expect(canvas.getByText('Hybrid')).toBeVisible()
    await expect(canvas.getByText('Full time')).toBeVisible()
    await expect(canvas.getByText('Senior')).toBeVisible()
    await expect(canvas.getByText('€70,000 – €90,000 a year, gross')).toBeVisible()
    await expect(canvas.getByText('2 openings')).toBeVisible()
    const required = within(canvas.getByRole('list', { name: 'Required skills' }))
    await expect(required.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'TypeScript · Advanced',
      'PostgreSQL · Intermediate',
    ])
    await expect(canvas.getByRole('list', { name: 'Nice to have skills' })).toHaveTextContent('Kubernetes · Beginner')
    await expect(canvas.getByText('You will build the APIs of our robot fleet.')).toBeVisible()
    // The description's Markdown: its "##" heading is an h3 under the page's "About the role" (h2).
    await expect(canvas.getByRole('heading', { level: 3, name: 'What you bring' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/create-vacancy/v-1')
    await expect(canvas.getByRole('link', { name: 'Hiring pipeline' })).toHaveAttribute(
      'href',
      '/job-openings/hiring-pipeline/v-1',
    )
    await expect(canvas.queryByRole('button', { name: 'Delete' })).toBeNull()
  },
}

/** Archive asks first; confirmed, the vacancy is archived. */
export const ArchiveConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Archive' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(args.onArchive).toHaveBeenCalledOnce()
    await expect(args.onArchive).toHaveBeenCalledWith(vacancy)
  },
}

/** A recruiter manages it too, without the company's own links. */
export const AsRecruiter: Story = {
  args: { audience: 'recruiter' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Northwind Labs' })).toBeNull()
    await expect(canvas.getByText('Northwind Labs')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Archive' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Hiring pipeline' })).toBeNull()
  },
}

/** A talent reads it: no actions, no company-internal links. */
export const AsTalent: Story = {
  args: { audience: 'talent', onArchive: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Senior Backend Engineer' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Northwind Labs' })).toBeNull()
  },
}

/** A draft: marked, editable, deleted rather than archived. */
export const Draft: Story = {
  args: { vacancy: vacancyOf({ draft: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toBeVisible()
    await expect(canvas.getByText('This is a draft: talents see it once you publish it.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible()
  },
}

/** Archived: read only, it can only be deleted. */
export const Archived: Story = {
  args: { vacancy: vacancyOf({ status: 'Archived', archivedAt: '2026-02-20T09:00:00Z' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This vacancy is archived: it is read only/)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Archive' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible()
  },
}

/** What was left out says so, instead of showing blanks. */
export const Sparse: Story = {
  args: {
    vacancy: vacancyOf({
      location: null,
      seniority: null,
      salary: null,
      skills: [],
      description: '',
      remote: 'remote',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not given')).toHaveLength(3)
    await expect(canvas.getByText('No skills listed.')).toBeVisible()
    await expect(canvas.getByText('No description yet.')).toBeVisible()
  },
}

/** A vacancy the reader may not see, or that does not exist: said plainly, with the way home. */
export const Unavailable: Story = {
  render: () => <VacancyUnavailable />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This vacancy is not available' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  },
}
