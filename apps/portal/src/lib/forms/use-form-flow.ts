import { formMachine, isSubmitting, visibleErrors, type FormInput, type SubmitInput } from '@hireloop/flows'
import { useMachine } from '@xstate/react'
import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react'
import { fromPromise } from 'xstate'

/** Binds a form flow (packages/flows) to inputs: values, touched, dirty, submitting and errors live in the machine. */
export function useFormFlow(input: FormInput, submit: (input: SubmitInput) => Promise<unknown>) {
  const submitRef = useRef(submit)
  submitRef.current = submit
  const [machine] = useState(() =>
    formMachine.provide({
      actors: { submit: fromPromise(({ input }: { input: SubmitInput }) => submitRef.current(input)) },
    }),
  )
  const [snapshot, send] = useMachine(machine, { input })
  const errors = visibleErrors(snapshot.context)

  return {
    snapshot,
    send,
    errors,
    submitting: isSubmitting(snapshot),
    submitted: snapshot.matches('submitted'),
    result: snapshot.context.result,
    /** Props for a TextField / PasswordInput bound to one field. */
    field(name: string) {
      return {
        name,
        value: String(snapshot.context.values[name] ?? ''),
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          send({ type: 'CHANGE', field: name, value: event.target.value }),
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          // Leaving the field for the submit button: the submit shows every error at once. Showing this one now
          // would shift the button away from under the pointer between mousedown and click, and lose the click.
          if (isSubmitButtonOf(event.relatedTarget, event.currentTarget.form)) return
          send({ type: 'BLUR', field: name })
        },
        errorText: errors[name],
        invalid: Boolean(errors[name]),
      }
    },
    onSubmit(event: FormEvent) {
      event.preventDefault()
      send({ type: 'SUBMIT' })
    },
  }
}

function isSubmitButtonOf(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit' && form !== null && target.form === form
}
