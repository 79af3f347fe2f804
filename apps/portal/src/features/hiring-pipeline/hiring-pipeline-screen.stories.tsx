import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { applicationOf, confirmationsOf } from '../../testing/applications.ts'
import { withRouter } from '../../testing/story-router.tsx'
import type { Schema } from '@hireloop/api'
import { pipelineGroups, type PipelineGroup } from '@hireloop/flows/rules'
import { HiringPipelineScreen, type PipelineColumn, type PipelineVacancy } from './hiring-pipeline-screen.tsx'

const vacancy: PipelineVacancy = { id: 'v-1', title: 'Senior Backend Engineer', applicationsCount: 5 }
const other: PipelineVacancy = { id: 'v-2', title: 'Data Engineer', applicationsCount: 0 }
// The fixtures' dates are early March 2026: "now" is fixed so time in stage and the stalled badge do not drift.
const now = new Date('2026-03-02T12:00:00Z')

const talent = (id: string, fullName: string) => ({ talentId: id, talent: { id, fullName, imageUrl: null } })

/** One card per column, one of them stalled (entered 12 days ago) and one hired. */
const applications = [
  applicationOf({
    id: 'a-applied',
    status: 'applied',
    hiringPipelineGroup: 'matched',
    stageEnteredAt: '2026-03-01T09:00:00Z',
    ...talent('u-ada', 'Ada Lovelace'),
  }),
  applicationOf({
    id: 'a-accepted',
    status: 'employer_accepted',
    hiringPipelineGroup: 'interested',
    stageEnteredAt: '2026-02-18T09:00:00Z',
    ...talent('u-grace', 'Grace Hopper'),
  }),
  applicationOf({ id: 'a-interview', ...talent('u-alan', 'Alan Turing') }),
  applicationOf({
    id: 'a-hired',
    status: 'offer_accepted',
    hiringPipelineGroup: 'decision',
    hired: true,
    hireConfirmation: confirmationsOf('talent', 'employer'),
    ...talent('u-tariq', 'Tariq Talent'),
  }),
]

/** The board's columns as the route gives them: every card loaded, unless a column says otherwise. */
const columnsOf = (
  cards: Schema<'Application'>[],
  columns: Partial<Record<PipelineGroup, Partial<PipelineColumn>>> = {},
): Record<PipelineGroup, PipelineColumn> =>
  Object.fromEntries(
    pipelineGroups.map((group) => {
      const inGroup = cards.filter((a) => a.hiringPipelineGroup === group)
      return [group, { applications: inGroup, total: inGroup.length, ...columns[group] }]
    }),
  ) as Record<PipelineGroup, PipelineColumn>

/** The Interview column of a busy vacancy: 20 of its 57 cards, the next page behind "Show more". */
const interviewPage = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) =>
    applicationOf({ id: `a-interview-${from + i}`, ...talent(`u-${from + i}`, `Interviewee ${from + i + 1}`) }),
  )

const meta = {
  title: 'Screens/Job openings/Hiring pipeline',
  component: HiringPipelineScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    vacancies: [vacancy, other],
    board: { vacancy, columns: columnsOf(applications) },
    onMove: fn(async () => 'Status updated'),
    now,
  },
} satisfies Meta<typeof HiringPipelineScreen>
export default meta
type Story = StoryObj<typeof meta>

const column = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('grid', { name })
const cardOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getAllByRole('row').find((row: HTMLElement) => within(row).queryByText(name, { exact: true }))!

/** The four company columns in order; a stalled card says so, a hired one says Hired. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const grids = canvas.getAllByRole('grid')
    await expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Prequalified talents',
      'Qualification',
      'Interview',
      'Decision pending',
    ])
    await expect(within(cardOf(canvas, 'Grace Hopper')).getByText('Stalled')).toBeVisible()
    await expect(within(cardOf(canvas, 'Tariq Talent')).getByText('Hired')).toBeVisible()
    await expect(within(cardOf(canvas, 'Ada Lovelace')).queryByText('Stalled')).toBeNull()
  },
}

/** Keyboard only: the card's drag handle, Enter, the next column is offered, Enter: the table's move is made. */
export const KeyboardMove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(cardOf(canvas, 'Ada Lovelace')).getByText(/in this stage/))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Qualification'))
    await expect(document.activeElement).toHaveAccessibleDescription(/Press Enter to drop/)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onMove).toHaveBeenCalledOnce())
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'a-applied' }), 'employer_accepted')
    await waitFor(() => expect(canvas.getByText('Status updated')).toBeVisible())
  },
}

