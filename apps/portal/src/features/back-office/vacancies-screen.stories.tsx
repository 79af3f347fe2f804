import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { SEARCH_DEBOUNCE_MS } from '../../lib/back-office/back-office-table.tsx'
import type { ListState } from '../../lib/back-office/list-state.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { pageOf, vacancyOf } from '../../testing/vacancies.ts'
import { VacanciesScreen, type VacanciesScreenProps } from './vacancies-screen.tsx'

const backend = vacancyOf()
const draft = vacancyOf({ id: 'v-2', title: 'Data Engineer', draft: true, applicationsCount: 0 })
const archived = vacancyOf({
  id: 'v-3',
  title: 'Product Designer',
  status: 'Archived',
  company: { id: 'c-2', name: 'Lumen Health', imageUrl: null },
  companyId: 'c-2',
  createdAt: '2026-01-05T10:00:00Z',
})
const STATE: ListState = { page: 1, size: 10, sort: '-created_at', q: '', filters: {} }

const meta = {
  title: 'Screens/Back office/Vacancies',
  component: VacanciesScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    result: { kind: 'ready', page: pageOf([backend, draft, archived], { total: 23 }) },
    state: STATE,
    onChange: fn(),
    onClearFilters: fn(),
    companies: [
      { id: 'c-2', name: 'Lumen Health' },
      { id: 'c-1', name: 'Northwind Labs' },
    ],
    onArchive: fn(async () => ({ ok: true as const })) as VacanciesScreenProps['onArchive'],
  },
} satisfies Meta<typeof VacanciesScreen>
export default meta
type Story = StoryObj<typeof meta>

const table = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Vacancies' })

/** The page: links to each vacancy, the draft's editor, the count, the newest-first order on the Created header. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const rows = within(table(canvasElement))
    await expect(rows.getByRole('link', { name: 'Senior Backend Engineer' })).toHaveAttribute('href', '/vacancy/v-1')
    await expect(rows.getByRole('link', { name: 'Edit and publish Data Engineer' })).toHaveAttribute(
      'href',
      '/create-vacancy/v-2',
    )
    await expect(rows.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending')
    await expect(rows.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('23 vacancies')
    // Only the published Active vacancy can be archived from its row.
    await expect(rows.getAllByRole('button', { name: /^Archive/ })).toHaveLength(1)
  },
}

/** A header sorts by its column: ascending first, then the other way. */
export const SortByTitle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: /Title/ }))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'title' })
  },
}

export const SortedByCompanyDescending: Story = {
  args: { state: { ...STATE, sort: '-company' } },
  play: async ({ canvasElement, args }) => {
    const header = within(table(canvasElement)).getByRole('columnheader', { name: /Company/ })
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(within(header).getByRole('button'))
    await expect(args.onChange).toHaveBeenCalledWith({ sort: 'company' })
  },
}

/** The status filter, then the search once typing pauses. */
export const FilterAndSearch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Archived' }))
    await expect(args.onChange).toHaveBeenCalledWith({ filters: { status: 'Archived' } })
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search vacancies' }), 'engineer')
    await expect(args.onChange).not.toHaveBeenCalledWith({ q: 'engineer' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith({ q: 'engineer' }), {
      timeout: SEARCH_DEBOUNCE_MS * 5,
    })
  },
}

export const Paginate: Story = {
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Vacancies pages' }))
    await userEvent.click(pages.getByRole('button', { name: 'Next page' }))
    await expect(args.onChange).toHaveBeenCalledWith({ page: 2 })
  },
}

/** Archive asks first; confirming runs the action with the row's vacancy. */
export const Archive: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(table(canvasElement)).getByRole('button', { name: 'Archive Senior Backend Engineer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive this vacancy?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Archive vacancy' }))
    await expect(args.onArchive).toHaveBeenCalledWith(backend)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** A Sourcer reads only: no archive button. */
export const ReadOnly: Story = {
  args: { onArchive: null },
  play: async ({ canvasElement }) => {
    await expect(within(table(canvasElement)).queryByRole('button', { name: /^Archive/ })).toBeNull()
  },
}

export const Loading: Story = {
  args: { result: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const busy = within(canvasElement).getByRole('table', { name: 'Vacancies, loading' })
    await expect(busy).toHaveAttribute('aria-busy', 'true')
    await expect(within(busy).getAllByRole('row')).toHaveLength(11)
  },
}

export const NothingMatches: Story = {
  args: {
    result: { kind: 'ready', page: pageOf([]) },
    state: { ...STATE, q: 'astronaut', filters: { status: 'Archived' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No vacancies match these filters' })).toBeVisible()
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' })
    await userEvent.click(clear.at(-1)!)
    await expect(args.onClearFilters).toHaveBeenCalled()
  },
}

export const ServiceDown: Story = {
  args: {
    result: { kind: 'error', message: 'The service is restarting. Try again in a minute.', retry: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect((args.result as { retry: () => void }).retry).toHaveBeenCalled()
  },
}
