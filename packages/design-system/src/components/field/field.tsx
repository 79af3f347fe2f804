import type { ComponentProps } from 'react'
import { Field as ArkField } from '@ark-ui/react/field'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { field } from '@hireloop/styled-system/recipes'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(field)

/** Holds a field's state (`invalid`, `required`, `disabled`, `readOnly`) and wires ids and ARIA to its parts. */
export const Root = /* @__PURE__ */ withProvider(ArkField.Root, 'root')
export const Label = /* @__PURE__ */ withContext(ArkField.Label, 'label')
/** The `*` after a required field's label; hidden from assistive tech (the input is `required`). */
export const RequiredIndicator = /* @__PURE__ */ withContext(ArkField.RequiredIndicator, 'requiredIndicator', {
  defaultProps: { children: '*' },
})
export const HelperText = /* @__PURE__ */ withContext(ArkField.HelperText, 'helperText')
/** Shown only while the root is `invalid`; linked to the input through `aria-describedby`. */
export const ErrorText = /* @__PURE__ */ withContext(ArkField.ErrorText, 'errorText')
export { Input } from '../input/input.tsx'

export type RootProps = ComponentProps<typeof Root>
export type LabelProps = ComponentProps<typeof Label>
export type HelperTextProps = ComponentProps<typeof HelperText>
export type ErrorTextProps = ComponentProps<typeof ErrorText>
