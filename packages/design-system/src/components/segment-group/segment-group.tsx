import type { ComponentProps } from 'react'
import { SegmentGroup } from '@ark-ui/react/segment-group'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { segmentGroup } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(segmentGroup)

const StyledRoot = /* @__PURE__ */ withProvider(SegmentGroup.Root, 'root', {
  defaultProps: { orientation: 'horizontal' },
})
const Indicator = /* @__PURE__ */ withContext(SegmentGroup.Indicator, 'indicator')
/** The group's name; visually hidden (segments are self-explanatory) but read by screen readers. */
export const Label = /* @__PURE__ */ withContext(SegmentGroup.Label, 'label')

export type RootProps = ComponentProps<typeof StyledRoot>

/** A radio group drawn as joined segments; arrows move the selection. Needs a `Label` or `aria-label`. */
export function Root({ children, ...props }: RootProps) {
  return (
    <StyledRoot {...props}>
      <Indicator />
      {children}
    </StyledRoot>
  )
}

const StyledItem = /* @__PURE__ */ withContext(SegmentGroup.Item, 'item')
const ItemText = /* @__PURE__ */ withContext(SegmentGroup.ItemText, 'itemText')
const ItemControl = /* @__PURE__ */ withContext(SegmentGroup.ItemControl, 'itemControl')

export interface ItemProps extends ComponentProps<typeof StyledItem> {
  value: string
}

/** One segment; its children are the visible (and accessible) text. */
export function Item({ children, ...props }: ItemProps) {
  return (
    <StyledItem {...props}>
      <ItemText>{children}</ItemText>
      <ItemControl />
      <SegmentGroup.ItemHiddenInput />
    </StyledItem>
  )
}
