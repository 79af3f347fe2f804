export {
  hireConfirmationMachine,
  type HireConfirmationMachine,
  type HireConfirmationSnapshot,
  type HireConfirmationContext,
  type HireConfirmationEvent,
  type HireConfirmationInput,
  type HireRequestInput,
  type HireSide,
} from './hire-confirmation.machine.ts'
export { hireConfirmationInput, hireConfirmationModel } from './hire-confirmation.fixtures.ts'
