import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Code } from 'lucide-react'
import { expect, fn, userEvent } from 'storybook/test'
import { HStack, Stack } from '@hireloop/styled-system/jsx'
import { Tag } from './tag.tsx'

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'TypeScript', variant: 'subtle', size: 'md', colorPalette: 'primary' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['subtle', 'solid', 'outline'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    colorPalette: { control: 'select', options: ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] },
  },
} satisfies Meta<typeof Tag>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const palettes = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const

export const Variants: Story = {
  render: (args) => (
    <Stack gap="3">
      {(['subtle', 'solid', 'outline'] as const).map((variant) => (
        <HStack key={variant} gap="2" flexWrap="wrap">
          {palettes.map((palette) => (
            <Tag key={palette} {...args} variant={variant} colorPalette={palette}>
              {palette}
            </Tag>
          ))}
        </HStack>
      ))}
      <HStack gap="2">
        <Tag {...args} size="sm">
          Small
        </Tag>
        <Tag {...args} startElement={<Code aria-hidden="true" />}>
          With icon
        </Tag>
      </HStack>
    </Stack>
  ),
}

function RemovableTags({ onRemove }: { onRemove: (skill: string) => void }) {
  const [skills, setSkills] = useState(['React', 'TypeScript', 'Go'])
  return (
    <HStack gap="2">
      {skills.map((skill) => (
        <Tag
          key={skill}
          colorPalette="primary"
          onRemove={() => {
            setSkills(skills.filter((s) => s !== skill))
            onRemove(skill)
          }}
        >
          {skill}
        </Tag>
      ))}
    </HStack>
  )
}

/** Keyboard: Tab reaches each remove button; Enter removes the tag. */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableTags onRemove={args.onRemove as (skill: string) => void} />,
  play: async ({ canvas, args }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Remove React' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRemove).toHaveBeenCalledWith('React')
    await expect(canvas.queryByText('React')).toBeNull()
  },
}
