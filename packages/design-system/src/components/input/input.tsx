import type { ComponentProps } from 'react'
import { Field } from '@ark-ui/react/field'
import { styled } from '@hireloop/styled-system/jsx'
import { input } from '@hireloop/styled-system/recipes'
import { useFieldDescribedBy } from '../field/use-field-described-by.ts'

function FieldInput(props: ComponentProps<typeof Field.Input>) {
  const describedBy = useFieldDescribedBy()
  return <Field.Input aria-describedby={describedBy} {...props} />
}

/** A text input. Inside `Field.Root` it takes the field's id, description (helper and error text) and states. */
export const Input = /* @__PURE__ */ styled(FieldInput, input)
export type InputProps = ComponentProps<typeof Input>