/** A drop the table does not allow: nothing is saved and the board says why. */
export const RefusedDrop: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(cardOf(canvas, 'Ada Lovelace')).getByText(/in this stage/))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Qualification'))
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Interview'))
    await userEvent.keyboard('{Enter}')
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An application in Applied cannot move to Interview requested.',
    )
    await expect(args.onMove).not.toHaveBeenCalled()
    await expect(within(column(canvas, 'Prequalified talents')).getByText('Ada Lovelace')).toBeVisible()
  },
}

/** The Move… button lists every allowed move; the server refuses this one and the board says so. */
export const ServerRefusal: Story = {
  args: {
    onMove: fn(async () => {
      throw new Error('This application changed meanwhile. Reload the board.')
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move Grace Hopper' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: /Request interview/ }))
    await waitFor(() => expect(args.onMove).toHaveBeenCalledOnce())
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This application changed meanwhile. Reload the board.',
    )
  },
}

/** A vacancy nobody applied to yet. */
export const NoApplications: Story = {
  args: { board: { vacancy: other, columns: columnsOf([]) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No applications for Data Engineer yet' })).toBeVisible()
  },
}

/** A company without active vacancies: how to get applicants. */
export const NoVacancies: Story = {
  args: { vacancies: [], board: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No active vacancies yet' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create vacancy' })).toBeVisible()
  },
}

/**
 * A busy vacancy: Interview shows its first 20 of 57 cards and says 57; "Show more" (reached with Tab after the
 * column's cards) loads the next page and announces how many came.
 */
export const PagedColumn: Story = {
  args: {
    board: {
      vacancy: { ...vacancy, applicationsCount: 60 },
      columns: columnsOf(applications, {
        interview: {
          applications: interviewPage(0, 20),
          total: 57,
          showMore: fn(async () => 20),
        },
      }),
    },
  },
  play: async ({ canvas, args }) => {
    const interview = column(canvas, 'Interview').closest('section')!
    await expect(within(interview).getByText('57 cards')).toBeInTheDocument()
    await expect(within(column(canvas, 'Interview')).getAllByRole('row')).toHaveLength(20)
    await expect(within(column(canvas, 'Qualification').closest('section')!).getByText('1 card')).toBeInTheDocument()
    const more = canvas.getByRole('button', { name: 'Show more in Interview' })
    await expect(canvas.queryAllByRole('button', { name: /^Show more/ })).toHaveLength(1)
    await userEvent.click(more)
    await waitFor(() => expect(args.board!.columns.interview.showMore).toHaveBeenCalledOnce())
    await expect(await canvas.findByText('20 more talents in Interview: 40 of 57 shown.')).toHaveAttribute(
      'role',
      'status',
    )
  },
}

/** More vacancies than fit as chips: a picker searches them all by title, and choosing one opens its board. */
export const ManyVacancies: Story = {
  args: {
    vacancySearch: {
      total: 534,
      load: fn(async (query: string) =>
        [vacancy, other, { id: 'v-3', title: 'Data Analyst', applicationsCount: 12 }].filter((v) =>
          v.title.toLowerCase().includes(query.toLowerCase()),
        ),
      ),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Vacancies' })).toBeNull()
    const input = canvas.getByRole('combobox', { name: 'Vacancy' })
    await expect(input).toHaveValue('Senior Backend Engineer')
    await userEvent.clear(input)
    await userEvent.type(input, 'data')
    await waitFor(() => expect(args.vacancySearch!.load).toHaveBeenCalledWith('data', expect.anything()))
    await waitFor(() => expect(screen.getByRole('option', { name: 'Data Analyst (12 applications)' })).toBeVisible())
    await expect(screen.getAllByRole('option')).toHaveLength(2)
  },
}
