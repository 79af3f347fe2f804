/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { loadingStory, serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/billing` on the mock marketplace, as Acme's employer. */
const meta = {
  title: 'Routes/Company/Billing',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/billing', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const heading = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: 'Billing', level: 1 }, { timeout: 8000 })

/** The open invoices with the transfer details, the billing info, the invoices sent to the company. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    const acme = userByEmail(demoEmails.employer)!.company_id
    const open = db.invoices.filter((i) => i.company_id === acme && i.status === 'sent')
    const toPay = within(canvas.getByRole('region', { name: 'To pay' }))
    await expect(toPay.getAllByRole('listitem')).toHaveLength(open.length)
    await expect(toPay.getAllByText('Hireloop GmbH')).toHaveLength(open.length)
    await expect(
      within(canvas.getByRole('region', { name: 'Billing information' })).getByText('Acme Robotics GmbH'),
    ).toBeVisible()
    await expect(within(canvas.getByRole('table')).queryByText('Draft')).toBeNull()
  },
}

/** docs/product.md §7: a company without billing info gets no error toast, only the way to add it. */
export const NoBillingInfo: Story = {
  parameters: { app: { url: '/billing', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    await heading(canvasElement)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Add billing information' })).toBeVisible()
    await expect(canvas.getByText('Nothing to pay right now.')).toBeVisible()
    await expect(within(document.body).queryByText('Error')).toBeNull()
  },
}

export const Loading: Story = loadingStory('listInvoices')

export const ServiceDown: Story = serviceDownStory('listInvoices')
