import {
  memo,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { GripVertical } from 'lucide-react'
import { ButtonContext, type ButtonProps } from 'react-aria-components/Button'
import { GridList, GridListItem } from 'react-aria-components/GridList'
import { useContextProps } from 'react-aria-components/slots'
import { useButton, type AriaButtonOptions } from 'react-aria/useButton'
import { useDragAndDrop, type DragAndDropOptions } from 'react-aria-components/useDragAndDrop'
import { isTextDropItem, useDrop, type DropItem } from 'react-aria/useDrop'
import { kanban } from '@hireloop/styled-system/recipes'
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx'

const classes = /* @__PURE__ */ kanban()

/** How long after a drop the focus follows the card to the column the caller moves it to. */
const FOCUS_AFTER_DROP_MS = 1000

/**
 * Elements that take the focus: what a press focuses (the nearest of these around the element pressed), and, with a
 * `tabIndex` of 0 or more, where Tab stops (react-aria gives each list one: its focused card, or the list itself).
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable]'

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

/** The board's tab stop before a list, when there is one on the board (another list, a column's "Show more"). */
function previousTabStop(root: HTMLElement, list: Element): HTMLElement | undefined {
  const stops = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || list.contains(element) || element.closest('[inert]')) return false
    // Within another list only its own stop counts, not a card's control that its caller left in the tab order.
    const other = element.closest('[role=grid]')
    if (other && element !== other && element.getAttribute('role') !== 'row') return false
    return (element.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
  })
  return stops.at(-1)
}

/**
 * Shift+Tab from a card to the board's previous tab stop, at once. react-aria's list first focuses itself and lets the
 * browser go on from there; the browser's own focus then follows a focus without a key, which react-aria takes for a
 * screen reader's: every card of the board renders again for that change of input modality, and again on the key's
 * release (adobe/react-spectrum#10254). Leaving the board is still react-aria's.
 */
