import type { ComponentProps, ReactElement, ReactNode } from 'react'
import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { tooltip } from '@hireloop/styled-system/recipes'

const { withRootProvider, withContext } = /* @__PURE__ */ createStyleContext(tooltip)

const Root = /* @__PURE__ */ withRootProvider(ArkTooltip.Root, {
  defaultProps: { openDelay: 400, closeDelay: 100, lazyMount: true, unmountOnExit: true },
})
const Trigger = /* @__PURE__ */ withContext(ArkTooltip.Trigger, 'trigger')
const Positioner = /* @__PURE__ */ withContext(ArkTooltip.Positioner, 'positioner')
const Content = /* @__PURE__ */ withContext(ArkTooltip.Content, 'content')
const Arrow = /* @__PURE__ */ withContext(ArkTooltip.Arrow, 'arrow')
const ArrowTip = /* @__PURE__ */ withContext(ArkTooltip.ArrowTip, 'arrowTip')

export interface TooltipProps extends Omit<ComponentProps<typeof Root>, 'children' | 'content'> {
  /** The tooltip text. It describes the trigger (`aria-describedby`); the trigger still needs its own name. */
  content: ReactNode
  /** One focusable element (a button, a link). */
  children: ReactElement
  /** @default true */
  showArrow?: boolean
}

/** Shows `content` next to its child on hover (after 400ms) and on keyboard focus; Escape hides it. */
export function Tooltip({ content, children, showArrow = true, ...props }: TooltipProps) {
  return (
    <Root {...props}>
      <Trigger asChild>{children}</Trigger>
      <Portal>
        <Positioner>
          <Content>
            {showArrow && (
              <Arrow>
                <ArrowTip />
              </Arrow>
            )}
            {content}
          </Content>
        </Positioner>
      </Portal>
    </Root>
  )
}
