/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** A PNG drawn in the browser, as a chosen logo; `padTo` grows the file past a size with trailing bytes. */
async function logoFile(padTo = 0): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = 300
  canvas.height = 200
  canvas.getContext('2d')!.fillRect(0, 0, 300, 200)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  const padding = new Uint8Array(Math.max(padTo - blob!.size, 0))
  return new File([blob!, padding], 'logo.png', { type: 'image/png' })
}

/** Company settings through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Employer/Company settings',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/company-settings', signedInAs: 'employer' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const companyOf = (login: 'employer' | 'employerNew') =>
  db.companies.find((c) => c.id === userByEmail(demoEmails[login])!.company_id)!
const openPage = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { level: 1, name: 'Company settings' }, { timeout: 8000 })

/** Save company information: stored with the size, "Company information updated". */
export const SaveCompanyInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Company information' }))
    await expect(form.getByLabelText(/^Company name/)).toHaveValue('Acme Robotics')
    await userEvent.clear(form.getByLabelText(/^Company name/))
    await userEvent.type(form.getByLabelText(/^Company name/), 'Acme Robotics Europe')
    await userEvent.clear(form.getByLabelText('About the company'))
    await userEvent.type(form.getByLabelText('About the company'), 'We build warehouse robots.')
    await userEvent.click(form.getByRole('combobox', { name: 'Company size' }))
    await userEvent.click(await screen.findByRole('option', { name: '51-200 people' }))
    await userEvent.click(form.getByRole('button', { name: 'Save company information' }))
    await expect(await screen.findByText('Company information updated', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(companyOf('employer')).toMatchObject({
      name: 'Acme Robotics Europe',
      size: '51-200',
      description: 'We build warehouse robots.',
    })
  },
}

/** Someone else saved first (412): the form says so and reloads the company on request; nothing was overwritten. */
export const SomeoneElseChangedIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const description = companyOf('employer').description
    companyOf('employer').website_url = 'https://acme-robotics.example'
    const form = within(canvas.getByRole('form', { name: 'Company information' }))
    await userEvent.type(form.getByLabelText('About the company'), 'Ours.')
    await userEvent.click(form.getByRole('button', { name: 'Save company information' }))
    await expect(await form.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      /Someone else changed the company information/,
    )
    await expect(companyOf('employer').description).toBe(description)
    await userEvent.click(form.getByRole('button', { name: /Reload company information/ }))
    await waitFor(() => expect(canvas.getByLabelText(/^Website/)).toHaveValue('https://acme-robotics.example'))
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

/** Logo: crop, upload, "Company logo uploaded". */
export const UploadLogo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await userEvent.upload(canvas.getByLabelText('Company logo file'), await logoFile())
    const dialog = await screen.findByRole('dialog', { name: 'Crop your logo' })
    const selection = await within(dialog).findByRole('slider', { name: /Crop selection/, hidden: true })
    await waitFor(() => expect(selection).toBeVisible(), { timeout: 5000 })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload logo' }))
    await expect(await screen.findByText('Company logo uploaded', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(companyOf('employer').image_url).toMatch(/\/files\/[0-9a-f-]+$/)
  },
}

/** A 3 MB logo is refused in the browser, in words, and nothing is sent. */
export const LogoTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const before = companyOf('employer').image_url
    await userEvent.upload(canvas.getByLabelText('Company logo file'), await logoFile(3 * 1024 * 1024))
    await expect(canvas.getByRole('alert')).toHaveTextContent('This image is larger than 2 MB. Choose a smaller one')
    await expect(screen.queryByRole('dialog', { name: 'Crop your logo' })).toBeNull()
    await expect(companyOf('employer').image_url).toBe(before)
  },
}

/** Billing info exists: the form is filled; a tax id of another country's shape is refused with the format. */
export const UpdateBillingInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    const form = within(canvas.getByRole('form', { name: 'Billing information' }))
    await expect(form.getByLabelText(/^Legal name/)).toHaveValue('Acme Robotics GmbH')
    await expect(form.getByText(/DE followed by 9 digits, for example DE123456789/)).toBeVisible()
    const taxId = form.getByLabelText('Tax id')
    await userEvent.clear(taxId)
    await userEvent.type(taxId, 'DE12')
    await userEvent.click(form.getByRole('button', { name: 'Save billing information' }))
    await expectShown(form.findByText(/This is not a VAT number of Germany/))
    await userEvent.clear(taxId)
    await userEvent.type(taxId, 'DE 987 654 321')
    await userEvent.clear(form.getByLabelText(/^Billing email/))
    await userEvent.type(form.getByLabelText(/^Billing email/), 'invoices@acme-robotics.test')
    await userEvent.click(form.getByRole('button', { name: 'Save billing information' }))
    await expect(await screen.findByText('Billing info updated', {}, { timeout: 5000 })).toBeInTheDocument()
    const info = db.billingInfos.find((b) => b.company_id === companyOf('employer').id)!
    await expect(info).toMatchObject({ email: 'invoices@acme-robotics.test', tax_id: 'DE987654321' })
  },
}

/** No billing info yet (404): an empty form and no error toast (docs/product.md §7); saving creates it. */
export const CreateBillingInfo: Story = {
  parameters: { app: { url: '/company-settings#billing', signedInAs: 'employerNew' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await openPage(canvasElement)
    await expect(canvas.getByText(/^No billing information yet\./)).toBeVisible()
    await expect(screen.queryByText('Error')).toBeNull()
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Billing information' })).toHaveFocus())
    const form = within(canvas.getByRole('form', { name: 'Billing information' }))
    await userEvent.type(form.getByLabelText(/^Legal name/), 'Northwind Labs Ltd')
    await userEvent.type(form.getByLabelText(/^Billing email/), 'billing@northwind.test')
    await userEvent.type(form.getByLabelText(/^Street and number/), '1 High Street')
    await userEvent.type(form.getByLabelText(/^Postal code/), '10115')
    await userEvent.type(form.getByLabelText(/^City/), 'Berlin')
    await userEvent.type(form.getByRole('combobox', { name: 'Country' }), 'Germ')
    await userEvent.click(await screen.findByRole('option', { name: 'Germany' }, { timeout: 5000 }))
    await userEvent.click(form.getByRole('button', { name: 'Add billing information' }))
    await expect(await screen.findByText('Billing info created', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(db.billingInfos.find((b) => b.company_id === companyOf('employerNew').id)).toMatchObject({
      legal_name: 'Northwind Labs Ltd',
      address: { country: 'DE', city: 'Berlin' },
      tax_id: null,
    })
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getCompany'))
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull(), { timeout: 5000 })
    await expect(within(canvasElement).queryByRole('form', { name: 'Company information' })).toBeNull()
  },
}

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('getCompany', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/The service is restarting/, {}, { timeout: 8000 }),
    ).toBeVisible()
  },
}
