/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, StoryApp } from '../../testing/story-app.tsx'

const acme = () => userByEmail(demoEmails.employer)!.company_id!
let url = '/'

/** `/company/{id}/create-invoice` on the mock marketplace, as an admin. */
const meta = {
  title: 'Routes/Recruiter/New invoice',
  render: () => <StoryApp url={url} signedInAs="admin" />,
  parameters: { layout: 'fullscreen' },
  beforeEach(context) {
    mockMarketplace(context)
    url = `/company/${acme()}/create-invoice`
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** A draft written by hand: it takes the next number, and the invoices list shows it with a toast. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'New invoice', level: 1 }, { timeout: 8000 })
    await expect(canvas.getByText(/To Acme Robotics\./)).toBeVisible()
    const line = within(canvas.getByRole('group', { name: 'Line 1' }))
    await userEvent.click(line.getByRole('textbox', { name: /Description/ }))
    await userEvent.paste('Interview coordination')
    await userEvent.click(line.getByRole('textbox', { name: /Unit price/ }))
    await userEvent.paste('1200')
    await userEvent.type(canvas.getByLabelText(/Due date/), '2026-04-15')
    const before = db.invoices.length
    await userEvent.click(canvas.getByRole('button', { name: 'Create draft invoice' }))
    const created = await within(document.body).findByText(/^Invoice HL-\d{4}-\d{4} created$/, {}, { timeout: 5000 })
    await expect(db.invoices).toHaveLength(before + 1)
    const invoice = db.invoices[0]!
    await expect(created).toHaveTextContent(`Invoice ${invoice.number} created`)
    await expect(invoice).toMatchObject({ status: 'draft', subtotal: 120_000, due_date: '2026-04-15' })
    const rows = await canvas.findByRole('table', { name: 'Invoices of Acme Robotics' }, { timeout: 5000 })
    await expect(within(rows).getByRole('row', { name: new RegExp(invoice.number) })).toBeVisible()
  },
}

export const Loading: Story = loadingStory('getCompany')

export const ServiceDown: Story = serviceDownStory('getCompany')
