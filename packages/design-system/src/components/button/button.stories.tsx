import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArrowRight, Plus } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import { Button } from './button.tsx'

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save changes', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['solid', 'outline', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    colorPalette: {
      control: 'select',
      options: ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'],
    },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' })
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledOnce()
    // Keyboard: Tab focuses it, Enter and Space press it.
    button.blur()
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(3)
  },
}

const palettes = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const
const variants = ['solid', 'outline', 'ghost', 'link'] as const

export const Variants: Story = {
  render: (args) => (
    <Stack gap="4">
      {palettes.map((palette) => (
        <HStack key={palette} gap="3">
          {variants.map((variant) => (
            <Button key={variant} {...args} variant={variant} colorPalette={palette}>
              {palette} {variant}
            </Button>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="3" alignItems="center">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </HStack>
  ),
}

export const WithIcons: Story = {
  render: (args) => (
    <HStack gap="3">
      <Button {...args}>
        <Plus aria-hidden="true" /> New vacancy
      </Button>
      <Button {...args} variant="outline">
        Continue <ArrowRight aria-hidden="true" />
      </Button>
    </HStack>
  ),
}

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const LoadingWithText: Story = {
  args: { loading: true, loadingText: 'Saving…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save changes' })
    await expect(button).toBeDisabled()
    await userEvent.click(button, { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#sign-up">Sign up</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign up' })
    await expect(link).toHaveAttribute('href', '#sign-up')
  },
}
