import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as Steps from './steps.tsx'

const items = [
  { title: 'Company', description: 'Name and website', body: 'Tell us about your company.' },
  { title: 'Team', description: 'Who hires', body: 'Invite the people who review candidates.' },
  { title: 'Billing', description: 'Invoices', body: 'Where should invoices go?' },
]

const meta = {
  title: 'Components/Steps',
  component: Steps.Root,
  args: { count: items.length, onStepChange: fn() },
  render: (args) => (
    <Steps.Root {...args}>
      <Steps.List>
        {items.map((item, index) => (
          <Steps.Item key={item.title} index={index} title={item.title} description={item.description} />
        ))}
      </Steps.List>
      {items.map((item, index) => (
        <Steps.Content key={item.title} index={index}>
          {item.body}
        </Steps.Content>
      ))}
      <Steps.CompletedContent>All set: your company is ready to hire.</Steps.CompletedContent>
      <Steps.Footer>
        <Steps.PrevTrigger asChild>
          <Button variant="outline" colorPalette="neutral">
            Back
          </Button>
        </Steps.PrevTrigger>
        <Steps.NextTrigger asChild>
          <Button>Next</Button>
        </Steps.NextTrigger>
      </Steps.Footer>
    </Steps.Root>
  ),
} satisfies Meta<typeof Steps.Root>

export default meta
type Story = StoryObj<typeof meta>

/** Keyboard: Next (Enter) advances; the current step's tab is selected; Enter on an earlier step's tab goes back. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Tell us about your company.')).toBeVisible()
    const next = canvas.getByRole('button', { name: 'Next' })
    next.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onStepChange).toHaveBeenLastCalledWith(expect.objectContaining({ step: 1 }))
    await expect(canvas.getByText('Invite the people who review candidates.')).toBeVisible()
    await expect(canvas.getByRole('tab', { name: /Team/ })).toHaveAttribute('aria-selected', 'true')
    canvas.getByRole('tab', { name: /Company/ }).focus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByText('Tell us about your company.')).toBeVisible()
  },
}

export const SecondStep: Story = { args: { defaultStep: 1 } }

export const Completed: Story = {
  args: { defaultStep: items.length },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('All set: your company is ready to hire.')).toBeVisible()
  },
}

export const Linear: Story = { args: { linear: true } }
