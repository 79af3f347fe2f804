import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { apiError } from '../../testing/api-errors.ts'
import { invoicesInEveryState, pageOf } from '../../testing/invoices.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { InvoicesScreen } from './invoices-screen.tsx'

const meta = {
  title: 'Screens/Recruiter/Invoices',
  component: InvoicesScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    viewer: 'recruiter',
    companyId: 'c-1',
    companyName: 'Acme Robotics',
    invoices: pageOf(invoicesInEveryState),
    status: null,
    onStatusChange: fn(),
    onPageChange: fn(),
    onDownload: fn(async () => undefined),
    onMove: fn(async () => undefined),
  },
} satisfies Meta<typeof InvoicesScreen>
export default meta
type Story = StoryObj<typeof meta>

const rowOf = (canvasElement: HTMLElement, number: string) =>
  within(within(canvasElement).getByRole('row', { name: new RegExp(number) }))

/** A recruiter: each row offers exactly the moves the table allows from its status, and New invoice. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/company/c-1/create-invoice',
    )
    const moves = (number: string) =>
      rowOf(canvasElement, number)
        .getAllByRole('button')
        .map((b) => b.textContent)
    await expect(moves('HL-2026-0005')).toEqual(['Send', 'Void', 'PDF'])
    await expect(moves('HL-2026-0004')).toEqual(['Mark paid', 'Void', 'PDF'])
    await expect(moves('HL-2026-0002')).toEqual(['PDF'])
    await expect(moves('HL-2026-0001')).toEqual(['PDF'])
    await expect(within(canvas.getByRole('radiogroup', { name: 'Status' })).getAllByRole('radio')).toHaveLength(5)
  },
}

/** The company's employer reads the same table without moves, and cannot filter for drafts they never see. */
export const Employer: Story = {
  args: { viewer: 'employer', onMove: undefined, invoices: pageOf(invoicesInEveryState.slice(1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('link', { name: 'New invoice' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Send|Mark paid|Void) invoice/ })).toBeNull()
    const filter = within(canvas.getByRole('radiogroup', { name: 'Status' }))
    await expect(filter.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'All',
      'Sent',
      'Paid',
      'Void',
    ])
  },
}

/** Send a draft: one click, the move asked for, no confirmation (it can still be voided). */
export const SendDraft: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'HL-2026-0005').getByRole('button', { name: 'Send invoice HL-2026-0005' }),
    )
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ number: 'HL-2026-0005' }), 'sent')
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
  },
}

/** The server refuses (someone marked it paid meanwhile): its sentence shows above the table. */
export const RefusedMove: Story = {
  args: {
    onMove: fn(async () => Promise.reject(apiError(409, { message: ['A paid invoice cannot be voided.'] }))),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      rowOf(canvasElement, 'HL-2026-0004').getByRole('button', { name: 'Mark paid invoice HL-2026-0004' }),
    )
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Invoice HL-2026-0004 was not changed. A paid invoice cannot be voided.',
    )
  },
}

/** Void asks first; Cancel changes nothing, Void invoice moves it. */
export const VoidWithConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const voidButton = rowOf(canvasElement, 'HL-2026-0004').getByRole('button', { name: 'Void invoice HL-2026-0004' })
    await userEvent.click(voidButton)
    let dialog = await screen.findByRole('alertdialog', { name: 'Void invoice HL-2026-0004?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(args.onMove).not.toHaveBeenCalled()
    await userEvent.click(voidButton)
    dialog = await screen.findByRole('alertdialog', { name: 'Void invoice HL-2026-0004?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void invoice' }))
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ number: 'HL-2026-0004' }), 'void')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  },
}

/** No invoice yet: where drafts come from. */
export const Empty: Story = {
  args: { invoices: pageOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'No invoices yet' })).toBeVisible()
    await expect(
      canvas.getByText('A draft appears here when a hire is confirmed, or write one with New invoice.'),
    ).toBeVisible()
  },
}
