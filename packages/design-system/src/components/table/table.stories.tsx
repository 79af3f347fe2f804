import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Badge } from '../badge/badge.tsx'
import { DataTable, type Column } from './table.tsx'

interface Talent {
  id: string
  name: string
  role: string
  salary: number
  status: 'Open' | 'Hired'
}

const talents: Talent[] = [
  { id: 't1', name: 'Grace Hopper', role: 'Backend engineer', salary: 95000, status: 'Open' },
  { id: 't2', name: 'Ada Lovelace', role: 'Data engineer', salary: 120000, status: 'Hired' },
  { id: 't3', name: 'Linus Torvalds', role: 'Platform engineer', salary: 105000, status: 'Open' },
  { id: 't4', name: 'Barbara Liskov', role: 'Architect', salary: 140000, status: 'Open' },
]

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })

const columns: Column<Talent>[] = [
  { key: 'name', header: 'Name', cell: (t) => t.name, sortValue: (t) => t.name },
  { key: 'role', header: 'Role', cell: (t) => t.role },
  { key: 'salary', header: 'Salary', cell: (t) => euros.format(t.salary), sortValue: (t) => t.salary, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    cell: (t) => (
      <Badge variant="subtle" colorPalette={t.status === 'Hired' ? 'success' : 'neutral'}>
        {t.status}
      </Badge>
    ),
    sortValue: (t) => t.status,
  },
]

const meta = {
  title: 'Components/Table',
  component: DataTable<Talent>,
  args: {
    caption: 'Talents',
    columns,
    rows: talents,
    getRowId: (t: Talent) => t.id,
    getRowLabel: (t: Talent) => t.name,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof DataTable<Talent>>

export default meta
type Story = StoryObj<typeof meta>

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

/** Keyboard: Tab to a column's sort button, Enter sorts ascending, Enter again descending; `aria-sort` follows. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Talents' })
    const nameHeader = canvas.getByRole('columnheader', { name: /Name/ })
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none')
    await userEvent.tab()
    await expect(within(nameHeader).getByRole('button')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    await expect(names(table)).toEqual(['Ada Lovelace', 'Barbara Liskov', 'Grace Hopper', 'Linus Torvalds'])
    await userEvent.keyboard('{Enter}')
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending')
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'descending' })
    await expect(canvas.getByRole('columnheader', { name: 'Role' })).not.toHaveAttribute('aria-sort')
  },
}

/** Keyboard: Space on a row checkbox selects it; "Select all rows" turns indeterminate, then selects every row. */
export const Selectable: Story = {
  args: { selectable: true, defaultSort: { key: 'salary', direction: 'descending' } },
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' })
    const ada = canvas.getByRole('checkbox', { name: 'Select Ada Lovelace' })
    ada.focus()
    await userEvent.keyboard(' ')
    await expect(ada).toBeChecked()
    await expect(all).toBePartiallyChecked()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['t2'])
    all.focus()
    await userEvent.keyboard(' ')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['t4', 't2', 't3', 't1'])
    await expect(all).toBeChecked()
  },
}

export const Empty: Story = { args: { rows: [], selectable: true, emptyText: 'No talents match these filters.' } }

export const Compact: Story = { args: { size: 'sm', hideCaption: true, defaultSelectedIds: ['t1'], selectable: true } }
