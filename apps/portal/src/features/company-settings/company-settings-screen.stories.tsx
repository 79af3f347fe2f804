import { emptyBillingInfo } from '@hireloop/flows'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { withRouter } from '../../testing/story-router.tsx'
import { CompanySettingsScreen } from './company-settings-screen.tsx'

const places = [
  { code: 'DE', name: 'Germany' },
  { code: 'CH', name: 'Switzerland' },
]

const meta = {
  title: 'Screens/Employer/Company settings',
  component: CompanySettingsScreen,
  decorators: [withRouter],
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Acme Robotics',
    company: {
      name: 'Acme Robotics',
      websiteUrl: 'https://acme.test',
      type: 'scaleup',
      size: '51-200',
      location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
      description: 'We build warehouse robots.',
    },
    companyRevision: '0',
    billing: {
      ...emptyBillingInfo,
      legalName: 'Acme Robotics GmbH',
      email: 'billing@acme.test',
      taxId: 'DE123456789',
      street: 'Invalidenstrasse 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    },
    lookups: {
      countries: async (q: string) => places.filter((p) => p.name.toLowerCase().includes(q.toLowerCase())),
      states: async () => [],
      cities: async () => [],
    },
    stale: false,
    onReload: fn(),
    onSaveCompany: fn(async () => undefined),
    onUploadLogo: fn(async () => undefined),
    onSaveBilling: fn(async () => undefined),
  },
} satisfies Meta<typeof CompanySettingsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Filled: each section named; the tax id hint follows the address's country. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Company information' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Billing information' })).toBeVisible()
    await expect(canvas.getByText(/A VAT number of Germany: DE followed by 9 digits/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save company information' }))
    await expect(args.onSaveCompany).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Acme Robotics',
        size: '51-200',
        location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
      }),
    )
  },
}

/** No billing information yet: an empty form that creates it, said in a sentence (no error). */
export const NoBillingInfo: Story = {
  args: { billing: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^No billing information yet\./)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Add billing information' })).toBeVisible()
    await expect(canvas.getByText('Optional. Write it as your tax office does.')).toBeVisible()
  },
}

/** A lost race (412): the explanation and the way to reload, announced. */
export const SomeoneElseChangedIt: Story = {
  args: { stale: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Someone else changed the company information/)
    await userEvent.click(canvas.getByRole('button', { name: /Reload company information/ }))
    await expect(args.onReload).toHaveBeenCalled()
  },
}

/** A new company: nothing filled in yet but its name and website. */
export const NewCompany: Story = {
  args: {
    companyName: 'Northwind Labs',
    company: {
      name: 'Northwind Labs',
      websiteUrl: 'https://northwind.test',
      type: '',
      size: '',
      location: { country: '', state: '', city: '' },
      description: '',
    },
    billing: null,
  },
}
