import { describe, expect, it } from 'vitest'
import { camelizeKeys, snakeizeKeys, toCamelCase, toSnakeCase } from './case.ts'

describe('key case', () => {
  it('converts names both ways', () => {
    expect(toCamelCase('current_page_backwards')).toBe('currentPageBackwards')
    expect(toCamelCase('_private')).toBe('_private')
    expect(toCamelCase('already')).toBe('already')
    expect(toSnakeCase('websiteUrl')).toBe('website_url')
    expect(toSnakeCase('userID')).toBe('user_id')
    expect(toSnakeCase('first_name')).toBe('first_name')
  })

  it('converts keys deeply through arrays, never values', () => {
    expect(camelizeKeys({ a_b: [{ c_d: 'e_f' }], g: null })).toEqual({ aB: [{ cD: 'e_f' }], g: null })
    expect(snakeizeKeys({ aB: [{ cD: 'eF' }] })).toEqual({ a_b: [{ c_d: 'eF' }] })
  })

  it('leaves the keys inside free-form maps alone', () => {
    const wire = { results: [{ meta_data: { some_key: { deep_key: 1 } } }] }
    expect(camelizeKeys(wire, ['results[].meta_data'])).toEqual({
      results: [{ metaData: { some_key: { deep_key: 1 } } }],
    })
    expect(snakeizeKeys({ metaData: { someKey: 1 } }, ['meta_data'])).toEqual({ meta_data: { someKey: 1 } })
  })

  it('keeps class instances (dates, blobs) as they are', () => {
    const date = new Date(0)
    expect(camelizeKeys({ at_time: date })).toEqual({ atTime: date })
  })
})
