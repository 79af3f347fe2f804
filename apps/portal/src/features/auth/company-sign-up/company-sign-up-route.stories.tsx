/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectShown } from '../../../testing/shown.ts'
import { mockMarketplace, renderRoute } from '../../../testing/story-app.tsx'
import { expectToast } from '../../../testing/toasts.ts'

/** Company sign-up through its route: the marketplace registers the company and its first employer. */
const meta = {
  title: 'Routes/Auth/Company sign-up',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/sign-up/company' } },
  beforeEach: mockMarketplace,
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

/** Registered: the company-named message of docs/product.md §8, then the verification page for the work email. */
export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText(/First name/, {}, { timeout: 5000 }), 'Grace')
    await userEvent.type(canvas.getByLabelText(/Last name/), 'Hopper')
    await userEvent.type(canvas.getByLabelText(/Work email/), 'grace@compilers.test')
    await userEvent.type(canvas.getByLabelText(/Company name/), 'Compilers Inc')
    await userEvent.type(canvas.getByLabelText(/Website URL/), 'https://compilers.test')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'cobol-1959-ok')
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'cobol-1959-ok')
    await userEvent.click(canvas.getByRole('button', { name: 'Create company account' }))
    await expectShown(canvas.findByRole('heading', { name: 'Verify your email' }, { timeout: 5000 }))
    await expect(canvas.getByText('grace@compilers.test')).toBeVisible()
    await expectToast('Compilers Inc is registered')
  },
}
