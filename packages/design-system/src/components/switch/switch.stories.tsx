import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import { Switch } from './switch.tsx'

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { children: 'Email me new matches', onCheckedChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab focuses it, Space toggles it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me new matches' })
    await userEvent.tab()
    await expect(toggle).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(toggle).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true })
  },
}

export const States: Story = {
  render: (args) => (
    <Stack gap="3">
      <Switch {...args} size="sm">
        Small off
      </Switch>
      <Switch {...args} size="sm" defaultChecked>
        Small on
      </Switch>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultChecked>
        On
      </Switch>
      <Switch {...args} disabled>
        Disabled
      </Switch>
      <Switch {...args} disabled defaultChecked>
        Disabled on
      </Switch>
      <Switch {...args} invalid>
        Invalid
      </Switch>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'On' })).toBeChecked()
    await expect(canvas.getByRole('switch', { name: 'Disabled' })).toBeDisabled()
  },
}
