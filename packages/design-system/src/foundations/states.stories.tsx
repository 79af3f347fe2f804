import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Button } from '../components/button/button.tsx'
import { Input } from '../components/input/input.tsx'
import { Link } from '../components/link/link.tsx'
import { Tag } from '../components/tag/tag.tsx'

// Panda's conditions read `data-hover`, `data-focus-visible` and `data-active` as well as the pseudo-classes, so a
// state can be pinned in a story, its screenshot and its contrast check without a real pointer (ADR 0034).
const states = [
  { name: 'Default', attrs: {} },
  { name: 'Hover', attrs: { 'data-hover': '' } },
  { name: 'Focus visible', attrs: { 'data-focus-visible': '' } },
  { name: 'Active', attrs: { 'data-active': '' } },
] as const

const grid = css({
  display: 'grid',
  gridTemplateColumns: '8rem repeat(4, minmax(0, 1fr))',
  gap: '4',
  alignItems: 'center',
  textStyle: 'sm',
})
const head = css({ fontWeight: 'semibold', color: 'fg.muted' })

function States() {
  return (
    <div className={grid}>
      <span />
      {states.map((state) => (
        <span key={state.name} className={head}>
          {state.name}
        </span>
      ))}
      {(['solid', 'outline', 'ghost'] as const).map((variant) => (
        <Row key={variant} label={`Button ${variant}`}>
          {(attrs, name) => (
            <Button variant={variant} {...attrs}>
              {name}
            </Button>
          )}
        </Row>
      ))}
      <Row label="Input">{(attrs, name) => <Input aria-label={`Input ${name}`} placeholder="Search" {...attrs} />}</Row>
      <Row label="Link">
        {(attrs, name) => (
          <Link href="#states" {...attrs}>
            {name} link
          </Link>
        )}
      </Row>
      <Row label="Tag">
        {(attrs, name) => (
          <Tag colorPalette="primary" onRemove={() => {}} removeLabel={`Remove ${name}`}>
            <span {...attrs}>{name}</span>
          </Tag>
        )}
      </Row>
    </div>
  )
}

function Row({
  label,
  children,
}: {
  label: string
  children: (attrs: Record<string, string>, name: string) => React.ReactNode
}) {
  return (
    <>
      <span className={head}>{label}</span>
      {states.map((state) => (
        <div key={state.name}>{children(state.attrs, state.name)}</div>
      ))}
    </>
  )
}

const meta = {
  title: 'Foundations/Interaction states',
  component: States,
} satisfies Meta<typeof States>

export default meta
type Story = StoryObj<typeof meta>

/** Every state pinned with data attributes: deterministic in tests and screenshots. */
export const Forced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Hover' })[0]).toHaveAttribute('data-hover')
  },
}

/** The same through storybook-addon-pseudo-states (its toolbar toggles do this for any story). */
export const PseudoClasses: Story = {
  render: () => (
    <div className={css({ display: 'flex', gap: '4' })}>
      <Button id="pseudo-hover">Hovered</Button>
      <Button id="pseudo-focus" variant="outline">
        Focused
      </Button>
      <Button id="pseudo-active" variant="ghost">
        Pressed
      </Button>
    </div>
  ),
  parameters: { pseudo: { hover: ['#pseudo-hover'], focusVisible: ['#pseudo-focus'], active: ['#pseudo-active'] } },
}
