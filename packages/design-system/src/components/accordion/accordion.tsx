import type { ComponentProps } from 'react'
import { Accordion } from '@ark-ui/react/accordion'
import { ChevronDown } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { accordion } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(accordion)

/** Sections that expand (`multiple`, `collapsible`). Keyboard: Enter/Space toggle, ArrowUp/Down move between headers, Home/End jump. */
export const Root = /* @__PURE__ */ withProvider(Accordion.Root, 'root', { defaultProps: { collapsible: true } })
export const Item = /* @__PURE__ */ withContext(Accordion.Item, 'item')
const StyledTrigger = /* @__PURE__ */ withContext(Accordion.ItemTrigger, 'itemTrigger')
const Indicator = /* @__PURE__ */ withContext(Accordion.ItemIndicator, 'itemIndicator')

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

const StyledContent = /* @__PURE__ */ withContext(Accordion.ItemContent, 'itemContent')
const Body = /* @__PURE__ */ withContext('div', 'itemBody')

/** The section's panel (`role="region"`, named by its trigger). */
export function ItemContent({ children, ...props }: ComponentProps<typeof StyledContent>) {
  return (
    <StyledContent {...props}>
      <Body>{children}</Body>
    </StyledContent>
  )
}

export type RootProps = ComponentProps<typeof Root>
