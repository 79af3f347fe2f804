import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { invoicesInEveryState, pageOf } from '../../testing/invoices.ts'
import { InvoiceList } from './invoice-list.tsx'

const meta = {
  title: 'Portal/Invoices/Invoice list',
  component: InvoiceList,
  args: {
    invoices: pageOf(invoicesInEveryState),
    caption: 'Invoices of Acme Robotics',
    status: null,
    statuses: ['draft', 'sent', 'paid', 'void'],
    onStatusChange: fn(),
    onPageChange: fn(),
    onDownload: fn(async () => undefined),
    emptyDescription: 'Invoices appear here once they are sent to you.',
  },
} satisfies Meta<typeof InvoiceList>
export default meta
type Story = StoryObj<typeof meta>

/** Each state in words, Overdue for a sent invoice past its due date; totals in the invoice's own currency. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Invoices of Acme Robotics' }))
    const stateOf = (number: string) =>
      within(table.getByRole('row', { name: new RegExp(number) })).getAllByRole('cell')[1]
    await expect(stateOf('HL-2026-0005')).toHaveTextContent('Draft')
    await expect(stateOf('HL-2026-0004')).toHaveTextContent('Sent')
    await expect(stateOf('HL-2026-0003')).toHaveTextContent('Overdue')
    await expect(stateOf('HL-2026-0002')).toHaveTextContent('Paid')
    await expect(stateOf('HL-2026-0001')).toHaveTextContent('Void')
    await expect(table.getByRole('row', { name: /HL-2026-0004/ })).toHaveTextContent('€17,850.00')
    await expect(table.getByRole('row', { name: /HL-2026-0003/ })).toHaveTextContent('$17,850.00')
    await expect(table.getByRole('row', { name: /HL-2026-0005/ })).toHaveTextContent('—')
  },
}

/** The filter is a radio group: choosing Paid asks for paid invoices only. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const filter = within(within(canvasElement).getByRole('radiogroup', { name: 'Status' }))
    await expect(filter.getByRole('radio', { name: 'All' })).toBeChecked()
    await userEvent.click(filter.getByText('Paid'))
    await expect(args.onStatusChange).toHaveBeenCalledWith('paid')
  },
}

/** The PDF could not be read: the list says so in words, and the row can try again. */
export const DownloadFails: Story = {
  args: { onDownload: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Download invoice HL-2026-0002 as PDF' }))
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ number: 'HL-2026-0002' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The PDF of invoice HL-2026-0002 could not be downloaded. Try again in a moment.',
    )
    await expect(canvas.getByRole('button', { name: 'Download invoice HL-2026-0002 as PDF' })).toBeEnabled()
  },
}

/** A filter that matches nothing points back to All. */
export const FilteredEmpty: Story = {
  args: { invoices: pageOf([]), status: 'void' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No void invoices' })).toBeVisible()
    await expect(canvas.getByText('Choose All to see every invoice.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

/** More than ten: the pages, named, ten a page. */
export const ManyPages: Story = {
  args: { invoices: pageOf(invoicesInEveryState, 23) },
  play: async ({ canvasElement, args }) => {
    const pages = within(within(canvasElement).getByRole('navigation', { name: 'Invoice pages' }))
    await expect(pages.getByText('1–10 of 23')).toBeVisible()
    await userEvent.click(pages.getByRole('button', { name: /page 2/ }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}
