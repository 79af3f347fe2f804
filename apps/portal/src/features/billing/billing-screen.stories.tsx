import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { invoicesInEveryState, pageOf } from '../../testing/invoices.ts'
import { withRouter } from '../../testing/story-router.tsx'
import { BillingScreen } from './billing-screen.tsx'

const sentOnly = invoicesInEveryState.filter((i) => i.status !== 'draft')
const open = sentOnly.filter((i) => i.status === 'sent')

const meta = {
  title: 'Screens/Employer/Billing',
  component: BillingScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Acme Robotics',
    billingInfo: {
      companyId: 'c-1',
      legalName: 'Acme Robotics GmbH',
      email: 'billing@acme-robotics.test',
      taxId: 'DE123456789',
      address: { street: 'Invalidenstrasse 1', postalCode: '10115', city: 'Berlin', state: null, country: 'DE' },
      currency: 'EUR',
      updatedAt: '2026-02-01T10:00:00.000Z',
    },
    openInvoices: open,
    invoices: pageOf(sentOnly),
    status: null,
    onStatusChange: fn(),
    onPageChange: fn(),
    onDownload: fn(async () => undefined),
  },
} satisfies Meta<typeof BillingScreen>
export default meta
type Story = StoryObj<typeof meta>

/** What is open and how to pay it (the reference to quote), the billing info with its edit link, every invoice. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const toPay = within(canvas.getByRole('region', { name: 'To pay' }))
    const overdue = within(toPay.getByRole('listitem', { name: 'Invoice HL-2026-0003: $17,850.00' }))
    await expect(overdue.getByText('Overdue')).toBeVisible()
    await expect(overdue.getByText('DE89370400440532013000')).toBeVisible()
    await expect(overdue.getByText('HL-2026-0003', { selector: 'dd' })).toBeVisible()
    const info = within(canvas.getByRole('region', { name: 'Billing information' }))
    await expect(info.getByText('Invalidenstrasse 1, 10115 Berlin, Germany')).toBeVisible()
    await expect(info.getByRole('link', { name: 'Edit billing information' })).toHaveAttribute(
      'href',
      '/company-settings#billing',
    )
    await expect(canvas.getByRole('table', { name: 'Invoices of Acme Robotics' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^(Send|Mark paid|Void) invoice/ })).toBeNull()
  },
}

/** A company without billing info or invoices: nothing to pay, and where to add the billing info. */
export const Empty: Story = {
  args: { billingInfo: null, openInvoices: [], invoices: pageOf([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nothing to pay right now.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Add billing information' })).toHaveAttribute(
      'href',
      '/company-settings#billing',
    )
    await expect(canvas.getByRole('heading', { name: 'No invoices yet' })).toBeVisible()
  },
}
