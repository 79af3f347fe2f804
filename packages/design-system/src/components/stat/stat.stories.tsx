import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Stat, StatGroup } from './stat.tsx'

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: { label: 'Open vacancies', value: '24', change: '+12%', trend: 'up', helpText: 'vs last month' },
  argTypes: { trend: { control: 'inline-radio', options: ['up', 'down', 'flat'] } },
  render: (args) => (
    <StatGroup>
      <Stat {...args} />
    </StatGroup>
  ),
} satisfies Meta<typeof Stat>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Open vacancies')
    await expect(canvas.getByText('up', { exact: false })).toBeInTheDocument()
  },
}

export const Dashboard: Story = {
  render: () => (
    <StatGroup>
      <Stat label="Open vacancies" value="24" change="+12%" trend="up" helpText="vs last month" />
      <Stat label="Applications" value="318" change="-4%" trend="down" helpText="vs last month" />
      <Stat label="Hires" value="7" change="0%" trend="flat" helpText="vs last month" />
      <Stat label="Revenue" value="€48,200" />
    </StatGroup>
  ),
}
