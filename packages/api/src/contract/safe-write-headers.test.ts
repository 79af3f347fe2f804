import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { operations } from '../generated/scopes.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- the contract is open-ended JSON */
const contract = parse(
  readFileSync(fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url)), 'utf8'),
) as any

const IDEMPOTENCY_KEY = '#/components/parameters/IdempotencyKey'

/**
 * The client sends `Idempotency-Key` and `If-Match` only where the contract declares them (ADR 0027), so the
 * contract must declare them wherever the server honours them.
 */
describe('safe-write headers in the contract', () => {
  const creating = Object.entries<any>(contract.paths).flatMap(([path, item]) =>
    item.post?.responses?.['201'] ? [{ path, op: item.post }] : [],
  )

  it('declares Idempotency-Key and its 422 on every creating POST (the server honours it on all of them)', () => {
    expect(creating.length).toBeGreaterThan(20)
    for (const { path, op } of creating) {
      const refs = (op.parameters ?? []).map((p: any) => p.$ref)
      expect(refs, `POST ${path}`).toContain(IDEMPOTENCY_KEY)
      expect(op.responses['422']?.$ref, `POST ${path}`).toBe('#/components/responses/IdempotencyKeyReused')
    }
  })

  it('gives the client the flags it acts on', () => {
    const flagged = (flag: 'ifMatch' | 'idempotencyKey') =>
      Object.values(operations)
        .filter((op) => op[flag])
        .map((op) => op.operationId)
    expect(flagged('idempotencyKey')).toHaveLength(creating.length)
    expect(flagged('ifMatch')).toEqual(expect.arrayContaining(['updateCompany', 'uploadCompanyLogo']))
    for (const op of Object.values(operations).filter((o) => o.ifMatch)) {
      expect(contract.paths[op.path][op.method].responses['412'], op.operationId).toBeDefined()
    }
  })
})
