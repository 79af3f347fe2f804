import type { WalkModel } from '../testing/walk.ts'
import type {
  HireConfirmationContext,
  HireConfirmationEvent,
  HireConfirmationInput,
} from './hire-confirmation.machine.ts'

export const hireConfirmationInput: HireConfirmationInput = { applicationId: 'ap-7', confirmedBy: [] }

export const hireConfirmationModel: WalkModel<HireConfirmationEvent> = {
  serializeContext: (context: HireConfirmationContext) => ({
    talent: context.talent,
    employer: context.employer,
    pending: context.pending,
  }),
  events: [
    { type: 'CONFIRM', side: 'talent' },
    { type: 'CONFIRM', side: 'employer' },
  ],
  outcomes: {
    confirmHire: [
      { label: 'saved', output: null },
      { label: '409', error: { status: 409, message: 'The offer is no longer accepted.' } },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
  },
}
