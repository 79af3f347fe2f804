import type { Meta, StoryObj } from '@storybook/react-vite'
import { Briefcase } from 'lucide-react'
import { expect } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Stack, HStack } from '@hireloop/styled-system/jsx'
import { Badge } from '../components/badge/badge.tsx'
import { Button } from '../components/button/button.tsx'
import * as Card from '../components/card/card.tsx'
import { Checkbox } from '../components/checkbox/index.ts'
import { EmptyState } from '../components/empty-state/empty-state.tsx'
import * as Field from '../components/field/field.tsx'
import { Input } from '../components/input/input.tsx'
import { Progress } from '../components/progress/index.ts'
import { Switch } from '../components/switch/switch.tsx'
import { Tag } from '../components/tag/tag.tsx'
import { Tabs } from '../components/tabs/index.ts'

const page = css({ bg: 'bg', color: 'fg', p: '6', borderRadius: 'lg' })
const palettes = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const

function Gallery() {
  return (
    <div className={page}>
      <Stack gap="6">
        <HStack gap="2" flexWrap="wrap">
          {palettes.map((palette) => (
            <Button key={palette} colorPalette={palette}>
              {palette}
            </Button>
          ))}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {palettes.map((palette) => (
            <Button key={palette} colorPalette={palette} variant="outline">
              {palette}
            </Button>
          ))}
        </HStack>
        <HStack gap="2" flexWrap="wrap">
          {palettes.map((palette) => (
            <Badge key={palette} colorPalette={palette} variant="subtle">
              {palette}
            </Badge>
          ))}
          {palettes.map((palette) => (
            <Tag key={palette} colorPalette={palette} variant="solid">
              {palette}
            </Tag>
          ))}
        </HStack>
        <Card.Root>
          <Card.Header>
            <Card.Title>Senior TypeScript engineer</Card.Title>
            <Card.Description>Remote · €90,000 – €110,000</Card.Description>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              <Field.Root invalid>
                <Field.Label>Email</Field.Label>
                <Input defaultValue="ada@" />
                <Field.HelperText>We never share it.</Field.HelperText>
                <Field.ErrorText>Enter a valid email.</Field.ErrorText>
              </Field.Root>
              <Checkbox.Root defaultChecked>
                <Checkbox.Control />
                <Checkbox.Label>Open to remote work</Checkbox.Label>
              </Checkbox.Root>
              <Switch defaultChecked>Email me new matches</Switch>
              <Progress.Root value={60}>
                <Progress.Label>Profile complete</Progress.Label>
                <Progress.Bar />
              </Progress.Root>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Tabs.Root defaultValue="a">
          <Tabs.List aria-label="Sections">
            <Tabs.Trigger value="a">Overview</Tabs.Trigger>
            <Tabs.Trigger value="b">Resume</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Overview content.</Tabs.Content>
          <Tabs.Content value="b">Resume content.</Tabs.Content>
        </Tabs.Root>
        <EmptyState icon={<Briefcase />} title="No job openings yet" description="Create a vacancy to start." />
      </Stack>
    </div>
  )
}

const meta = {
  title: 'Foundations/Themes',
  component: Gallery,
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

export const Light: Story = { globals: { theme: 'light' } }

/** The same components in the dark theme; axe checks their contrast here too. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async () => {
    await expect(document.documentElement).toHaveClass('dark')
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark')
  },
}
