import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LoadingScreen } from './loading-screen.tsx'

const meta = {
  title: 'Components/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: { fill: 'viewport' },
} satisfies Meta<typeof LoadingScreen>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' })
    await expect(status).toHaveTextContent('Loading')
  },
}

export const CustomLabel: Story = {
  args: { label: 'Signing you in' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Signing you in' })).toBeInTheDocument()
  },
}
