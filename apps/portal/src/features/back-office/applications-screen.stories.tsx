import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { applicationOf } from '../../testing/applications.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf } from '../../testing/vacancies.ts'
import { ApplicationsScreen, type ApplicationsScreenProps } from './applications-screen.tsx'

const interview = applicationOf()
const applied = applicationOf({
  id: 'a-2',
  status: 'applied',
  hiringPipelineGroup: 'interested',
  talent: { id: 'u-2', fullName: 'Amara Okafor', imageUrl: null },
  vacancyId: 'v-2',
  vacancy: { id: 'v-2', title: 'Data Engineer', company: { id: 'c-2', name: 'Lumen Health', imageUrl: null } },
  createdAt: '2026-02-25T09:00:00Z',
  updatedAt: '2026-02-25T09:00:00Z',
})
const STATE: ListState = { page: 1, size: 10, sort: '-updated_at', q: '', filters: {} }

const meta = {
  title: 'Screens/Back office/Applications',
  component: ApplicationsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    result: { kind: 'ready', page: pageOf([interview, applied], { total: 2 }) },
    state: STATE,
    onChange: fn(),
    onClearFilters: fn(),
    updateStatus: fn(async () => ({})) as ApplicationsScreenProps['updateStatus'],
    onMoveResult: fn(),
  },
} satisfies Meta<typeof ApplicationsScreen>
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Applications' })

/** Each row links to the application's resume and its vacancy; the latest change sorts first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.getByRole('link', { name: 'Tariq Talent' })).toHaveAttribute('href', '/application-resume/a-1')
    await expect(rows.getByRole('link', { name: 'Data Engineer' })).toHaveAttribute('href', '/vacancy/v-2')
    await expect(rows.getByRole('link', { name: 'Message Tariq Talent' })).toHaveAttribute(
      'href',
      '/messages?application=a-1',
    )
    await expect(rows.getByRole('columnheader', { name: /Last change/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 applications')
  },
}

export const SortByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Status/ }))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'status' })
  },
}

/**
 * A Sourcer reads applications but may not move them: no Move menu, yet every row still opens the application's
 * conversation (a Sourcer may write to talents and companies).
 */
export const Sourcer: Story = {
  args: { updateStatus: null },
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.queryByRole('button', { name: /^Move / })).toBeNull()
    await expect(rows.getByRole('link', { name: 'Message Amara Okafor' })).toHaveAttribute(
      'href',
      '/messages?application=a-2',
    )
  },
}

/** The pipeline group filter reads the groups as the company's pipeline does. */
export const FilterByGroup: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Pipeline group' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Interview' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { hiring_pipeline_group: 'interview' } })
  },
}

/** A recruiter moves an application along the transition table from its row, by keyboard; the result is announced. */
export const Move: Story = {
  play: async ({ canvasElement, args }) => {
    within(table(canvasElement)).getByRole('button', { name: 'Move Amara Okafor' }).focus()
    await userEvent.keyboard('{Enter}')
    const first = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(args.updateStatus).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 'a-2' })),
    )
    await waitFor(() => expect(args.onMoveResult).toHaveBeenCalledWith(expect.objectContaining({ ok: true })))
  },
}

/** The server refuses the move: its sentence goes to the screen's announcer. */
export const MoveRefused: Story = {
  args: {
    updateStatus: fn(async () => {
      throw Object.assign(new Error('This application has moved on: reload to see where it is.'), { status: 409 })
    }),
  },
  play: async ({ canvasElement, args }) => {
    within(table(canvasElement)).getByRole('button', { name: 'Move Amara Okafor' }).focus()
    await userEvent.keyboard('{Enter}')
    const first = within(await screen.findByRole('menu')).getAllByRole('menuitem')[0]!
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onMoveResult).toHaveBeenCalledWith(expect.objectContaining({ ok: false })))
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Applications, loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const NothingMatches: Story = {
  args: { result: { kind: 'ready', page: pageOf([]) }, state: { ...STATE, filters: { status: 'offer_made' } } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No applications match these filters' }),
    ).toBeVisible()
  },
}

export const ServiceDown: Story = {
  args: { result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The service is restarting.')
  },
}
