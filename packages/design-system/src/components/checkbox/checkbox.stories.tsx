import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import * as Checkbox from './checkbox.tsx'

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox.Root,
  args: { onCheckedChange: fn(), size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
  render: (args) => (
    <Checkbox.Root {...args}>
      <Checkbox.Control />
      <Checkbox.Label>Open to remote work</Checkbox.Label>
    </Checkbox.Root>
  ),
} satisfies Meta<typeof Checkbox.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab focuses it, Space toggles it. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Open to remote work' })
    await userEvent.tab()
    await expect(box).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(box).toBeChecked()
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true })
    await userEvent.keyboard(' ')
    await expect(box).not.toBeChecked()
  },
}

export const States: Story = {
  render: (args) => (
    <Stack gap="3">
      {(['sm', 'md'] as const).map((size) => (
        <HStack key={size} gap="6">
          <Checkbox.Root {...args} size={size}>
            <Checkbox.Control />
            <Checkbox.Label>Unchecked {size}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root {...args} size={size} defaultChecked>
            <Checkbox.Control />
            <Checkbox.Label>Checked {size}</Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root {...args} size={size} checked="indeterminate">
            <Checkbox.Control />
            <Checkbox.Label>Indeterminate {size}</Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      ))}
      <HStack gap="6">
        <Checkbox.Root {...args} invalid>
          <Checkbox.Control />
          <Checkbox.Label>Invalid</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root {...args} disabled>
          <Checkbox.Control />
          <Checkbox.Label>Disabled</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root {...args} disabled defaultChecked>
          <Checkbox.Control />
          <Checkbox.Label>Disabled checked</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Indeterminate md' })).toBePartiallyChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled()
  },
}

const skills = ['TypeScript', 'React', 'PostgreSQL']
const legend = css({ textStyle: 'sm', fontWeight: 'medium', mb: '2' })

function SelectAll() {
  const [value, setValue] = useState<string[]>(['React'])
  const all = value.length === skills.length ? true : value.length === 0 ? false : 'indeterminate'
  return (
    <fieldset>
      <legend className={legend}>Skills</legend>
      <Stack gap="3">
        <Checkbox.Root checked={all} onCheckedChange={(e) => setValue(e.checked === true ? skills : [])}>
          <Checkbox.Control />
          <Checkbox.Label>All skills</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Group value={value} onValueChange={setValue} name="skills">
          {skills.map((skill) => (
            <Checkbox.Root key={skill} value={skill}>
              <Checkbox.Control />
              <Checkbox.Label>{skill}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Checkbox.Group>
      </Stack>
    </fieldset>
  )
}

/** A group with a "select all" box that turns indeterminate. */
export const Group: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All skills' })
    await expect(all).toBePartiallyChecked()
    await userEvent.click(all)
    for (const skill of skills) await expect(canvas.getByRole('checkbox', { name: skill })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'React' }))
    await expect(all).toBePartiallyChecked()
  },
}
