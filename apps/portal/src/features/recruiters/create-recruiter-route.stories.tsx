/// <reference types="msw-storybook-addon/csf3" />
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { mockMarketplace, renderRoute } from '../../testing/story-app.tsx'

/** `/create-recruiter` through the real route: created, said so, and back to the team. */
const meta = {
  title: 'Routes/Add recruiter',
  render: renderRoute,
  parameters: { layout: 'fullscreen', app: { url: '/create-recruiter', signedInAs: 'admin' } },
  beforeEach(context) {
    mockMarketplace(context)
  },
} satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvasElement: HTMLElement, email: string) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }, { timeout: 10000 }), 'Noor')
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Haddad')
  await userEvent.type(canvas.getByRole('textbox', { name: /Work email/ }), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Add recruiter' }))
}

/** A new colleague: the toast, then the team with them in it. */
export const Created: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'noor@hireloop.test')
    await expect(await screen.findByText('Recruiter created', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'noor@hireloop.test' }, { timeout: 10000 }),
    ).toBeVisible()
  },
}

/** An address that has an account already: refused on the field, nothing created. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'recruiter@hireloop.test')
    await expect(await screen.findByText('Error', {}, { timeout: 5000 })).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Add recruiter' })).toBeVisible()
  },
}
