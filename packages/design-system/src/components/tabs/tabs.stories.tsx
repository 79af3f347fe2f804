import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as Tabs from './tabs.tsx'

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'overview', onValueChange: fn(), variant: 'line' },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'subtle'] } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Talent profile">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="resume">Resume</Tabs.Trigger>
        <Tabs.Trigger value="meetings">Meetings</Tabs.Trigger>
        <Tabs.Trigger value="invoices" disabled>
          Invoices
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview">Ada is a senior engineer open to remote work.</Tabs.Content>
      <Tabs.Content value="resume">Resume: 12 years of TypeScript.</Tabs.Content>
      <Tabs.Content value="meetings">No meetings yet.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab to the selected tab, ArrowRight selects the next, End the last enabled one. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const resume = canvas.getByRole('tab', { name: 'Resume' })
    await waitFor(() => expect(resume).toHaveAttribute('aria-selected', 'true'))
    await expect(await canvas.findByRole('tabpanel', { name: 'Resume' })).toHaveTextContent(
      'Resume: 12 years of TypeScript.',
    )
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: 'resume' }))
    await userEvent.keyboard('{End}')
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Meetings' })).toHaveAttribute('aria-selected', 'true'))
  },
}

export const Subtle: Story = { args: { variant: 'subtle' } }

export const Vertical: Story = { args: { orientation: 'vertical' } }
