import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import { Steps, useStepsContext, useStepsItemContext } from '@ark-ui/react/steps'
import { Check } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { steps } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(steps)

/** A wizard: `count` steps, `step`/`defaultStep`/`onStepChange`, `linear` to forbid skipping ahead. */
export const Root = /* @__PURE__ */ withProvider(Steps.Root, 'root')
export const List = /* @__PURE__ */ withContext(Steps.List, 'list')
const StyledItem = /* @__PURE__ */ withContext(Steps.Item, 'item')
const Trigger = /* @__PURE__ */ withContext(Steps.Trigger, 'trigger')
const StyledIndicator = /* @__PURE__ */ withContext(Steps.Indicator, 'indicator')
const Title = /* @__PURE__ */ withContext('span', 'title')
const Description = /* @__PURE__ */ withContext('span', 'description')
const Separator = /* @__PURE__ */ withContext(Steps.Separator, 'separator')

function Indicator() {
  const item = useStepsItemContext()
  return <StyledIndicator>{item.completed ? <Check aria-hidden="true" /> : item.index + 1}</StyledIndicator>
}

export interface ItemProps extends Omit<ComponentProps<typeof StyledItem>, 'title'> {
  title: ReactNode
  description?: ReactNode
}

/** One step in the list: numbered circle (a tick once done), title, and the line to the next step. */
export function Item({ title, description, ...props }: ItemProps) {
  const stepsApi = useStepsContext()
  const ref = useRef<HTMLDivElement>(null)
  // Zag puts aria-current on the item, a child of the tablist: that makes it a non-tab child (axe
  // aria-required-children). The tab inside already says which step is selected.
  useLayoutEffect(() => {
    ref.current?.removeAttribute('aria-current')
  })
  return (
    <StyledItem ref={ref} {...props}>
      <Trigger>
        <Indicator />
        <span>
          <Title>{title}</Title>
          {description && (
            <>
              <br />
              <Description>{description}</Description>
            </>
          )}
        </span>
      </Trigger>
      {props.index < stepsApi.count - 1 && <Separator />}
    </StyledItem>
  )
}

/** The panel of step `index`. */
export const Content = /* @__PURE__ */ withContext(Steps.Content, 'content')
/** Shown once every step is complete. */
export const CompletedContent = /* @__PURE__ */ withContext(Steps.CompletedContent, 'content')
export const Footer = /* @__PURE__ */ withContext('div', 'footer')
export const NextTrigger = /* @__PURE__ */ withContext(Steps.NextTrigger, 'nextTrigger')
export const PrevTrigger = /* @__PURE__ */ withContext(Steps.PrevTrigger, 'prevTrigger')
export type RootProps = ComponentProps<typeof Root>
export { useStepsContext as useContext } from '@ark-ui/react/steps'
