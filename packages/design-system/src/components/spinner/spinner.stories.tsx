import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack } from '@hireloop/styled-system/jsx'
import { Spinner } from './spinner.tsx'

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { label: 'Loading vacancies' },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading vacancies' })).toBeInTheDocument()
  },
}

export const Sizes: Story = {
  render: (args) => (
    <HStack gap="4">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
      <Spinner {...args} colorPalette="neutral" />
    </HStack>
  ),
}
