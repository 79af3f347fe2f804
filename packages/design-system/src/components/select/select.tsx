import type { ComponentProps } from 'react'
import type { CollectionItem } from '@ark-ui/react/collection'
import { Portal } from '@ark-ui/react/portal'
import { Select } from '@ark-ui/react/select'
import { Check, ChevronDown } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { select, type SelectVariantProps } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(select)

const StyledRoot = /* @__PURE__ */ withProvider(Select.Root, 'root', {
  defaultProps: { positioning: { sameWidth: true }, lazyMount: true, unmountOnExit: true },
}) as Select.RootComponent<SelectVariantProps>
export type RootProps<T extends CollectionItem = CollectionItem> = Select.RootComponentProps<T, SelectVariantProps>

/**
 * A listbox select over a `collection` (`createListCollection({ items })`). Keyboard: Enter/Space/ArrowDown open,
 * arrows and type-ahead move, Enter selects, Escape closes. Renders the native hidden `<select>` for forms.
 */
export function Root<T extends CollectionItem>({ children, ...props }: RootProps<T>) {
  return (
    <StyledRoot {...props}>
      {children}
      <Select.HiddenSelect />
    </StyledRoot>
  )
}

export const Label = /* @__PURE__ */ withContext(Select.Label, 'label')
export const Control = /* @__PURE__ */ withContext(Select.Control, 'control')
export const Trigger = /* @__PURE__ */ withContext(Select.Trigger, 'trigger')
/** The chosen value(s); `placeholder` while empty. */
export const ValueText = /* @__PURE__ */ withContext(Select.ValueText, 'valueText')
/** A chevron that turns when open. */
export const Indicator = /* @__PURE__ */ withContext(Select.Indicator, 'indicator', {
  defaultProps: { children: <ChevronDown aria-hidden="true" /> },
})
export const ClearTrigger = /* @__PURE__ */ withContext(Select.ClearTrigger, 'clearTrigger')
const Positioner = /* @__PURE__ */ withContext(Select.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(Select.Content, 'content')

export type ContentProps = ComponentProps<typeof StyledContent> & {
  /** Render in place instead of in a portal. @default true */
  portalled?: boolean
}

/** The floating listbox. */
export function Content({ portalled = true, ...props }: ContentProps) {
  return (
    <Portal disabled={!portalled}>
      <Positioner>
        <StyledContent {...props} />
      </Positioner>
    </Portal>
  )
}

export const Item = /* @__PURE__ */ withContext(Select.Item, 'item')
export const ItemText = /* @__PURE__ */ withContext(Select.ItemText, 'itemText')
/** A tick on the selected option. */
export const ItemIndicator = /* @__PURE__ */ withContext(Select.ItemIndicator, 'itemIndicator', {
  defaultProps: { children: <Check aria-hidden="true" /> },
})
export const ItemGroup = /* @__PURE__ */ withContext(Select.ItemGroup, 'itemGroup')
export const ItemGroupLabel = /* @__PURE__ */ withContext(Select.ItemGroupLabel, 'itemGroupLabel')
export { createListCollection, useSelectContext as useContext } from '@ark-ui/react/select'
