import type { ComponentProps } from 'react'
import { TagsInput, useTagsInputContext } from '@ark-ui/react/tags-input'
import { X } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { tagsInput } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(tagsInput)

const StyledRoot = /* @__PURE__ */ withProvider(TagsInput.Root, 'root', {
  defaultProps: { addOnPaste: true, blurBehavior: 'add' },
})
export type RootProps = ComponentProps<typeof StyledRoot>

/**
 * Free-text values as tags. Keyboard: Enter (or a comma, `delimiter`) adds, Backspace on an empty input highlights
 * the last tag and a second Backspace deletes it, ArrowLeft/Right move between tags, Delete removes the highlighted one.
 */
export function Root({ children, ...props }: RootProps) {
  return (
    <StyledRoot {...props}>
      {children}
      <TagsInput.HiddenInput />
    </StyledRoot>
  )
}

export const Label = /* @__PURE__ */ withContext(TagsInput.Label, 'label')
export const Control = /* @__PURE__ */ withContext(TagsInput.Control, 'control')
export const Input = /* @__PURE__ */ withContext(TagsInput.Input, 'input')
export const ClearTrigger = /* @__PURE__ */ withContext(TagsInput.ClearTrigger, 'clearTrigger', {
  defaultProps: { children: <X aria-hidden="true" />, 'aria-label': 'Clear all' },
})
export const Item = /* @__PURE__ */ withContext(TagsInput.Item, 'item')
export const ItemPreview = /* @__PURE__ */ withContext(TagsInput.ItemPreview, 'itemPreview')
export const ItemText = /* @__PURE__ */ withContext(TagsInput.ItemText, 'itemText')
export const ItemInput = /* @__PURE__ */ withContext(TagsInput.ItemInput, 'itemInput')
export const ItemDeleteTrigger = /* @__PURE__ */ withContext(TagsInput.ItemDeleteTrigger, 'itemDeleteTrigger', {
  defaultProps: { children: <X aria-hidden="true" /> },
})

/** Renders one tag (text, delete button, edit input) per value; put it inside `Control` before `Input`. */
export function Items() {
  const tags = useTagsInputContext()
  return tags.value.map((value, index) => (
    <Item key={`${value}-${index}`} index={index} value={value}>
      <ItemPreview>
        <ItemText>{value}</ItemText>
        <ItemDeleteTrigger />
      </ItemPreview>
      <ItemInput />
    </Item>
  ))
}
export { useTagsInputContext as useContext } from '@ark-ui/react/tags-input'
