import { describe, expect, it } from 'vitest'
import { deriveScopedDocument, loadContract } from '../src/api/contract.ts'
import { contractPath } from '../src/config.ts'
import { OPERATION_POLICY } from '../src/policy/operations.ts'

/** The policy table against the contract: total, nothing extra, and saying the same as the contract. */
describe('authorization policy', () => {
  const { routes } = deriveScopedDocument(loadContract(contractPath))
  const operations = [...new Set(routes.map((route) => route.operationId))]

  it('has an entry for every operation of the contract and none for an unknown one (deny by default)', () => {
    expect(Object.keys(OPERATION_POLICY).sort()).toEqual([...operations].sort())
  })

  it('calls public exactly the operations the contract lets anyone call', () => {
    for (const route of routes) {
      const rule = OPERATION_POLICY[route.operationId as keyof typeof OPERATION_POLICY]
      if (rule.access === 'public') expect(route.anonymous, route.operationId).toBe(true)
      // Anonymous and scoped at once: activation by the mailed link, or by a recruiter under /admin.
      if (route.anonymous) expect(['public', 'resource'], route.operationId).toContain(rule.access)
    }
  })

  it('keeps account operations unscoped and open to every signed-in role', () => {
    for (const route of routes) {
      const rule = OPERATION_POLICY[route.operationId as keyof typeof OPERATION_POLICY]
      if (rule.access === 'account') {
        expect(route.scope, route.operationId).toBe('none')
        expect(route.userTypes.sort(), route.operationId).toEqual(['employer', 'recruiter', 'talent'])
      }
    }
  })

  it('names an object by a path parameter the operation has', () => {
    for (const route of routes) {
      const rule = OPERATION_POLICY[route.operationId as keyof typeof OPERATION_POLICY]
      if (rule.access === 'resource' && rule.object) {
        expect(route.path, route.operationId).toContain(`{${rule.object.param}}`)
      }
    }
  })
})
