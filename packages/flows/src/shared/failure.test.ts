import { describe, expect, it } from 'vitest'
import { errorMessage, errorStatus, failureOf, NO_FEEDBACK, TECHNICAL_PROBLEM } from './failure.ts'

describe('what a failed effect leaves in a machine (docs/product.md §4, §8)', () => {
  it.each([
    ['  Session expired  ', 'Session expired'],
    ['   ', undefined],
    [{ message: ' The slot is taken. ' }, 'The slot is taken.'],
    [{ message: '  ' }, undefined],
    [{ message: 42 }, undefined],
    [new TypeError('Failed to fetch'), 'Failed to fetch'],
    [null, undefined],
    [undefined, undefined],
    [404, undefined],
  ])('errorMessage(%j) is %j', (error, message) => {
    expect(errorMessage(error)).toBe(message)
  })

  it.each([
    [{ status: 409 }, 409],
    [{ status: '409' }, null],
    [{}, null],
    [null, null],
    ['409', null],
  ])('errorStatus(%j) is %j', (error, status) => {
    expect(errorStatus(error)).toBe(status)
  })

  it('failureOf keeps the message and status, or says "Technical problem"', () => {
    expect(failureOf({ status: 403, message: 'You cannot access this resource.' })).toEqual({
      error: 'You cannot access this resource.',
      status: 403,
    })
    expect(failureOf({ status: 500 })).toEqual({ error: 'Technical problem', status: 500 })
    expect(TECHNICAL_PROBLEM).toBe('Technical problem')
  })

  it('a new request starts with nothing to say', () => {
    expect(NO_FEEDBACK).toEqual({ message: null, error: null, status: null })
  })
})
