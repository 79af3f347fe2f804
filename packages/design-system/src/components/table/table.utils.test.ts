import { describe, expect, it } from 'vitest'
import { nextSort, selectionState, sortRows } from './table.utils.ts'

const rows = [
  { name: 'Zoë', salary: 90, start: new Date('2024-02-01') },
  { name: 'adam', salary: 120, start: null },
  { name: 'Ben', salary: 90, start: new Date('2023-05-01') },
  { name: 'item 10', salary: 10, start: null },
  { name: 'item 9', salary: 9, start: null },
]

describe('sortRows', () => {
  it('sorts strings by collation, case-insensitively and numerically', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending').map((r) => r.name)).toEqual([
      'adam',
      'Ben',
      'item 9',
      'item 10',
      'Zoë',
    ])
  })

  it('sorts numbers descending and keeps ties in their order (stable)', () => {
    expect(sortRows(rows, (r) => r.salary, 'descending').map((r) => r.name)).toEqual([
      'adam',
      'Zoë',
      'Ben',
      'item 10',
      'item 9',
    ])
  })

  it('puts empty values last in both directions', () => {
    expect(
      sortRows(rows, (r) => r.start, 'ascending')
        .map((r) => r.name)
        .slice(0, 2),
    ).toEqual(['Ben', 'Zoë'])
    expect(
      sortRows(rows, (r) => r.start, 'descending')
        .map((r) => r.name)
        .slice(0, 2),
    ).toEqual(['Zoë', 'Ben'])
  })
})

describe('nextSort', () => {
  it('starts ascending and flips on the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'ascending' })
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({ key: 'name', direction: 'descending' })
    expect(nextSort({ key: 'name', direction: 'descending' }, 'salary')).toEqual({
      key: 'salary',
      direction: 'ascending',
    })
  })
})

describe('selectionState', () => {
  it('is false, indeterminate or true', () => {
    expect(selectionState(new Set(), ['a', 'b'])).toBe(false)
    expect(selectionState(new Set(['a']), ['a', 'b'])).toBe('indeterminate')
    expect(selectionState(new Set(['a', 'b', 'x']), ['a', 'b'])).toBe(true)
  })
})
