/// <reference types="msw-storybook-addon/csf3" />
import { db, demoEmails, errorFor, loadingForever, userByEmail } from '@hireloop/api/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/company-info` through the real route on the mock marketplace, signed in as the demo employer. */
const meta = {
  title: 'Routes/Company/Company profile',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/company-info', signedInAs: 'employer' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const company = () => db.companies.find((c) => c.id === userByEmail(demoEmails.employer)!.company_id)!

/** The company and only what talents can apply to: active, published vacancies. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 1, name: company().name }, { timeout: 8000 }),
    ).toBeVisible()
    const open = db.vacancies.filter((v) => v.company_id === company().id && v.status === 'Active' && !v.draft)
    await expect(within(canvas.getByRole('list', { name: 'Open vacancies' })).getAllByRole('listitem')).toHaveLength(
      open.length,
    )
  },
}

/**
 * A logo the API stores is read with the token and shown from an object URL (ADR 0062), the initials meanwhile; only
 * such a picture makes the avatar ask for anything (ADR 0114).
 */
export const StoredLogo: Story = {
  beforeEach() {
    const fileId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'
    db.files.push({
      id: fileId,
      name: 'logo.png',
      content_type: 'image/png',
      size: 68,
      url: `/api/v1/image/${fileId}`,
      owner_id: userByEmail(demoEmails.employer)!.id,
    })
    company().image_url = `https://api.hireloop.test/api/v1/image/${fileId}`
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('img', { name: company().name }, { timeout: 8000 })).toBeVisible()
    // The initials show until the picture arrives. The picture inside the named image is decorative (alt=""): found
    // by its tag, not by a role.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: company().name }).querySelector('img')?.getAttribute('src')).toMatch(
        /^blob:/,
      ),
    )
  },
}

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...loadingForever('getCompany'))
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading Hireloop' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  },
}

export const ServiceDown: Story = {
  beforeEach({ msw }) {
    msw.use(...errorFor('getCompany', 503, { message: ['The service is restarting. Try again in a minute.'] }))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'This page could not be loaded' }, { timeout: 8000 }),
    ).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('The service is restarting. Try again in a minute.')
  },
}
