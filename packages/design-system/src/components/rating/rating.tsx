import type { ComponentProps } from 'react'
import { RatingGroup, useRatingGroupContext } from '@ark-ui/react/rating-group'
import { Star } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { rating } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(rating)

const StyledRoot = /* @__PURE__ */ withProvider(RatingGroup.Root, 'root', { defaultProps: { count: 5 } })
const Label = /* @__PURE__ */ withContext(RatingGroup.Label, 'label')
const Control = /* @__PURE__ */ withContext(RatingGroup.Control, 'control')
const Item = /* @__PURE__ */ withContext(RatingGroup.Item, 'item')

export interface RatingProps extends ComponentProps<typeof StyledRoot> {
  /** The visible label (the radio group's name). */
  label?: string
}

function Stars() {
  const rating = useRatingGroupContext()
  return rating.items.map((index) => (
    <Item key={index} index={index}>
      <Star aria-hidden="true" />
    </Item>
  ))
}

/**
 * Stars out of `count` (default 5); `allowHalf`, `readOnly`, `disabled`. Keyboard: Tab to the group, arrows change
 * the value, Home/End go to the ends. Each star is a radio named "n stars".
 */
export function Rating({ label, ...props }: RatingProps) {
  return (
    <StyledRoot {...props}>
      {label && <Label>{label}</Label>}
      <Control>
        <Stars />
      </Control>
      <RatingGroup.HiddenInput />
    </StyledRoot>
  )
}
