import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor } from 'storybook/test'
import * as Accordion from './accordion.tsx'

const faq = [
  { value: 'fee', q: 'What does hiring cost?', a: 'A fee per hire, invoiced after the talent starts.' },
  { value: 'time', q: 'How long does matching take?', a: 'Most vacancies get their first matches within a day.' },
  { value: 'data', q: 'Who sees my resume?', a: 'Only companies you apply to, and recruiters.' },
]

const meta = {
  title: 'Components/Accordion',
  component: Accordion.Root,
  args: { onValueChange: fn() },
  render: (args) => (
    <Accordion.Root {...args}>
      {faq.map((item) => (
        <Accordion.Item key={item.value} value={item.value} disabled={item.value === 'data' && args.disabled}>
          <Accordion.ItemTrigger>{item.q}</Accordion.ItemTrigger>
          <Accordion.ItemContent>{item.a}</Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
} satisfies Meta<typeof Accordion.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Tab to the first header, Enter opens it, ArrowDown moves to the next header, Space opens that. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('button', { name: 'What does hiring cost?' })
    await userEvent.tab()
    await expect(first).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByText('A fee per hire, invoiced after the talent starts.')).toBeVisible())
    await userEvent.keyboard('{ArrowDown}')
    const second = canvas.getByRole('button', { name: 'How long does matching take?' })
    await expect(second).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ value: ['time'] }))
  },
}

export const Multiple: Story = { args: { multiple: true, defaultValue: ['fee', 'time'] } }

export const Disabled: Story = { args: { disabled: true } }
