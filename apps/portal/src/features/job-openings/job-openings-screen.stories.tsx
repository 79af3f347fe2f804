import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { VacancyAction } from '../../lib/vacancies/use-vacancy-actions.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf, STORY_NOW, vacancyOf } from '../../testing/vacancies.ts'
import type { TalentAvatars } from './job-opening-card.tsx'
import { JobOpeningsScreen } from './job-openings-screen.tsx'

const backend = vacancyOf()
const draft = vacancyOf({
  id: 'v-2',
  title: 'Data Engineer',
  draft: true,
  applicationsCount: 0,
  remote: 'remote',
  location: null,
})
const quiet = vacancyOf({
  id: 'v-3',
  title: 'Product Designer',
  applicationsCount: 0,
  employmentType: 'part_time',
  openings: 1,
})

const names = ['Tara Talent', 'Omar Okafor', 'Lea Lind', 'Ken Ito', 'Ana Sousa']
const backendApplicants: TalentAvatars = {
  vacancyId: 'v-1',
  total: 7,
  talents: names.map((fullName, i) => ({ talentId: `t-${i}`, fullName, imageUrl: null })),
  groups: { matched: 3, interested: 2, interview: 1, decision: 1 },
  lastActivityAt: '2026-02-27T08:00:00Z',
}
const quietApplicants: TalentAvatars = {
  vacancyId: 'v-3',
  total: 0,
  talents: [],
  groups: { matched: 0, interested: 0, interview: 0, decision: 0 },
  lastActivityAt: null,
}
const ready = {
  kind: 'ready' as const,
  byVacancy: new Map([
    ['v-1', backendApplicants],
    ['v-3', quietApplicants],
  ]),
}

const meta = {
  title: 'Screens/Job openings/Job openings',
  component: JobOpeningsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    vacancies: pageOf([backend, draft, quiet]),
    applicants: ready,
    now: STORY_NOW,
    onPageChange: fn(),
    onArchive: fn<VacancyAction>(async () => ({ ok: true })),
    onDelete: fn<VacancyAction>(async () => ({ ok: true })),
  },
} satisfies Meta<typeof JobOpeningsScreen>
export default meta
type Story = StoryObj<typeof meta>

const card = (canvas: ReturnType<typeof within>, title: string) => within(canvas.getByRole('article', { name: title }))

/** Cards with applicants (five avatars and "+2"), the stages in the company's words and the newest activity. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Job Openings' })).toBeVisible()
    const first = card(canvas, 'Senior Backend Engineer')
    await expect(first.getByText('Berlin, Berlin, Germany · Hybrid')).toBeVisible()
    await expect(first.getByText('2 openings')).toBeVisible()
    await expect(within(first.getByRole('list', { name: 'Applicants (7)' })).getAllByRole('img')).toHaveLength(5)
    await expect(first.getByText('+2')).toBeVisible()
    const stages = first.getByRole('group', { name: 'Applications by stage' })
    for (const label of ['Prequalified talents', 'Qualification', 'Interview', 'Decision pending']) {
      await expect(within(stages).getByText(label)).toBeVisible()
    }
    await expect(first.getByText('Last activity 3 days ago')).toBeVisible()
    await expect(first.getByRole('link', { name: 'Edit Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/create-vacancy/v-1',
    )
    await expect(first.getByRole('link', { name: 'View Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/vacancy/v-1',
    )
    await expect(first.getByRole('link', { name: 'Hiring pipeline Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-openings/hiring-pipeline/v-1',
    )
    await expect(canvas.getByRole('link', { name: 'Create vacancy' })).toHaveAttribute('href', '/create-vacancy')
    await expect(canvas.getByRole('link', { name: 'Upload a vacancy file' })).toHaveAttribute('href', '/upload/vacancy')
    await expect(canvas.getByRole('link', { name: 'Archived vacancies' })).toHaveAttribute(
      'href',
      '/job-openings/archived',
    )
    await expect(canvas.queryByRole('navigation', { name: 'Job openings pages' })).toBeNull()
  },
}

/** A draft: the badge, no pipeline, deleted rather than archived. */
export const Draft: Story = {
  play: async ({ canvas }) => {
    const second = card(canvas, 'Data Engineer')
    await expect(second.getByText('Draft')).toBeVisible()
    await expect(second.getByText('Talents see this vacancy once you publish it.')).toBeVisible()
    await expect(second.queryByRole('link', { name: /Hiring pipeline/ })).toBeNull()
    await expect(second.queryByRole('button', { name: /Archive/ })).toBeNull()
    await expect(second.getByRole('button', { name: 'Delete Data Engineer' })).toBeVisible()
  },
}

