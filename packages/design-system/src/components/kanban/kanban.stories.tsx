import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Button } from '../button/button.tsx'
import { Kanban, type KanbanCardDrop, type KanbanColumn } from './kanban.tsx'

interface Candidate {
  id: string
  columnId: string
  name: string
  role: string
}

const columns: KanbanColumn[] = [
  { id: 'applied', title: 'Applied' },
  { id: 'interview', title: 'Interview' },
  { id: 'offer', title: 'Offer' },
  { id: 'hired', title: 'Hired' },
]

const few: Candidate[] = [
  { id: 'c1', columnId: 'applied', name: 'Grace Hopper', role: 'Backend engineer' },
  { id: 'c2', columnId: 'applied', name: 'Alan Turing', role: 'Data scientist' },
  { id: 'c3', columnId: 'interview', name: 'Ada Lovelace', role: 'Data engineer' },
  { id: 'c4', columnId: 'offer', name: 'Barbara Liskov', role: 'Architect' },
]

const names = ['Edsger Dijkstra', 'Frances Allen', 'Donald Knuth', 'Radia Perlman', 'Ken Thompson', 'Sophie Wilson']
const many: Candidate[] = Array.from({ length: 18 }, (_, i) => ({
  id: `m${i}`,
  columnId: columns[i % 3]!.id,
  name: `${names[i % names.length]} ${Math.floor(i / names.length) + 1}`,
  role: i % 2 ? 'Frontend engineer' : 'Platform engineer',
}))

const name = css({ fontWeight: 'medium', textStyle: 'sm' })
const role = css({ color: 'fg.muted', textStyle: 'xs' })
const link = css({
  textStyle: 'xs',
  color: 'fg',
  textDecoration: 'underline',
  _focusVisible: { outlineWidth: 'medium' },
})
const message = css({ textStyle: 'sm', mb: '3' })

interface BoardProps {
  initial: Candidate[]
  onCardDrop: (drop: KanbanCardDrop<Candidate>) => void
  /** A column that refuses every drop, as a caller whose rules forbid the move. */
  refuseColumnId?: string
  withLinks?: boolean
  /** Applied is the first page of 42 cards: its count is the total and a "Show more" button follows its cards. */
  paged?: boolean
}

/** A caller: it accepts a drop by moving the card, or refuses it and says why (the card stays). */
function Board({ initial, onCardDrop, refuseColumnId, withLinks = false, paged = false }: BoardProps) {
  const [cards, setCards] = useState(initial)
  const [refusal, setRefusal] = useState('')
  const shown = paged
    ? columns.map((c) =>
        c.id === 'applied'
          ? {
              ...c,
              count: 42,
              footer: (
                <Button size="sm" variant="outline">
                  Show more
                </Button>
              ),
            }
          : c,
      )
    : columns
  return (
    <div>
      <p role="status" className={message}>
        {refusal}
      </p>
      <Kanban
        aria-label="Hiring pipeline"
        columns={shown}
        cards={cards}
        onCardDrop={(drop) => {
          onCardDrop(drop)
          if (drop.toColumnId === refuseColumnId) {
            setRefusal(`${drop.card.name} cannot move to ${columns.find((c) => c.id === drop.toColumnId)?.title}.`)
            return
          }
          setRefusal('')
          setCards((list) => list.map((c) => (c.id === drop.card.id ? { ...c, columnId: drop.toColumnId } : c)))
        }}
        getCardLabel={(card) => card.name}
        renderCard={(card) => (
          <>
            <div className={name}>{card.name}</div>
            <div className={role}>{card.role}</div>
            {withLinks && (
              <a className={link} href={`#resume-${card.id}`} tabIndex={-1}>
                Open the resume of {card.name}
              </a>
            )}
          </>
        )}
      />
    </div>
  )
}

/**
 * A board whose cards arrive later, as a screen's data does (an update that is not urgent), and what it holds at the end
 * of the task that rendered it, when the browser may paint: its cards, counted into `data-rows`, and its
 * empty columns, into `data-empty`.
 */
function ArrivingBoard(props: BoardProps) {
  const [arrived, setArrived] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setArrived(true), 50)
    return () => clearTimeout(timer)
  }, [])
  return arrived ? <FirstTask {...props} /> : <p>Loading the board</p>
}

