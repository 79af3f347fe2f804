import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { applicationOf, confirmationsOf } from '../../testing/applications.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { HiringPipelineScreen, type PipelineVacancy } from './hiring-pipeline-screen.tsx'

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

const meta = {
  title: 'Screens/Job openings/Hiring pipeline',
  component: HiringPipelineScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  args: {
    vacancies: [vacancy, other],
    board: { vacancy, applications },
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
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Qualification'))
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
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Qualification'))
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Drop on Interview'))
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
  args: { board: { vacancy: other, applications: [] } },
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
