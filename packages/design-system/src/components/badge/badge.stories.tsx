import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import { Badge } from './badge.tsx'

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Published' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const palettes = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const

export const Variants: Story = {
  render: (args) => (
    <Stack gap="3">
      {(['solid', 'subtle', 'outline', 'status'] as const).map((variant) => (
        <HStack key={variant} gap="2">
          {palettes.map((palette) => (
            <Badge key={palette} {...args} variant={variant} colorPalette={palette}>
              {palette}
            </Badge>
          ))}
        </HStack>
      ))}
    </Stack>
  ),
}

export const Status: Story = {
  render: () => (
    <HStack gap="2">
      <Badge variant="status" colorPalette="success">
        Hired
      </Badge>
      <Badge variant="status" colorPalette="warning">
        Interview
      </Badge>
      <Badge variant="status" colorPalette="danger">
        Rejected
      </Badge>
      <Badge variant="status" colorPalette="neutral" size="md">
        Draft
      </Badge>
    </HStack>
  ),
}

/** Counts cap at 99+. */
export const Count: Story = {
  render: () => (
    <HStack gap="2">
      <Badge variant="count" count={3} />
      <Badge variant="count" count={42} size="md" />
      <Badge variant="count" count={99} />
      <Badge variant="count" count={120} />
    </HStack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99')).toBeInTheDocument()
    await expect(canvas.getByText('99+')).toBeInTheDocument()
    await expect(canvas.queryByText('120')).not.toBeInTheDocument()
  },
}
