import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { css } from '@hireloop/styled-system/css'
import { Kanban, type KanbanColumn } from './kanban.tsx'

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

const initial: Candidate[] = [
  { id: 'c1', columnId: 'applied', name: 'Grace Hopper', role: 'Backend engineer' },
  { id: 'c2', columnId: 'applied', name: 'Alan Turing', role: 'Data scientist' },
  { id: 'c3', columnId: 'interview', name: 'Ada Lovelace', role: 'Data engineer' },
  { id: 'c4', columnId: 'offer', name: 'Barbara Liskov', role: 'Architect' },
]

const name = css({ fontWeight: 'medium', textStyle: 'sm' })
const role = css({ color: 'fg.muted', textStyle: 'xs' })

function Board({ onCardMove }: { onCardMove: (details: unknown) => void }) {
  const [cards, setCards] = useState(initial)
  return (
    <Kanban
      aria-label="Hiring pipeline"
      columns={columns}
      cards={cards}
      onCardsChange={setCards}
      onCardMove={onCardMove}
      getCardLabel={(card) => card.name}
      renderCard={(card) => (
        <>
          <div className={name}>{card.name}</div>
          <div className={role}>{card.role}</div>
        </>
      )}
    />
  )
}

const meta = {
  title: 'Components/Kanban',
  component: Board,
  args: { onCardMove: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Board>

export default meta
type Story = StoryObj<typeof meta>

const column = (canvas: ReturnType<typeof within>, title: string) => canvas.getByRole('region', { name: title })

/**
 * Keyboard: focus a card, Space picks it up (announced), ArrowRight moves it to the next column, Space drops it
 * (announced). The card is then in the Interview column.
 */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const grace = canvas.getByRole('button', { name: /^Grace Hopper/ })
    await expect(grace).toHaveAttribute('aria-roledescription', 'draggable card')
    await expect(grace).toHaveAccessibleDescription(/press Space or Enter/)
    grace.focus()
    await userEvent.keyboard(' ')
    // dnd-kit's live region holds the latest announcement: "Picked up …", then "… is over …" as it settles.
    await waitFor(() =>
      expect(document.body).toHaveTextContent(/Grace Hopper(\. | is over )Applied, position 1 of 2\./),
    )
    await userEvent.keyboard('{ArrowRight}')
    await waitFor(() => expect(within(column(canvas, 'Interview')).getByText('Grace Hopper')).toBeInTheDocument())
    await userEvent.keyboard(' ')
    await waitFor(() => expect(document.body).toHaveTextContent(/Dropped Grace Hopper in Interview/))
    await expect(args.onCardMove).toHaveBeenCalledWith(
      expect.objectContaining({ fromColumnId: 'applied', toColumnId: 'interview' }),
    )
    await expect(within(column(canvas, 'Applied')).queryByText('Grace Hopper')).toBeNull()
  },
}

/** Keyboard: Escape while moving puts the card back and says so. */
export const CancelMove: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /^Alan Turing/ }).focus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.body).toHaveTextContent(/Moving Alan Turing was cancelled/))
    await waitFor(() => expect(within(column(canvas, 'Applied')).getByText('Alan Turing')).toBeInTheDocument())
    await expect(args.onCardMove).not.toHaveBeenCalled()
  },
}

const pointer = (target: EventTarget, type: string, x: number, y: number) =>
  target.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      cancelable: true,
      clientX: x,
      clientY: y,
      button: 0,
      buttons: type === 'pointerup' ? 0 : 1,
      isPrimary: true,
      pointerId: 1,
      pointerType: 'mouse',
    }),
  )
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Pointer: drag a card by mouse into the empty Hired column. */
export const MouseDrag: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: /^Barbara Liskov/ })
    const from = card.getBoundingClientRect()
    const to = column(canvas, 'Hired').getBoundingClientRect()
    const [x, y] = [from.x + 20, from.y + 10]
    const [tx, ty] = [to.x + to.width / 2, to.y + to.height / 2]
    pointer(card, 'pointerdown', x, y)
    pointer(document, 'pointermove', x + 10, y + 5)
    await frame()
    pointer(document, 'pointermove', tx, ty)
    await frame()
    pointer(document, 'pointermove', tx + 1, ty + 1)
    await frame()
    pointer(document, 'pointerup', tx + 1, ty + 1)
    await waitFor(() => expect(within(column(canvas, 'Hired')).getByText('Barbara Liskov')).toBeInTheDocument())
    await expect(args.onCardMove).toHaveBeenCalledWith(expect.objectContaining({ toColumnId: 'hired' }))
  },
}
