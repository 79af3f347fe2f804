import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'
import { Skeleton, SkeletonText } from './skeleton.tsx'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { loading: true },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = { args: { h: '24', w: 'sm' } }

/** A card while it loads: the region is `aria-busy` and says so once. */
export const Card: Story = {
  render: (args) => (
    <section aria-busy="true" aria-label="Vacancy">
      <VisuallyHidden role="status">Loading vacancy…</VisuallyHidden>
      <HStack gap="4" alignItems="flex-start" w="md">
        <Skeleton {...args} shape="circle" w="12" h="12" />
        <Stack gap="3" flex="1">
          <Skeleton {...args} h="5" w="40" />
          <SkeletonText lines={3} />
        </Stack>
      </HStack>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading vacancy…')
    await expect(canvas.getByRole('region', { name: 'Vacancy' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Loaded: Story = {
  args: { loading: false, children: <p>Senior TypeScript engineer</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Senior TypeScript engineer')).toBeVisible()
  },
}
