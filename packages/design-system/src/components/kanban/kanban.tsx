import { useState, type ReactNode } from 'react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  closestCorners,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { kanban } from '@hireloop/styled-system/recipes'
import { cardsOf, moveCard, type KanbanItem } from './kanban.utils.ts'

const classes = /* @__PURE__ */ kanban()

export interface KanbanColumn {
  id: string
  title: string
}

export interface KanbanProps<T extends KanbanItem> {
  columns: KanbanColumn[]
  /** Every card, in order; `columnId` says where it is. */
  cards: T[]
  /** The new list after a move (the caller persists it). */
  onCardsChange: (cards: T[]) => void
  /** Called once when a drop moved a card, with where it went. */
  onCardMove?: (details: { card: T; fromColumnId: string; toColumnId: string; index: number }) => void
  /** The card's content; keep it free of buttons and links (the card itself is the drag handle). */
  renderCard: (card: T) => ReactNode
  /** A short name of a card for announcements ("Ada Lovelace"). */
  getCardLabel: (card: T) => string
  /** Shown in an empty column. @default "No cards" */
  emptyText?: string
  /** The board's name. @default "Board" */
  'aria-label'?: string
}

interface DragContext {
  columns: KanbanColumn[]
  cards: KanbanItem[]
  label: (id: UniqueIdentifier) => string
}

function position({ columns, cards }: DragContext, id: UniqueIdentifier) {
  const card = cards.find((c) => c.id === id)
  if (!card) return ''
  const column = columns.find((c) => c.id === card.columnId)
  const inColumn = cardsOf(cards, card.columnId)
  return `${column?.title ?? card.columnId}, position ${inColumn.indexOf(card) + 1} of ${inColumn.length}`
}

/** What a screen reader hears at each step of a drag (dnd-kit speaks them through its live region). */
function announcements(context: () => DragContext): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${context().label(active.id)}. ${position(context(), active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${context().label(active.id)} is over ${position(context(), active.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Dropped ${context().label(active.id)} in ${position(context(), active.id)}.`
        : `${context().label(active.id)} was dropped where it started.`,
    onDragCancel: ({ active }) => `Moving ${context().label(active.id)} was cancelled. It is back where it started.`,
  }
}

const instructions =
  'To pick up a card, press Space or Enter. Use the arrow keys to move it within a column (up and down) or to ' +
  'another column (left and right). Press Space or Enter again to drop it, or Escape to cancel.'

function SortableCard({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id })
  return (
    <div
      ref={setNodeRef}
      className={classes.card}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-dragging={isDragging ? '' : undefined}
      {...attributes}
      aria-roledescription="draggable card"
      data-label={label}
      {...listeners}
    >
      {children}
    </div>
  )
}

function Column({
  column,
  cards,
  emptyText,
  renderCard,
  getCardLabel,
}: {
  column: KanbanColumn
  cards: KanbanItem[]
  emptyText: string
  renderCard: (card: KanbanItem) => ReactNode
  getCardLabel: (card: KanbanItem) => string
}) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id })
  const headingId = `kanban-column-${column.id}`
  return (
    <section className={classes.column} aria-labelledby={headingId} data-over={isOver ? '' : undefined}>
      <header className={classes.columnHeader}>
        <h3 id={headingId} className={classes.columnTitle}>
          {column.title}
        </h3>
        <span className={classes.columnCount} aria-label={`${cards.length} cards`}>
          {cards.length}
        </span>
      </header>
      <SortableContext id={column.id} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <div ref={setNodeRef} className={classes.columnBody}>
          {cards.length === 0 && <p className={classes.empty}>{emptyText}</p>}
          {cards.map((card) => (
            <SortableCard key={card.id} id={card.id} label={getCardLabel(card)}>
              {renderCard(card)}
            </SortableCard>
          ))}
        </div>
      </SortableContext>
    </section>
  )
}

/**
 * A board of columns whose cards move by mouse, touch (press and hold) and keyboard (Space/Enter to pick up, arrows,
 * Space/Enter to drop, Escape to cancel), with every step announced to screen readers. Built on dnd-kit.
 */
export function Kanban<T extends KanbanItem>({
  columns,
  cards,
  onCardsChange,
  onCardMove,
  renderCard,
  getCardLabel,
  emptyText = 'No cards',
  'aria-label': label = 'Board',
}: KanbanProps<T>) {
  const [origin, setOrigin] = useState<{ columnId: string; cards: T[] } | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const byId = (id: UniqueIdentifier) => cards.find((c) => c.id === id)
  const columnOf = (id: UniqueIdentifier) => (columns.some((c) => c.id === id) ? String(id) : byId(id)?.columnId)
  const context = (): DragContext => ({
    columns,
    cards,
    label: (id) => {
      const card = byId(id)
      return card ? getCardLabel(card) : String(id)
    },
  })

  const onDragStart = ({ active }: DragStartEvent) => {
    setOrigin({ columnId: byId(active.id)?.columnId ?? '', cards })
  }

  // Crossing into another column moves the card there at once, so the target column makes room while dragging.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return
    const from = columnOf(active.id)
    const to = columnOf(over.id)
    if (!from || !to || from === to) return
    const target = cardsOf(cards, to)
    const overIndex = target.findIndex((c) => c.id === over.id)
    onCardsChange(moveCard(cards, String(active.id), to, overIndex === -1 ? target.length : overIndex))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const start = origin
    setOrigin(null)
    if (!over) {
      if (start) onCardsChange(start.cards)
      return
    }
    const to = columnOf(over.id)
    if (!to) return
    const target = cardsOf(cards, to)
    const overIndex = target.findIndex((c) => c.id === over.id)
    const index = overIndex === -1 ? target.length - (target.some((c) => c.id === active.id) ? 1 : 0) : overIndex
    const next = moveCard(cards, String(active.id), to, index)
    onCardsChange(next)
    const card = next.find((c) => c.id === active.id)
    const fromColumnId = start?.columnId ?? to
    const startIndex = start ? cardsOf(start.cards, fromColumnId).findIndex((c) => c.id === active.id) : -1
    if (card && (fromColumnId !== to || startIndex !== index))
      onCardMove?.({ card, fromColumnId, toColumnId: to, index })
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        if (origin) onCardsChange(origin.cards)
        setOrigin(null)
      }}
      accessibility={{ announcements: announcements(context), screenReaderInstructions: { draggable: instructions } }}
    >
      <div className={classes.root} role="group" aria-label={label}>
        {columns.map((column) => (
          <Column
            key={column.id}
            column={column}
            cards={cardsOf(cards, column.id)}
            emptyText={emptyText}
            renderCard={renderCard as (card: KanbanItem) => ReactNode}
            getCardLabel={getCardLabel as (card: KanbanItem) => string}
          />
        ))}
      </div>
    </DndContext>
  )
}
