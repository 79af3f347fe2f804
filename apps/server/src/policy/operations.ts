import { OPERATION_POLICY as SHARED_POLICY, type OperationPolicy } from '@hireloop/flows/rules'
import type { OperationId } from '../api/operation.ts'

export type { OperationPolicy }

/**
 * The one authorization policy (ADR 0019), kept as plain data in `@hireloop/flows/rules` so the mock marketplace
 * enforces the same table. Typed here over the contract's operationIds: a missing operation fails the type check,
 * an unknown one the policy test.
 */
export const OPERATION_POLICY: { [K in OperationId]: OperationPolicy } = SHARED_POLICY
