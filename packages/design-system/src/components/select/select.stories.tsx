import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { Stack } from '@hireloop/styled-system/jsx'
import * as Field from '../field/field.tsx'
import * as Select from './select.tsx'

const roles = Select.createListCollection({
  items: [
    { label: 'Talent', value: 'talent' },
    { label: 'Employer', value: 'employer' },
    { label: 'Recruiter', value: 'recruiter' },
    { label: 'Admin (invite only)', value: 'admin', disabled: true },
  ],
})

type RootArgs = Omit<Select.RootProps<(typeof roles.items)[number]>, 'collection'>

function RoleSelect(props: RootArgs & { label?: string }) {
  const { label = 'Role', ...rest } = props
  return (
    <Select.Root collection={roles} {...rest}>
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText placeholder="Choose a role" />
          <Select.Indicator />
        </Select.Trigger>
      </Select.Control>
      <Select.Content>
        {roles.items.map((item) => (
          <Select.Item key={item.value} item={item}>
            <Select.ItemText>{item.label}</Select.ItemText>
            <Select.ItemIndicator />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}

const meta = {
  title: 'Components/Select',
  component: RoleSelect,
  args: { onValueChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof RoleSelect>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: focus the trigger, ArrowDown opens, arrows move (skipping disabled), Enter selects and closes. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Role' })
    await expect(trigger).toHaveTextContent('Choose a role')
    trigger.focus()
    await userEvent.keyboard('{ArrowDown}')
    const listbox = await screen.findByRole('listbox', { name: 'Role' })
    await waitFor(() => expect(screen.getByRole('option', { name: 'Talent' })).toHaveAttribute('data-highlighted'))
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.keyboard('{Enter}')
    await expect(args.onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['employer'] }))
    await waitFor(() => expect(listbox).not.toBeVisible())
    await expect(trigger).toHaveTextContent('Employer')
    await expect(trigger).toHaveFocus()
  },
}

export const Open: Story = {
  args: { defaultOpen: true, defaultValue: ['recruiter'] },
  play: async () => {
    await expect(await screen.findByRole('option', { name: 'Recruiter' })).toHaveAttribute('aria-selected', 'true')
    await expect(screen.getByRole('option', { name: 'Admin (invite only)' })).toHaveAttribute('aria-disabled', 'true')
  },
}

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="4">
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <RoleSelect key={size} {...args} size={size} label={`Role (${size})`} />
      ))}
    </Stack>
  ),
}

export const Multiple: Story = {
  args: { multiple: true, defaultValue: ['talent', 'employer'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Talent, Employer')
  },
}

export const InField: Story = {
  render: (args) => (
    <Field.Root invalid>
      <RoleSelect {...args} />
      <Field.ErrorText>Choose a role.</Field.ErrorText>
    </Field.Root>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: ['talent'] } }
