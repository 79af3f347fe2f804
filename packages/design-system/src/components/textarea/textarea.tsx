import type { ComponentProps } from 'react'
import { Field } from '@ark-ui/react/field'
import { styled } from '@hireloop/styled-system/jsx'
import { textarea } from '@hireloop/styled-system/recipes'
import { useFieldDescribedBy } from '../field/use-field-described-by.ts'

function FieldTextarea(props: ComponentProps<typeof Field.Textarea>) {
  const describedBy = useFieldDescribedBy()
  return <Field.Textarea aria-describedby={describedBy} {...props} />
}

/** A multi-line text input. Inside `Field.Root` it takes the field's id, description and states; `autoresize` grows it with its content. */
export const Textarea = /* @__PURE__ */ styled(FieldTextarea, textarea)
export type TextareaProps = ComponentProps<typeof Textarea>