function FirstTask(props: BoardProps) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const root = ref.current!
    queueMicrotask(() => {
      root.dataset.rows = String(root.querySelectorAll('[role=row][data-key]').length)
      root.dataset.empty = String([...root.querySelectorAll('p')].filter((p) => p.textContent === 'No cards').length)
    })
  }, [])
  return (
    <div ref={ref} data-testid="arrived">
      <Board {...props} />
    </div>
  )
}

const meta = {
  title: 'Components/Kanban',
  component: Board,
  args: { initial: few, onCardDrop: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Board>

export default meta
type Story = StoryObj<typeof meta>

const column = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('grid', { name: title })
/** The column as a whole (heading, cards, footer): the drop target. */
const region = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('region', { name: title })
const card = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('row', { name: title })

/**
 * Keyboard: from a card, ArrowRight reaches its drag handle; Enter starts the drag (react-aria announces how to go on)
 * and offers the next column first (the column has the focus: "Interview, Press Enter to drop"; Tab goes on to the
 * others); Enter drops. The board reports
 * the drop and announces where the card went; the caller moved it.
 */
export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const grace = card(canvas, 'Grace Hopper')
    await userEvent.click(within(grace).getByText('Backend engineer'))
    await userEvent.keyboard('{ArrowRight}')
    const handle = within(grace).getByRole('button', { name: 'Drag Grace Hopper' })
    await expect(handle).toHaveFocus()
    await expect(handle).toHaveAccessibleDescription(/Press Enter to start dragging/)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(document.body).toHaveTextContent(/Started dragging/))
    await waitFor(() => expect(region(canvas, 'Interview')).toHaveAttribute('data-drop-target'))
    // The next column is the first target: the focus is on it, and a screen reader reads what Enter does.
    await expect(document.activeElement).toBe(region(canvas, 'Interview'))
    await expect(document.activeElement).toHaveAccessibleDescription(/Press Enter to drop/)
    const focused: EventTarget[] = []
    const onFocusIn = (event: FocusEvent) => focused.push(event.target!)
    canvasElement.addEventListener('focusin', onFocusIn)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(within(column(canvas, 'Interview')).getByText('Grace Hopper')).toBeInTheDocument())
    // The focus follows the card to its new column, and the columns no longer offer a drop.
    await waitFor(() => expect(card(canvas, 'Grace Hopper')).toHaveFocus())
    // A few focus events, not hundreds: the card in its new column, the column (react-aria's end of the drag), the
    // neighbour the list the card left gives its focus to (Alan Turing), the card again. The card and that neighbour
    // once passed the focus back and forth for a second after every move.
    for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame)
    canvasElement.removeEventListener('focusin', onFocusIn)
    await expect(card(canvas, 'Grace Hopper')).toHaveFocus()
    await expect(focused.length).toBeLessThanOrEqual(4)
    await expect(region(canvas, 'Interview')).not.toHaveAccessibleDescription(/Press Enter to drop/)
    await expect(args.onCardDrop).toHaveBeenCalledWith(
      expect.objectContaining({ fromColumnId: 'applied', toColumnId: 'interview' }),
    )
    await expect(args.onCardDrop).toHaveBeenCalledOnce()
    await expect(canvas.getAllByRole('status')[1]).toHaveTextContent('Grace Hopper dropped on Interview.')
    await expect(within(column(canvas, 'Applied')).queryByText('Grace Hopper')).toBeNull()
  },
}

/** Keyboard: Escape while dragging ends the drag; nothing is reported and the card stays. */
export const CancelMove: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(within(card(canvas, 'Alan Turing')).getByText('Data scientist'))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(region(canvas, 'Interview')).toHaveAttribute('data-drop-target'))
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(region(canvas, 'Offer')).toHaveAttribute('data-drop-target'))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(region(canvas, 'Offer')).not.toHaveAttribute('data-drop-target'))
    await expect(within(column(canvas, 'Applied')).getByText('Alan Turing')).toBeInTheDocument()
    await expect(args.onCardDrop).not.toHaveBeenCalled()
  },
}

