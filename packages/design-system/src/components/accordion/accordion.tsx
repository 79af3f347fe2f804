import type { ComponentProps } from 'react'
import { Accordion } from '@ark-ui/react/accordion'
import { ChevronDown } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { accordion } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = createStyleContext(accordion)

/** Sections that expand (`multiple`, `collapsible`). Keyboard: Enter/Space toggle, ArrowUp/Down move between headers, Home/End jump. */
export const Root = withProvider(Accordion.Root, 'root', { defaultProps: { collapsible: true } })
export const Item = withContext(Accordion.Item, 'item')
const StyledTrigger = withContext(Accordion.ItemTrigger, 'itemTrigger')
const Indicator = withContext(Accordion.ItemIndicator, 'itemIndicator')

/** The header button with a chevron. */
export function ItemTrigger({ children, ...props }: ComponentProps<typeof StyledTrigger>) {
  return (
    <StyledTrigger {...props}>
      {children}
      <Indicator>
        <ChevronDown aria-hidden="true" />
      </Indicator>
    </StyledTrigger>
  )
}

const StyledContent = withContext(Accordion.ItemContent, 'itemContent')
const Body = withContext('div', 'itemBody')

/** The section's panel (`role="region"`, named by its trigger). */
export function ItemContent({ children, ...props }: ComponentProps<typeof StyledContent>) {
  return (
    <StyledContent {...props}>
      <Body>{children}</Body>
    </StyledContent>
  )
}

export type RootProps = ComponentProps<typeof Root>
