import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as TagsInput from './tags-input.tsx'

const meta = {
  title: 'Components/TagsInput',
  component: TagsInput.Root,
  args: { defaultValue: ['React', 'TypeScript'], onValueChange: fn() },
  render: (args) => (
    <TagsInput.Root {...args}>
      <TagsInput.Label>Skills</TagsInput.Label>
      <TagsInput.Control>
        <TagsInput.Items />
        <TagsInput.Input placeholder="Add a skill" />
      </TagsInput.Control>
    </TagsInput.Root>
  ),
} satisfies Meta<typeof TagsInput.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Enter adds a tag and clears the input; each tag has a named delete button. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Skills' })
    await userEvent.click(input)
    await userEvent.type(input, 'PostgreSQL', { delay: 20 })
    await userEvent.keyboard('{Enter}')
    // The machine clears the input in its next update, a moment after the key on a busy machine.
    await waitFor(() => expect(input).toHaveValue(''))
    await expect(canvas.getByText('PostgreSQL')).toBeVisible()
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ value: ['React', 'TypeScript', 'PostgreSQL'] }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Delete tag PostgreSQL' }))
    await waitFor(() => expect(canvas.queryByText('PostgreSQL')).toBeNull())
    await expect(canvas.getByRole('button', { name: /delete tag react/i })).toBeInTheDocument()
  },
}

export const Empty: Story = { args: { defaultValue: [] } }

export const Disabled: Story = { args: { disabled: true } }

export const Invalid: Story = { args: { invalid: true } }

export const MaxTags: Story = {
  args: { max: 3, defaultValue: ['React', 'TypeScript', 'Go'] },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Skills' }), 'Rust{Enter}')
    await expect(canvas.queryByText('Rust', { selector: 'span' })).toBeNull()
  },
}
