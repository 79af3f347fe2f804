import { describe, expect, it } from 'vitest'
import { cardsOf, moveCard } from './kanban.utils.ts'

const cards = [
  { id: 'a', columnId: 'new' },
  { id: 'b', columnId: 'new' },
  { id: 'c', columnId: 'interview' },
  { id: 'd', columnId: 'new' },
]
const ids = (list: { id: string }[]) => list.map((c) => c.id)

describe('moveCard', () => {
  it('reorders within a column', () => {
    const next = moveCard(cards, 'a', 'new', 2)
    expect(ids(cardsOf(next, 'new'))).toEqual(['b', 'd', 'a'])
  })

  it('moves to another column at an index', () => {
    const next = moveCard(cards, 'b', 'interview', 0)
    expect(ids(cardsOf(next, 'interview'))).toEqual(['b', 'c'])
    expect(ids(cardsOf(next, 'new'))).toEqual(['a', 'd'])
  })

  it('moves into an empty column and clamps the index', () => {
    const next = moveCard(cards, 'c', 'hired', 5)
    expect(next.find((c) => c.id === 'c')?.columnId).toBe('hired')
    expect(ids(cardsOf(next, 'interview'))).toEqual([])
  })

  it('appends after the last card of the target column', () => {
    expect(ids(cardsOf(moveCard(cards, 'c', 'new', 3), 'new'))).toEqual(['a', 'b', 'd', 'c'])
  })

  it('ignores an unknown card', () => {
    expect(moveCard(cards, 'zzz', 'new', 0)).toEqual(cards)
  })
})