/** The caller refuses drops on Hired: the board reported the drop, the card stays where it was and the caller says why. */
export const RefusedDrop: Story = {
  args: { refuseColumnId: 'hired' },
  play: async ({ canvas, args }) => {
    await userEvent.click(within(card(canvas, 'Barbara Liskov')).getByText('Architect'))
    await userEvent.keyboard('{ArrowRight}{Enter}')
    await waitFor(() => expect(region(canvas, 'Hired')).toHaveAttribute('data-drop-target'))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(args.onCardDrop).toHaveBeenCalledWith(expect.objectContaining({ toColumnId: 'hired' })))
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Barbara Liskov cannot move to Hired.')
    await expect(within(column(canvas, 'Offer')).getByText('Barbara Liskov')).toBeInTheDocument()
    // Refused: the focus is back on the card, where it stayed.
    await waitFor(() => expect(card(canvas, 'Barbara Liskov')).toHaveFocus())
    await expect(within(column(canvas, 'Hired')).queryByText('Barbara Liskov')).toBeNull()
  },
}

/** Every column empty: each says so and is still a drop target. */
export const EmptyColumns: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No cards')).toHaveLength(4)
    await expect(canvas.getAllByText('0 cards')).toHaveLength(4)
  },
}

/** Many cards: columns grow; the arrow keys move between the cards of a column. */
export const ManyCards: Story = {
  args: { initial: many },
  play: async ({ canvas }) => {
    await expect(within(column(canvas, 'Applied')).getAllByRole('row')).toHaveLength(6)
    await userEvent.click(within(card(canvas, 'Edsger Dijkstra 1')).getByText('Platform engineer'))
    await userEvent.keyboard('{ArrowDown}')
    await expect(card(canvas, 'Radia Perlman 1')).toHaveFocus()
  },
}

/**
 * A card holding a link: ArrowRight moves from the card to its drag handle, ArrowRight again to the link (Enter there
 * follows it, it does not start a drag), ArrowLeft goes back.
 */
export const CardWithLink: Story = {
  args: { withLinks: true },
  play: async ({ canvas }) => {
    const ada = card(canvas, 'Ada Lovelace')
    await userEvent.click(within(ada).getByText('Data engineer'))
    await expect(ada).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(ada).getByRole('button', { name: 'Drag Ada Lovelace' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(within(ada).getByRole('link', { name: 'Open the resume of Ada Lovelace' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(within(ada).getByRole('button', { name: 'Drag Ada Lovelace' })).toHaveFocus()
  },
}

/** A paged column: its count is the whole list's (42), not the cards shown, and its footer offers the next page. */
export const PagedColumn: Story = {
  args: { paged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('42 cards')).toBeInTheDocument()
    await expect(within(column(canvas, 'Applied')).getAllByRole('row')).toHaveLength(2)
    // A native button right after the column's cards: Tab leaves the column's list for it (react-aria hands Tab to the
    // browser from the list's last element, which user-event does not replay reliably, so the order is checked).
    const more = canvas.getByRole('button', { name: 'Show more' })
    await expect(more).not.toHaveAttribute('tabindex')
    await expect(
      column(canvas, 'Applied').compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    await expect(column(canvas, 'Applied').closest('section')).toContainElement(more)
  },
}

/**
 * Shift+Tab from a card goes straight to the board's previous tab stop: the column before's "Show more", then that
 * column's last card (react-aria's own way passes through the list first, and every card renders again on the way).
 */
export const ShiftTabBetweenColumns: Story = {
  args: { paged: true },
  play: async ({ canvas }) => {
    await userEvent.click(within(card(canvas, 'Ada Lovelace')).getByText('Data engineer'))
    await expect(card(canvas, 'Ada Lovelace')).toHaveFocus()
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await expect(canvas.getByRole('button', { name: 'Show more' })).toHaveFocus()
    // Into the column from after it: its last card (react-aria's list, entered backwards).
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
    await waitFor(() => expect(card(canvas, 'Alan Turing')).toHaveFocus())
  },
}

/**
 * The first paint of a board shows its cards: react-aria reads a list's cards only after React's passive effects, so
 * without the board's help the browser could paint each column empty with its footer, then push the footer down
 * under the cards (a layout shift on every load of the hiring pipeline; ADR 0105).
 */
export const CardsInTheFirstPaint: Story = {
  args: { initial: many, paged: true },
  render: (args) => <ArrivingBoard {...args} />,
  play: async ({ canvas }) => {
    const board = await canvas.findByTestId('arrived')
    await waitFor(() => expect(board).toHaveAttribute('data-rows'))
    await expect(board).toHaveAttribute('data-rows', String(many.length))
    // Only Hired, the one column without cards, said so.
    await expect(board).toHaveAttribute('data-empty', '1')
  },
}
