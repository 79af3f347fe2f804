import { describe, expect, it } from 'vitest'
import { ApiError, fieldErrorsOf, humanizeError, retryAfterOf, toastForError } from './api-error.ts'

describe('humanizeError', () => {
  it('gives loc: msg pairs for a detail array, dropping the body location', () => {
    expect(humanizeError({ detail: [{ loc: ['body', 'email'], msg: 'Invalid email', type: 'format' }] }, 400)).toBe(
      'email: Invalid email',
    )
    expect(
      humanizeError(
        {
          detail: [
            { loc: ['query', 'page'], msg: 'too small' },
            { loc: [], msg: 'Bad' },
          ],
        },
        400,
      ),
    ).toBe('page: too small\nBad')
  })

  it('gives a string detail as it is', () => {
    expect(humanizeError({ detail: 'Not found' }, 404)).toBe('Not found')
  })

  it('joins the messages of each field with ", "', () => {
    expect(humanizeError({ password: ['Too short', 'Too common'], email: ['Taken'] }, 400)).toBe(
      'password: Too short, Too common\nemail: Taken',
    )
  })

  it('says Technical problem for a field without a usable message', () => {
    expect(humanizeError({ file: [], size: [42], name: '' }, 400)).toBe(
      'file: Technical problem\nsize: Technical problem\nname: Technical problem',
    )
  })

  it('gives whole-request messages without a field name, nested fields dotted', () => {
    expect(humanizeError({ message: ['Authentication required.'] }, 401)).toBe('Authentication required.')
    expect(humanizeError({ employer: { email: 'Taken' } }, 409)).toBe('employer.email: Taken')
  })

  it('falls back by status for an empty or odd body', () => {
    expect(humanizeError({}, 500)).toBe('Technical problem')
    expect(humanizeError(null, 404)).toBe('Not found.')
    expect(humanizeError([1, 2], 401)).toBe('Authentication required.')
  })
})

describe('fieldErrorsOf', () => {
  it('maps wire fields to camelCase form paths, leaving general messages out', () => {
    expect(fieldErrorsOf({ first_name: ['Required'], message: ['x'] })).toEqual({ firstName: ['Required'] })
  })
})

describe('toastForError', () => {
  it('describes an unknown error as a generic error toast', () => {
    expect(toastForError(new Error('boom'))).toEqual({ type: 'error', title: 'Error', description: 'boom' })
    expect(toastForError('?')).toEqual({ type: 'error', title: 'Error', description: 'Technical problem' })
  })

  it('shows nothing for a silent error', () => {
    const error = new ApiError({ kind: 'http', status: 400, body: {}, message: 'x', silent: true })
    expect(toastForError(error)).toBeNull()
  })
})

describe('retryAfterOf', () => {
  it('reads delay-seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-03-02T09:00:00Z')
    expect(retryAfterOf('3', now)).toBe(3000)
    expect(retryAfterOf('Mon, 02 Mar 2026 09:00:05 GMT', now)).toBe(5000)
    expect(retryAfterOf('Mon, 02 Mar 2026 08:00:00 GMT', now)).toBe(0)
    expect(retryAfterOf('soon', now)).toBeNull()
    expect(retryAfterOf(null, now)).toBeNull()
  })
})
