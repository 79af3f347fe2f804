import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Button } from '../button/button.tsx'
import * as Field from '../field/field.tsx'
import { Link } from '../link/link.tsx'
import { PasswordInput } from '../password-input/password-input.tsx'
import { AuthCard } from './auth-card.tsx'

const form = css({ display: 'flex', flexDirection: 'column', gap: '5' })

const meta = {
  title: 'Components/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Change password',
    description: 'Choose a new password of 8 to 24 characters.',
  },
  render: (args) => (
    <AuthCard {...args}>
      <form onSubmit={(event) => event.preventDefault()} className={form}>
        <Field.Root>
          <Field.Label>New Password</Field.Label>
          <PasswordInput autoComplete="new-password" />
        </Field.Root>
        <Button type="submit" width="full">
          Confirm
        </Button>
      </form>
    </AuthCard>
  ),
} satisfies Meta<typeof AuthCard>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument()
    await expect(canvas.queryByRole('link', { name: 'Back to log in' })).not.toBeInTheDocument()
  },
}

/** `backLink` as an href renders the standard "Back to log in" link (docs/product.md §2). */
export const WithBackLinkHref: Story = {
  args: { backLink: '/login' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login')
  },
}

/** `backLink` as a node, e.g. a router link wrapped by `Link asChild`. */
export const WithBackLinkNode: Story = {
  args: {
    backLink: (
      <Link asChild variant="plain">
        <a href="/login?company=true">Back to log in</a>
      </Link>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login?company=true')
  },
}

export const Message: Story = {
  args: {
    title: 'Check your email',
    description: 'We have sent you an instruction. Follow the link in the email to continue.',
    backLink: '/login',
  },
  render: (args) => (
    <AuthCard {...args}>
      <Button asChild width="full">
        <a href="/login">Log in</a>
      </Button>
    </AuthCard>
  ),
}
