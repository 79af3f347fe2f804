/// <reference types="msw-storybook-addon/csf3" />
import { db } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { expectShown } from '../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/create-company` through the real route on the mock marketplace, signed in as the demo admin. */
const meta = {
  title: 'Routes/Recruiter/New company',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/create-company', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

async function fill(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement)
  await userEvent.type(
    await canvas.findByRole('textbox', { name: /^Company name/ }, { timeout: 8000 }),
    'Analytical Engines',
  )
  await userEvent.type(canvas.getByRole('textbox', { name: /^Website URL/ }), 'analytical.test')
  await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Ada')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Lovelace')
  await userEvent.type(canvas.getByRole('textbox', { name: /^Work email/ }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Create company' }))
}

/** Created: "Employer created", the invited employer waits for their mail, and the companies list is a click away. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'ada@analytical.test')
    await expect(await screen.findByText('Employer created', {}, { timeout: 5000 })).toBeInTheDocument()
    const company = db.companies.find((c) => c.name === 'Analytical Engines')!
    await expect(company.website_url).toBe('https://analytical.test')
    await expect(db.users.find((u) => u.email === 'ada@analytical.test')).toMatchObject({
      company_id: company.id,
      is_active: false,
    })
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Go to companies' }))
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Companies', level: 1 }, { timeout: 8000 }),
    ).toBeVisible()
  },
}

/** "Activate now": the recruiter opens the invited employer's account at once, "Employer profile activated". */
export const ActivateNow: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'ada@analytical.test')
    const employer = within(
      await within(canvasElement).findByRole('region', { name: 'First employer' }, { timeout: 5000 }),
    )
    await userEvent.click(employer.getByRole('button', { name: 'Activate now' }))
    await expect(await screen.findByText('Employer profile activated', {}, { timeout: 5000 })).toBeInTheDocument()
    await expectShown(employer.findByText('Active'))
    await expect(db.users.find((u) => u.email === 'ada@analytical.test')?.is_active).toBe(true)
  },
}

/** A taken email: the field says so, nothing is created. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const before = db.companies.length
    await fill(canvasElement, 'employer@hireloop.test')
    await expect(
      await within(canvasElement).findByText('An account with this email already exists.', {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(db.companies.length).toBe(before)
  },
}
