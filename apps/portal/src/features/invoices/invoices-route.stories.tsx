/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, userByEmail, type DemoLogin } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, StoryApp } from '../../testing/story-app.tsx'

const acme = () => userByEmail(demoEmails.employer)!.company_id!
const acmeInvoices = () => db.invoices.filter((i) => i.company_id === acme())
const invoiceIn = (status: string) => acmeInvoices().find((i) => i.status === status && !i.overdue)!

/** Where a story opens: set in `beforeEach`, once the mock marketplace is seeded. */
let target: { url: string; who: DemoLogin } = { url: '/', who: 'admin' }

/** `/company/{id}/invoices` on the mock marketplace: an admin (any recruiter with the invoice grant) or Acme's employer. */
const meta = {
  title: 'Routes/Recruiter/Invoices',
  render: () => <StoryApp url={target.url} signedInAs={target.who} />,
  parameters: { layout: 'fullscreen' },
  beforeEach(context) {
    mockMarketplace(context)
    target = { url: `/company/${acme()}/invoices`, who: 'admin' }
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Invoices of Acme Robotics' }, { timeout: 8000 }))
const toast = (text: string) => within(document.body).findByText(text, {}, { timeout: 5000 })

/** Every invoice of the company, drafts included, newest first. */
export const Recruiter: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement)
    await expect(rows.getAllByRole('row')).toHaveLength(acmeInvoices().length + 1)
    await expect(rows.getByText('Overdue')).toBeVisible()
    const history = await within(canvasElement).findByRole('region', { name: 'History' }, { timeout: 8000 })
    await expect(
      await within(history).findByText('Nothing has been recorded yet.', {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** Send the draft: "Invoice … sent", the row says Sent and offers Mark paid; the marketplace holds it sent. */
export const SendDraft: Story = {
  play: async ({ canvasElement }) => {
    const draft = invoiceIn('draft')
    const rows = await table(canvasElement)
    await userEvent.click(rows.getByRole('button', { name: `Send invoice ${draft.number}` }))
    await expect(await toast(`Invoice ${draft.number} sent`)).toBeInTheDocument()
    const row = within(rows.getByRole('row', { name: new RegExp(draft.number) }))
    await expectShown(row.findByRole('button', { name: `Mark paid invoice ${draft.number}` }))
    await expect(row.getByText('Sent')).toBeVisible()
    await expect(db.invoices.find((i) => i.id === draft.id)?.status).toBe('sent')
  },
}

/** The server refuses the move: its sentence shows beside the table, and the invoice stays as it was. */
export const RefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('setInvoiceStatus', 409, { message: ['A paid invoice cannot be marked paid.'] }))
  },
  play: async ({ canvasElement }) => {
    const sent = invoiceIn('sent')
    const rows = await table(canvasElement)
    await userEvent.click(rows.getByRole('button', { name: `Mark paid invoice ${sent.number}` }))
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      `Invoice ${sent.number} was not changed. A paid invoice cannot be marked paid.`,
    )
    await expect(db.invoices.find((i) => i.id === sent.id)?.status).toBe('sent')
  },
}

/** The filter lives in the URL: Paid shows only the paid invoices. */
export const FilterPaid: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement)
    const filter = within(within(canvasElement).getByRole('radiogroup', { name: 'Status' }))
    await userEvent.click(filter.getByText('Paid'))
    const paid = acmeInvoices().filter((i) => i.status === 'paid')
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(paid.length + 1), { timeout: 5000 })
  },
}

/** Acme's employer: the invoices sent to the company, never a draft, and no moves. */
export const Employer: Story = {
  beforeEach() {
    target = { url: `/company/${acme()}/invoices`, who: 'employer' }
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement)
    await expect(rows.getAllByRole('row')).toHaveLength(acmeInvoices().filter((i) => i.status !== 'draft').length + 1)
    await expect(rows.queryByText('Draft')).toBeNull()
    await expect(within(canvasElement).queryByRole('region', { name: 'History' })).toBeNull()
    await expect(rows.queryByRole('button', { name: /^(Send|Mark paid|Void) invoice/ })).toBeNull()
  },
}

export const Loading: Story = loadingStory('listCompanyInvoices')

export const ServiceDown: Story = serviceDownStory('listCompanyInvoices')
