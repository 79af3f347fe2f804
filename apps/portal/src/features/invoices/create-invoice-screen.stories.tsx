import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { CreateInvoiceScreen } from './create-invoice-screen.tsx'

const meta = {
  title: 'Screens/Recruiter/New invoice',
  component: CreateInvoiceScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: { companyId: 'c-1', companyName: 'Acme Robotics', currency: 'EUR', onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof CreateInvoiceScreen>
export default meta
type Story = StoryObj<typeof meta>

const totals = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Totals' })
const line = (canvasElement: HTMLElement, n: number) =>
  within(within(canvasElement).getByRole('group', { name: `Line ${n}` }))

async function fillLine(canvasElement: HTMLElement, n: number, description: string, quantity: string, price: string) {
  const fields = line(canvasElement, n)
  await userEvent.type(fields.getByRole('textbox', { name: /Description/ }), description)
  await userEvent.clear(fields.getByRole('textbox', { name: /Quantity/ }))
  await userEvent.type(fields.getByRole('textbox', { name: /Quantity/ }), quantity)
  await userEvent.type(fields.getByRole('textbox', { name: /Unit price/ }), price)
}

/** One empty line (it cannot be removed), nothing to pay yet, a link back to the list. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(line(canvasElement, 1).getByRole('textbox', { name: /Description/ })).toHaveValue('')
    await expect(canvas.getByRole('button', { name: 'Remove line 1' })).toBeDisabled()
    await expect(totals(canvasElement)).toHaveTextContent('Subtotal€0.00VAT€0.00Total€0.00')
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/company/c-1/invoices')
  },
}

/** The totals follow the typing: lines times quantities, VAT on the subtotal, a removed line drops out. */
export const LiveTotals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillLine(canvasElement, 1, 'Placement fee', '2', '1500.50')
    await expect(totals(canvasElement)).toHaveTextContent('Subtotal€3,001.00VAT€0.00Total€3,001.00')
    const vat = canvas.getByRole('textbox', { name: /VAT/ })
    await userEvent.clear(vat)
    await userEvent.type(vat, '19')
    await expect(totals(canvasElement)).toHaveTextContent('Subtotal€3,001.00VAT€570.19Total€3,571.19')
    await userEvent.click(canvas.getByRole('button', { name: 'Add line' }))
    await fillLine(canvasElement, 2, 'Sourcing package', '1', '100')
    await expect(totals(canvasElement)).toHaveTextContent('Subtotal€3,101.00VAT€589.19Total€3,690.19')
    await userEvent.click(canvas.getByRole('button', { name: 'Remove line 2' }))
    await expect(totals(canvasElement)).toHaveTextContent('Total€3,571.19')
  },
}

/** Sending an empty form sends nothing: each field says what it needs, in a sentence. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft invoice' }))
    await expectShown(canvas.findByText('Choose the date the payment is due.'))
    await expect(canvas.getByText('Describe what this line is for.')).toBeVisible()
    await expect(canvas.getByText('Enter the price of one unit.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
    const price = line(canvasElement, 1).getByRole('textbox', { name: /Unit price/ })
    await userEvent.type(price, '12.345')
    await expectShown(canvas.findByText('Enter an amount like 1500 or 1500.50.'))
    await expect(price).toHaveAttribute('aria-invalid', 'true')
  },
}

/** A valid form sends the draft in minor units, with the VAT rate and the due date. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await fillLine(canvasElement, 1, 'Placement fee: Platform engineer', '1', '18000')
    const vat = canvas.getByRole('textbox', { name: /VAT/ })
    await userEvent.clear(vat)
    await userEvent.type(vat, '19')
    await userEvent.type(canvas.getByLabelText(/Due date/), '2026-04-01')
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft invoice' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currency: 'EUR',
      dueDate: '2026-04-01',
      taxPercent: 19,
      lines: [{ description: 'Placement fee: Platform engineer', quantity: 1, unitAmount: 1_800_000 }],
    })
  },
}