function onShiftTab(event: KeyboardEvent) {
  if (event.key !== 'Tab' || !event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return
  const root = event.currentTarget as HTMLElement
  const list = event.target instanceof Element ? event.target.closest('[role=grid]') : null
  const previous = list && previousTabStop(root, list)
  if (!previous) return
  event.preventDefault()
  event.stopPropagation()
  previous.focus()
}

/** Focuses a card's row on the board, unless the focus is elsewhere on the page (a dialog) or already there. */
function focusCard(root: HTMLElement | null, cardId: string, focused: EventTarget | null = document.activeElement) {
  const row = root?.querySelector<HTMLElement>(`[role=row][data-key="${CSS.escape(cardId)}"]`)
  const active = document.activeElement
  if (!row || focused === row || (active && active !== document.body && !root?.contains(active))) return
  row.focus()
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

function Column<T extends KanbanItem>({ column, cards, onDropRef, ...list }: ColumnProps<T>) {
  const headingId = useId()
  const count = column.count ?? cards.length
  // The column is the drop target (ADR 0105, addenda of 2026-12-02 and 2026-12-03), not its list of cards: a droppable
  // list gives every card a drop indicator that renders again whenever a drag starts or ends, on every column. The
  // whole column is the element react-aria focuses and keeps out of `inert` during a keyboard drag, so the cards of
  // the columns a card may go to are not restyled when a drag starts and ends.
  const targetRef = useRef<HTMLElement>(null)
  const { draggingRef } = list
  const { dropProps, isDropTarget } = useDrop({
    ref: targetRef,
    // Only cards of a board, never text or files; and never the column a card comes from, so Tab while dragging goes
    // straight to the other columns.
    getDropOperation: (types) =>
      types.has(CARD_TYPE) && draggingRef.current?.columnId !== column.id ? 'move' : 'cancel',
    onDrop: async ({ items }) => {
      // A card of this board is known at once (so the focus can follow it before the drag's end moves it); one of
      // another board is read from the drop (and refused by the board: not one of its cards).
      const dragged = draggingRef.current
      if (dragged) onDropRef.current(dragged.cardId, column.id)
      else for (const id of await droppedCardIds(items)) onDropRef.current(id, column.id)
    },
  })
  return (
    <section
      {...dropProps}
      ref={targetRef}
      // Focusable for react-aria's keyboard drag, which focuses it, never in the tab order: a screen reader then reads
      // the column's name and react-aria's description of a drag ("Interview, Press Enter to drop").
      tabIndex={-1}
      aria-labelledby={headingId}
      className={classes.column}
      data-drop-target={isDropTarget || undefined}
      data-kanban-drop-target=""
      // A press on the column outside its cards and buttons (its heading, its background) does not focus it.
      onMouseDown={(event) => {
        if (event.target instanceof Element && event.target.closest(FOCUSABLE) === event.currentTarget)
          event.preventDefault()
      }}
    >
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

/** One element for every handle: React skips rendering an icon it has rendered before. */
const gripIcon = <GripVertical aria-hidden="true" />

/**
 * A card's drag handle: the list's drag button props (its name, "Press Enter to start dragging", the press that starts
 * a keyboard drag) on a plain button. react-aria-components' `Button` would add hover, focus-ring and pending state
 * that the handle does not show, and render them again with every card whenever its list changes (ADR 0105).
 */
function DragHandle() {
  const ref = useRef<HTMLButtonElement>(null)
  const [props, buttonRef] = useContextProps<ButtonProps, ButtonProps, HTMLButtonElement>(
    { slot: 'drag' },
    ref,
    ButtonContext,
  )
  // The list's slot gives aria and press props only (no render props), which is what useButton takes.
  const { buttonProps } = useButton(props as AriaButtonOptions<'button'>, buttonRef)
  return (
    // Out of the tab order, reached with ArrowRight from its card: see `tabIndex` in the docs.
    <button {...buttonProps} ref={buttonRef} tabIndex={-1} className={classes.handle}>
      {gripIcon}
    </button>
  )
}

/**
 * Makes a list's first paint show its cards. react-aria builds a GridList's collection in a hidden tree and reads it
 * once its store subscription is in place, which React does in a passive effect; after a render that is not urgent
 * (data arriving), the browser may paint before that effect: every column empty ("No talents in this stage") with its
 * footer, then the cards pushing the footer down, a layout shift on every load of a busy board (ADR 0105). An update
 * from a layout effect is urgent: React runs the pending passive effects first, so the list renders its cards before
 * the browser paints. Once per mount.
 */
function useCollectionBeforePaint() {
  const [, setMounted] = useState(false)
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the urgent update from a layout effect is the point
  useLayoutEffect(() => setMounted(true), [])
}

type ColumnCardsProps<T extends KanbanItem> = Omit<ColumnProps<T>, 'column' | 'onDropRef'> & {
  columnId: string
  title: string
}

/**
 * A column's cards: rendered again only when its cards, their rendering or its drag state change, not when the board
 * around it does (a message, another column's page, a drag over it). react-aria's GridList renders every card of the
 * list whenever the list renders, the heaviest part of a key press on a busy board.
 */
const ColumnCards = memo(function ColumnCards<T extends KanbanItem>({
  columnId,
  title,
  cards,
  draggingRef,
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
  // Drag only: the column around the list is the drop target.
  const options = useMemo(
    (): DragAndDropOptions<T> => ({
      getItems: (keys) =>
        [...keys].map((key) => {
          const card = cardsRef.current.find((c) => c.id === key)
          return { [CARD_TYPE]: String(key), 'text/plain': card ? labelRef.current(card) : String(key) }
        }),
      onDragStart: ({ keys }) => {
        const [key] = keys
        if (key === undefined) return
        draggingRef.current = { cardId: String(key), columnId }
      },
      onDragEnd: () => {
        draggingRef.current = null
      },
    }),
    [columnId, draggingRef],
  )
  const { dragAndDropHooks } = useDragAndDrop<T>(options)
  useCollectionBeforePaint()
  return (
    <GridList
      // The column's title as the list's own name (the heading names the column's section).
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
          <DragHandle />
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
  const rootRef = useRef<HTMLDivElement>(null)
  const focusAfterDrop = useRef<{ cardId: string; toColumnId: string; until: number } | null>(null)
  const lastDropped = useRef<string | null>(null)
  const [, setDrops] = useState(0)
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
    // The focus was on the column the card was dropped on: it goes to the card (below).
    focusAfterDrop.current = { cardId, toColumnId, until: performance.now() + FOCUS_AFTER_DROP_MS }
    lastDropped.current = cardId
    setDrops((n) => n + 1)
  }
  // After a drop the focus goes to the card, in the column the caller put it in: where it was when refused, the new
  // column once moved (at once, or a moment later: a caller may move it asynchronously). The list the card left moves
  // its focus to a neighbour in an effect of its own, so for a moment a focus landing elsewhere on the board goes back
  // to the moved card; the first key or pointer press ends that. Never taken back from outside the board (a dialog).
  const latestCards = useRef(cards)
  useLayoutEffect(() => {
    latestCards.current = cards
    const pending = focusAfterDrop.current
    if (!pending) return
    const card = cards.find((c) => c.id === pending.cardId)
    if (!card || performance.now() > pending.until) focusAfterDrop.current = null
    else focusCard(rootRef.current, card.id)
  })
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    let frame = 0
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null
      // A column outside a drag (a dialog opened by the drop gave the focus back to it): the focus goes on to the
      // last card dropped, or the column's first card.
      if (target?.hasAttribute('data-kanban-drop-target') && !draggingRef.current) {
        const last = lastDropped.current
        if (last && latestCards.current.some((c) => c.id === last)) focusCard(root, last, target)
        else target.closest('section')?.querySelector<HTMLElement>('[role=row][data-key]')?.focus()
        return
      }
      const pending = focusAfterDrop.current
      if (!pending) return
      if (performance.now() > pending.until) focusAfterDrop.current = null
      else if (latestCards.current.some((c) => c.id === pending.cardId && c.columnId === pending.toColumnId)) {
        // In the next frame, not at once: the list the focus landed in sees this focus after this handler does, and a
        // focus taken from it before it has seen it, it takes back; the card and its old neighbour would pass the
        // focus back and forth until the window above closed (hundreds of focus events after each move).
        cancelAnimationFrame(frame)
        frame = requestAnimationFrame(() => {
          if (focusAfterDrop.current === pending) focusCard(root, pending.cardId)
        })
      }
    }
    // The user moves on: the focus is theirs again.
    const onUserInput = () => {
      focusAfterDrop.current = null
    }
    root.addEventListener('focusin', onFocusIn)
    root.addEventListener('keydown', onShiftTab, true)
    document.addEventListener('keydown', onUserInput, true)
    document.addEventListener('pointerdown', onUserInput, true)
    return () => {
      cancelAnimationFrame(frame)
      root.removeEventListener('focusin', onFocusIn)
      root.removeEventListener('keydown', onShiftTab, true)
      document.removeEventListener('keydown', onUserInput, true)
      document.removeEventListener('pointerdown', onUserInput, true)
    }
  }, [])

  // The columns call the latest drop handler through a ref, so a new handler does not render their cards again.
  const onDropRef = useRef(onDrop)
  useLayoutEffect(() => {
    onDropRef.current = onDrop
  })

  return (
    <div ref={rootRef} className={classes.root} role="group" aria-label={label}>
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
