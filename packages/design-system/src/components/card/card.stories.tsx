import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Card from './card.tsx'

const meta = {
  title: 'Components/Card',
  component: Card.Root,
  args: { variant: 'outline' },
  render: (args) => (
    <Card.Root {...args} maxW="md">
      <Card.Header>
        <Card.Title>Senior Backend Engineer</Card.Title>
        <Card.Description>Acme Inc. · Remote</Card.Description>
      </Card.Header>
      <Card.Body>Build the matching engine that connects talents and companies.</Card.Body>
      <Card.Footer>
        <Button variant="outline">Save</Button>
        <Button>Apply</Button>
      </Card.Footer>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Senior Backend Engineer' })).toBeInTheDocument()
  },
}

export const Elevated: Story = { args: { variant: 'elevated' } }