/** A published vacancy nobody applied to yet. */
export const WithoutApplications: Story = {
  play: async ({ canvas }) => {
    const third = card(canvas, 'Product Designer')
    await expect(third.getByText('No applications yet')).toBeVisible()
    await expect(third.queryByRole('group', { name: 'Applications by stage' })).toBeNull()
  },
}

/** Archive asks first (an alert dialog, Escape cancels); confirming archives that vacancy and closes the dialog. */
export const ArchiveConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(card(canvas, 'Senior Backend Engineer').getByRole('button', { name: /^Archive/ }))
    let dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await expect(dialog).toHaveTextContent('“Senior Backend Engineer” leaves your job openings')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onArchive).not.toHaveBeenCalled()

    await userEvent.click(card(canvas, 'Senior Backend Engineer').getByRole('button', { name: /^Archive/ }))
    dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(args.onArchive).toHaveBeenCalledOnce()
    await expect(args.onArchive).toHaveBeenCalledWith(backend)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** A refused archive keeps the dialog open with the server's sentence. */
export const ArchiveRefused: Story = {
  args: { onArchive: fn<VacancyAction>(async () => ({ ok: false, message: 'Vacancy not found.' })) },
  play: async ({ canvas }) => {
    await userEvent.click(card(canvas, 'Senior Backend Engineer').getByRole('button', { name: /^Archive/ }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Vacancy not found.')
  },
}

/** Applicants still on their way: the cards are there, the applicants say they are loading. */
export const ApplicantsLoading: Story = {
  args: { applicants: { kind: 'loading' } },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Senior Backend Engineer').getByText('Loading applicants…')).toBeVisible()
  },
}

/** Applicants failed: the cards still work and fall back on the vacancy's own count. */
export const ApplicantsFailed: Story = {
  args: { applicants: { kind: 'failed' } },
  play: async ({ canvas }) => {
    await expect(
      card(canvas, 'Senior Backend Engineer').getByText('Applicants could not be loaded. 7 applications'),
    ).toBeVisible()
  },
}

/** Many vacancies: ten a page; the pages say where the user is and move on. */
export const ManyVacancies: Story = {
  args: {
    vacancies: pageOf(
      Array.from({ length: 10 }, (_, i) => vacancyOf({ id: `v-${i + 1}`, title: `Vacancy ${i + 1}` })),
      { total: 27 },
    ),
    applicants: { kind: 'ready', byVacancy: new Map() },
  },
  play: async ({ canvas, args }) => {
    const pages = canvas.getByRole('navigation', { name: 'Job openings pages' })
    await expect(within(pages).getByText('1–10 of 27')).toBeVisible()
    await expect(within(pages).getByRole('button', { name: /page 1/ })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(pages).getByRole('button', { name: /page 2/ }))
    await expect(args.onPageChange).toHaveBeenCalledOnce()
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

/** No vacancy yet: the call to post the first one. */
export const Empty: Story = {
  args: { vacancies: pageOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Post your first vacancy' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create vacancy' })).toHaveAttribute('href', '/create-vacancy')
    await expect(canvas.getByRole('link', { name: 'Archived vacancies' })).toBeVisible()
  },
}
