/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { serviceDownStory } from '../../testing/route-states.ts'
import { mockMarketplace, renderRoute, storyRouter } from '../../testing/story-app.tsx'

/** `/companies` (and `/company`, which leads here) on the mock marketplace, signed in as the demo recruiter. */
const meta = {
  title: 'Routes/Back office/Companies',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/companies', signedInAs: 'recruiter' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** `/company` leads to the list, by name, with every company counted. */
export const CompanyRedirect: Story = {
  parameters: { app: { url: '/company', signedInAs: 'recruiter' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: 'Companies' }, { timeout: 8000 })
    await expect(storyRouter!.state.location.pathname).toBe('/companies')
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(`${db.companies.length} compan`)
  },
}

/**
 * The row links follow the access rules, not the default grants (ADR 0091): an admin let Recruiters read invoices
 * (by default they cannot), so every company offers its invoices.
 */
export const InvoicesByAccessRule: Story = {
  beforeEach() {
    const at = new Date().toISOString()
    db.accessRules.push({
      id: '5a0d7a6e-2f11-4c39-9b1e-6f1f0c1d2e3f',
      subject: 'recruiter',
      resource: 'invoice',
      action: 'read',
      effect: 'allow',
      created_at: at,
      updated_at: at,
    })
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Companies' }, { timeout: 8000 })
    const links = await within(table).findAllByRole('link', { name: /^Invoices of / }, { timeout: 5000 })
    await expect(links.length).toBe(within(table).getAllByRole('row').length - 1)
  },
}

export const ServiceDown: Story = {
  ...serviceDownStory('listCompanies'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10000 })).toHaveTextContent(
      'The service is restarting. Try again in a minute.',
    )
  },
}
