import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf } from '../../testing/vacancies.ts'
import { TalentsScreen, type BackOfficeTalent, type TalentsScreenProps } from './talents-screen.tsx'

const tara: BackOfficeTalent = {
  id: 'u-1',
  fullName: 'Tara Talent',
  email: 'talent.published@hireloop.test',
  status: 'open_to_work',
  resume: { id: 'r-1', draft: false },
  isActive: true,
  createdAt: '2026-02-01T09:00:00Z',
}
const nia: BackOfficeTalent = {
  id: 'u-2',
  fullName: 'Nia Newcomer',
  email: 'talent.new@hireloop.test',
  status: 'not_looking',
  resume: null,
  isActive: true,
  createdAt: '2026-02-20T09:00:00Z',
}
const STATE: ListState = { page: 1, size: 10, sort: '-created_at', q: '', filters: {} }

const meta = {
  title: 'Screens/Back office/Talents',
  component: TalentsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    result: { kind: 'ready', page: pageOf([nia, tara]) },
    state: STATE,
    onChange: fn(),
    onClearFilters: fn(),
    onSetStatus: fn() as TalentsScreenProps['onSetStatus'],
  },
} satisfies Meta<typeof TalentsScreen>
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Talents' })

/** A talent with a resume links to it; one without has no link. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.getByRole('link', { name: 'Tara Talent' })).toHaveAttribute('href', '/resume/r-1')
    await expect(rows.queryByRole('link', { name: 'Nia Newcomer' })).toBeNull()
    await expect(rows.getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'descending')
  },
}

export const SortByName: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Name/ }))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'name' })
  },
}

export const FilterWithoutResume: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Resume' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Without a resume' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { has_resume: 'false' } })
  },
}

/** Set status offers the other statuses, by keyboard; the choice goes to the route, which says "Status updated". */
export const SetStatus: Story = {
  play: async ({ canvasElement, args }) => {
    within(table(canvasElement)).getByRole('button', { name: 'Set status of Tara Talent' }).focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await expect(within(menu).queryByRole('menuitem', { name: 'Open to work' })).toBeNull()
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Passive' })).toHaveAttribute('data-highlighted'),
    )
    await userEvent.keyboard('{Enter}')
    await expect(args.onSetStatus).toHaveBeenCalledWith(tara, 'passive')
  },
}

export const ReadOnly: Story = {
  args: { onSetStatus: null },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).queryByRole('button', { name: /^Set status/ })).toBeNull()
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Talents, loading' })).toBeInTheDocument()
  },
}

export const NothingMatches: Story = {
  args: { result: { kind: 'ready', page: pageOf([]) }, state: { ...STATE, q: 'zebra' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No talents match these filters' })).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Clear filters' })[0]!)
    await expect(args.onClearFilters).toHaveBeenCalled()
  },
}

export const ServiceDown: Story = {
  args: { result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The service is restarting.')
  },
}
