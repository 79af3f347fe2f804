import { memo, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { GripVertical } from 'lucide-react'
import { Button, GridList, GridListItem } from 'react-aria-components/GridList'
import {
  isTextDropItem,
  useDragAndDrop,
  type DragAndDropOptions,
  type DropItem,
} from 'react-aria-components/useDragAndDrop'
import { kanban } from '@hireloop/styled-system/recipes'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

const classes = /* @__PURE__ */ kanban()

/** The drag type of a card: only cards of a board are dropped on a board, never text or files. */
const CARD_TYPE = 'application/x-hireloop-kanban-card'

export interface KanbanItem {
  id: string
  columnId: string
}

export interface KanbanColumn {
  id: string
  title: string
  /** The column's count when its cards are a page of a longer list (the server's total). @default the cards shown */
  count?: number
  /** Under the column's cards: a "Show more" button of a paged column. */
  footer?: ReactNode
}

export interface KanbanCardDrop<T> {
  card: T
  fromColumnId: string
  toColumnId: string
}

export interface KanbanProps<T extends KanbanItem> {
  columns: KanbanColumn[]
  /** Every card, in order; `columnId` says where it is. The board never moves a card itself. */
  cards: T[]
  /**
   * A card was dropped on another column. The caller decides: it moves the card by changing `cards`, or refuses and
   * says why (the card then stays where it was).
   */
  onCardDrop: (drop: KanbanCardDrop<T>) => void
  /**
   * The card's content; it may hold a link and a menu button (reached with the arrow keys, see the docs). A card is
   * rendered again when its object or this function changes: keep both stable (`useCallback`) so that a key press or
   * a drop does not render every card of the board again.
   */
  renderCard: (card: T) => ReactNode
  /** A short name of a card for screen readers and the drag announcements ("Ada Lovelace"). Keep it stable too. */
  getCardLabel: (card: T) => string
  /** Shown in an empty column. @default "No cards" */
  emptyText?: string
  /** The board's name. @default "Board" */
  'aria-label'?: string
}

interface Dragging {
  cardId: string
  columnId: string
}

async function droppedCardIds(items: DropItem[]): Promise<string[]> {
  const texts = items.filter(isTextDropItem).filter((item) => item.types.has(CARD_TYPE))
  return Promise.all(texts.map((item) => item.getText(CARD_TYPE)))
}

interface ColumnProps<T extends KanbanItem> {
  column: KanbanColumn
  cards: T[]
  draggingRef: RefObject<Dragging | null>
  onDropRef: RefObject<(cardId: string, toColumnId: string) => void>
  renderCard: (card: T) => ReactNode
  getCardLabel: (card: T) => string
  emptyText: string
}

function Column<T extends KanbanItem>({ column, cards, ...list }: ColumnProps<T>) {
  const headingId = useId()
  const count = column.count ?? cards.length
  return (
    <section className={classes.column} aria-labelledby={headingId}>
      <header className={classes.columnHeader}>
        <h3 id={headingId} className={classes.columnTitle}>
          {column.title}
        </h3>
        <span className={classes.columnCount}>
          <span aria-hidden="true">{count}</span>
          <VisuallyHidden>{count === 1 ? '1 card' : `${count} cards`}</VisuallyHidden>
        </span>
      </header>
      <ColumnCards columnId={column.id} title={column.title} cards={cards} {...list} />
      {column.footer}
    </section>
  )
}

type ColumnCardsProps<T extends KanbanItem> = Omit<ColumnProps<T>, 'column'> & { columnId: string; title: string }

/**
 * A column's cards: rendered again only when its cards, their rendering or its drag and drop state change, not when
 * the board around it does (a message, another column's page). react-aria's GridList builds its collection from every
 * card on each render, the heaviest part of a key press on a busy board.
 */
const ColumnCards = memo(function ColumnCards<T extends KanbanItem>({
  columnId,
  title,
  cards,
  draggingRef,
  onDropRef,
  renderCard,
  getCardLabel,
  emptyText,
}: ColumnCardsProps<T>) {
  const cardsRef = useRef(cards)
  const labelRef = useRef(getCardLabel)
  useLayoutEffect(() => {
    cardsRef.current = cards
    labelRef.current = getCardLabel
  })
  // Stable options: react-aria memoizes its hooks on this object, and new hooks re-render every card of the column.
  const options = useMemo(
    (): DragAndDropOptions<T> => ({
      getItems: (keys) =>
        [...keys].map((key) => {
          const card = cardsRef.current.find((c) => c.id === key)
          return { [CARD_TYPE]: String(key), 'text/plain': card ? labelRef.current(card) : String(key) }
        }),
      acceptedDragTypes: [CARD_TYPE],
      // The whole column is the one drop target (no positions between cards: the board does not order them), and a
      // card's own column is none, so Tab while dragging goes straight to the other columns.
      getDropOperation: () => (draggingRef.current?.columnId === columnId ? 'cancel' : 'move'),
      onDragStart: ({ keys }) => {
        const [key] = keys
        if (key !== undefined) draggingRef.current = { cardId: String(key), columnId }
      },
      onDragEnd: () => {
        draggingRef.current = null
      },
      onRootDrop: async ({ items }) => {
        for (const id of await droppedCardIds(items)) onDropRef.current(id, columnId)
      },
    }),
    [columnId, draggingRef, onDropRef],
  )
  const { dragAndDropHooks } = useDragAndDrop<T>(options)
  return (
    <GridList
      // A name of its own, not a reference: react-aria's drop announcement ("Drop on Interview") reads it.
      aria-label={title}
      className={classes.columnBody}
      items={cards}
      // react-aria keeps each card's rendering while the card object stays the same; these say when it is stale.
      dependencies={[renderCard, getCardLabel]}
      dragAndDropHooks={dragAndDropHooks}
      renderEmptyState={() => <p className={classes.empty}>{emptyText}</p>}
    >
      {(card) => (
        <GridListItem id={card.id} textValue={getCardLabel(card)} className={classes.card}>
          {/* First in the card, so ArrowRight from the card reaches it before any link or menu of the content. */}
          <Button slot="drag" className={classes.handle}>
            <GripVertical aria-hidden="true" />
          </Button>
          <div className={classes.content}>{renderCard(card)}</div>
        </GridListItem>
      )}
    </GridList>
  )
}, sameColumnCards) as <T extends KanbanItem>(props: ColumnCardsProps<T>) => ReactNode

/** The board groups its cards anew on each render: a column whose cards are the same objects is the same column. */
function sameColumnCards<T extends KanbanItem>(before: ColumnCardsProps<T>, after: ColumnCardsProps<T>) {
  return (Object.keys(after) as (keyof ColumnCardsProps<T>)[]).every((key) =>
    key === 'cards'
      ? before.cards.length === after.cards.length && before.cards.every((card, i) => card === after.cards[i])
      : Object.is(before[key], after[key]),
  )
}

/**
 * A board of columns whose cards move by pointer drag and drop and by keyboard (ArrowRight from a card to its drag
 * handle, Enter starts the drag, Tab goes to the next column, Enter drops, Escape cancels), announced to screen readers. Built on react-aria's drag and
 * drop (a GridList per column). The board reports a drop and lets the caller decide; it never moves a card itself.
 */
export function Kanban<T extends KanbanItem>({
  columns,
  cards,
  onCardDrop,
  renderCard,
  getCardLabel,
  emptyText = 'No cards',
  'aria-label': label = 'Board',
}: KanbanProps<T>) {
  // Read only while a drag asks where it may drop: kept out of state, so picking a card up or putting it down does
  // not render every card of the board again (hundreds on a busy vacancy).
  const draggingRef = useRef<Dragging | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const byColumn = useMemo(() => {
    const grouped = new Map<string, T[]>(columns.map((column) => [column.id, []]))
    for (const card of cards) grouped.get(card.columnId)?.push(card)
    return grouped
  }, [columns, cards])

  const onDrop = (cardId: string, toColumnId: string) => {
    const card = cards.find((c) => c.id === cardId)
    const to = columns.find((c) => c.id === toColumnId)
    // A card of another board, or one already there, is not this board's move.
    if (!card || !to || card.columnId === toColumnId) return
    setAnnouncement(`${getCardLabel(card)} dropped on ${to.title}.`)
    onCardDrop({ card, fromColumnId: card.columnId, toColumnId })
  }
  // The columns call the latest drop handler through a ref, so a new handler does not render their cards again.
  const onDropRef = useRef(onDrop)
  useLayoutEffect(() => {
    onDropRef.current = onDrop
  })

  return (
    <div className={classes.root} role="group" aria-label={label}>
      {columns.map((column) => (
        <Column
          key={column.id}
          column={column}
          cards={byColumn.get(column.id) ?? []}
          draggingRef={draggingRef}
          onDropRef={onDropRef}
          renderCard={renderCard}
          getCardLabel={getCardLabel}
          emptyText={emptyText}
        />
      ))}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  )
}
