import type { WalkModel } from '../testing/walk.ts'
import type { FormContext, FormEvent } from './form.machine.ts'
import { changePasswordSchema, emptyChangePassword } from './form.schemas.ts'
import { toPasswordResetBody } from './form.bodies.ts'
import { formInput } from './form.machine.ts'

/** The token of a reset mail, as the fixtures' change-password form sends it. */
export const FIXTURE_RESET_TOKEN = 'reset-token'

/** The change-password form (from a reset link): the smallest real form, used by the model test and the story. */
export const changePasswordFormInput = formInput(changePasswordSchema, emptyChangePassword, (data) =>
  toPasswordResetBody(data, FIXTURE_RESET_TOKEN),
)

export const formModel: WalkModel<FormEvent> = {
  serializeContext: (context: FormContext) => ({
    values: context.values,
    touched: [...context.touched].sort(),
    submitted: context.submitCount > 0,
    serverError: context.serverError !== null,
  }),
  events: [
    { type: 'CHANGE', field: 'newPassword', value: 'Secret#2026', label: 'newPassword valid' },
    { type: 'CHANGE', field: 'newPassword', value: 'short', label: 'newPassword too short' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'Secret#2026', label: 'confirmPassword matching' },
    { type: 'CHANGE', field: 'confirmPassword', value: 'Other#2026', label: 'confirmPassword not matching' },
    { type: 'BLUR', field: 'newPassword' },
    { type: 'BLUR', field: 'confirmPassword' },
    { type: 'SUBMIT' },
    { type: 'RESET' },
  ],
  outcomes: {
    submit: [
      { label: 'saved', output: null },
      {
        label: '400 field error',
        error: {
          status: 400,
          message: 'value: Too weak',
          fieldErrors: { value: ['Too weak'], new_password: ['Too weak'] },
        },
      },
      { label: 'no message', error: {} },
    ],
  },
}
