export * from './application-status.rules.ts'
export {
  applicationStatusMachine,
  applicationStatusGroups,
  statusGroupOf,
  type ApplicationStatusGroup,
  type ApplicationStatusMachine,
  type ApplicationStatusSnapshot,
  type ApplicationStatusContext,
  type ApplicationStatusEvent,
  type ApplicationStatusInput,
  type UpdateStatusInput,
} from './application-status.machine.ts'
export { applicationStatusInput, applicationStatusModel } from './application-status.fixtures.ts'
