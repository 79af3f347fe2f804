import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { pageOf } from '../../testing/vacancies.ts'
import { BackOfficeTable } from './back-office-table.tsx'
import { FilterSelect } from './filter-select.tsx'

interface Row {
  id: string
  name: string
}

const meta = {
  title: 'Patterns/Back office/Table',
  component: BackOfficeTable<Row>,
  args: {
    caption: 'Skills',
    countText: (total: number) => `${total} skills`,
    columns: [
      { key: 'name', header: 'Name', sortable: true, cell: (row: Row) => row.name },
      { key: 'id', header: 'Id', cell: (row: Row) => row.id },
    ],
    getRowId: (row: Row) => row.id,
    result: {
      kind: 'ready',
      page: pageOf([
        { id: 's-1', name: 'PostgreSQL' },
        { id: 's-2', name: 'TypeScript' },
      ]),
    },
    state: { page: 1, size: 10, sort: 'name', q: '', filters: {} },
    onChange: fn(),
    searchLabel: 'Search skills',
    emptyTitle: 'No skills match these filters',
    onClearFilters: fn(),
    filters: (
      <FilterSelect label="Category" anyLabel="All categories" choices={[]} value="" onChange={() => undefined} />
    ),
  },
} satisfies Meta<typeof BackOfficeTable<Row>>
export default meta
type Story = StoryObj<typeof meta>

/** The sorted header flips the order; Enter on its button works like a click. */
export const SortByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Skills' })
    await expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending')
    within(table).getByRole('button', { name: /Name/ }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onChange).toHaveBeenCalledWith({ sort: '-name' })
  },
}
