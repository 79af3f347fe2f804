import { styled, type HTMLStyledProps } from '@hireloop/styled-system/jsx'

/** Content for assistive tech only (screen readers), kept out of the visual layout. */
export const VisuallyHidden = /* @__PURE__ */ styled('span', { base: { srOnly: true } })
export type VisuallyHiddenProps = HTMLStyledProps<typeof VisuallyHidden>
