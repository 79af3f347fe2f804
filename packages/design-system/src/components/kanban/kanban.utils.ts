export interface KanbanItem {
  id: string
  columnId: string
}

/**
 * Moves a card to `toColumnId` at `toIndex` (its index among that column's cards after the move) and returns the new
 * list; the other cards keep their order. Unknown ids return the list unchanged.
 */
export function moveCard<T extends KanbanItem>(
  cards: readonly T[],
  cardId: string,
  toColumnId: string,
  toIndex: number,
): T[] {
  const card = cards.find((c) => c.id === cardId)
  if (!card) return [...cards]
  const rest = cards.filter((c) => c.id !== cardId)
  const moved = { ...card, columnId: toColumnId }
  const target = rest.filter((c) => c.columnId === toColumnId)
  const index = Math.max(0, Math.min(toIndex, target.length))
  // Insert before the card now at `index` in the target column, or after the column's last card.
  const before = target[index]
  const at = before
    ? rest.indexOf(before)
    : target.length > 0
      ? rest.indexOf(target[target.length - 1]!) + 1
      : rest.length
  return [...rest.slice(0, at), moved, ...rest.slice(at)]
}

/** The cards of one column, in order. */
export const cardsOf = <T extends KanbanItem>(cards: readonly T[], columnId: string) =>
  cards.filter((c) => c.columnId === columnId)
