import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import * as Progress from './progress.tsx'

const meta = {
  title: 'Components/Progress',
  component: Progress.Root,
  args: { value: 60, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Progress.Root {...args}>
      <Progress.Header>
        <Progress.Label>Profile complete</Progress.Label>
        <Progress.ValueText />
      </Progress.Header>
      <Progress.Bar />
    </Progress.Root>
  ),
} satisfies Meta<typeof Progress.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Profile complete' })
    await expect(bar).toHaveAttribute('aria-valuenow', '60')
    await expect(canvas.getByText('60%')).toBeVisible()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Progress.Root key={size} {...args} size={size}>
          <Progress.Label>Size {size}</Progress.Label>
          <Progress.Bar />
        </Progress.Root>
      ))}
    </Stack>
  ),
}

export const Complete: Story = { args: { value: 100, colorPalette: 'success' } }

export const Indeterminate: Story = {
  args: { value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Profile complete' })).not.toHaveAttribute('aria-valuenow')
  },
}

export const Ring: Story = {
  render: (args) => (
    <Progress.Root {...args} style={{ ['--size' as string]: '64px', ['--thickness' as string]: '6px' }}>
      <Progress.Label>Upload</Progress.Label>
      <Progress.Ring />
      <Progress.ValueText />
    </Progress.Root>
  ),
}
