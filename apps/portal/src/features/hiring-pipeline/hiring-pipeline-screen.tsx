import type { Schema } from '@hireloop/api'
import { AsyncCombobox, Avatar, Badge, Button, Dialog, EmptyState, type AvatarProps } from '@hireloop/design-system'
import { Kanban, type KanbanCardDrop } from '@hireloop/design-system/kanban'
import {
  APPLICATION_STATUS_LABELS,
  isStalled,
  PIPELINE_LABELS,
  pipelineGroups,
  timeInStage,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'
import { css } from '@hireloop/styled-system/css'
import { Link as RouterLink, useNavigate } from 'react-router'
import { Workflow } from 'lucide-react'
import { memo, useCallback, useState, type ComponentType } from 'react'
import { ApplicationStatusBadge } from '../../lib/applications/application-status-badge.tsx'
import { MatchScore } from '../../lib/matching/match-score.tsx'
import { afterNextPaint } from '../../lib/ui/after-next-paint.ts'
import { AppLink } from '../../lib/ui/app-link.tsx'
import { dropOffer, moveOptions, type MoveOption } from './hiring-pipeline-moves.ts'

type Application = Schema<'ApplicationListItem'>

/** A vacancy to choose: one of the company's active, published vacancies. */
export interface PipelineVacancy {
  id: string
  title: string
  applicationsCount: number
}

/** One column of the board: a page or more of its applications, and the way to the next page. */
export interface PipelineColumn {
  /** The cards loaded so far, in the server's order. */
  applications: Application[]
  /** Every application of the column (the server's total), loaded or not. */
  total: number
  /** Loads the column's next page and resolves with how many cards it added; absent once every card shows. */
  showMore?: () => Promise<number>
  /** The next page is on its way. */
  loadingMore?: boolean
}

export interface HiringPipelineScreenProps {
  /** The company's active published vacancies, newest first: every one, or the first ones when `vacancySearch` is set. */
  vacancies: PipelineVacancy[]
  /** The company has more vacancies than `vacancies` holds: a searchable picker replaces the chips. */
  vacancySearch?: {
    total: number
    load: (query: string, signal: AbortSignal) => Promise<PipelineVacancy[]>
  }
  /** The vacancy on the board and its four columns, or null when there is none to show. */
  board: { vacancy: PipelineVacancy; columns: Record<PipelineGroup, PipelineColumn> } | null
  /**
   * Moves an application (optimistically: the board shows the move at once). Resolves with the move's message
   * ("Status updated", "You're successfully matched!"); rejects with the server's refusal after rolling it back.
   */
  onMove: (application: Application, to: ApplicationStatus) => Promise<string>
  /** "Now" for the time in stage. @default the time the screen opened */
  now?: Date
  AvatarComponent?: ComponentType<AvatarProps>
}

interface Card {
  id: string
  columnId: PipelineGroup
  application: Application
}

type Notice = { tone: 'success' | 'error'; text: string } | null

/** The choice of statuses after a drop on a column that offers several, or every move from a card's Move button. */
interface Choosing {
  application: Application
  title: string
  options: MoveOption[]
}

const page = css({ px: { base: '4', md: '8' }, py: '8', display: 'flex', flexDirection: 'column', gap: '6' })
const title = css({ fontSize: '2xl', fontWeight: 'bold', color: 'fg' })
const intro = css({ color: 'fg.muted', mt: '1' })
const vacancyList = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })
const vacancyLink = css({
  display: 'inline-flex',
  gap: '2',
  alignItems: 'center',
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  textStyle: 'sm',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'primary.solid', color: 'primary.contrast', borderColor: 'primary.solid' },
})
const noticeStyle = css({ textStyle: 'sm', fontWeight: 'medium', minH: '5' })
const cardHead = css({ display: 'flex', alignItems: 'center', gap: '2' })
const cardName = css({ fontWeight: 'semibold', textStyle: 'sm', truncate: true })
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '2' })
const meta = css({ textStyle: 'xs', color: 'fg.muted', mt: '2' })
const cardActions = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', mt: '2' })
const boardTitle = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' })
const options = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const picker = css({ maxW: 'md' })

const cardLabel = (card: Card) => card.application.talent.fullName

// A card stays the same object while its application does (the query cache keeps unchanged ones), so the board renders
// again only the cards that changed.
const knownCards = new WeakMap<Application, Card>()
function cardOf(application: Application, group: PipelineGroup): Card {
  const known = knownCards.get(application)
  if (known?.columnId === group) return known
  const card = { id: application.id, columnId: group, application }
  knownCards.set(application, card)
  return card
}

const CardContent = memo(function CardContent({
  application,
  vacancyId,
  now,
  onMoves,
  AvatarComponent,
}: {
  application: Application
  vacancyId: string
  now: Date
  onMoves: (application: Application) => void
  AvatarComponent: ComponentType<AvatarProps>
}) {
  const name = application.talent.fullName
  const stalled = !application.hired && isStalled(application.stageEnteredAt, now)
  const canMove = moveOptions(application).length > 0
  return (
    <>
      <div className={cardHead}>
        <AvatarComponent name={name} src={application.talent.imageUrl} size="sm" />
        <span className={cardName}>{name}</span>
      </div>
      <div className={badges}>
        {application.matching ? <MatchScore score={application.matching.score} /> : <Badge>No match score</Badge>}
        <ApplicationStatusBadge status={application.status} hired={application.hired} />
        {stalled && (
          <Badge variant="status" colorPalette="warning">
            Stalled
          </Badge>
        )}
      </div>
      <p className={meta}>{timeInStage(application.stageEnteredAt, now).label} in this stage</p>
      <div className={cardActions}>
        {/* Out of the tab order like every control of a card: reached with ArrowRight from it (the board's docs). */}
        <AppLink
          to={`/job-openings/hiring-pipeline/vacancy/${vacancyId}/application/${application.id}/resume`}
          tabIndex={-1}
        >
          Resume<span className={css({ srOnly: true })}> of {name}</span>
        </AppLink>
        {canMove && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => onMoves(application)}
            aria-label={`Move ${name}`}
            tabIndex={-1}
          >
            Move…
          </Button>
        )}
      </div>
    </>
  )
})

/**
 * `/job-openings/hiring-pipeline/:vacancyId?` (docs/product.md §2, §4): a vacancy's applications in the four company
 * columns. A card moves by drag and drop or keyboard; the drop offers the statuses of that column the transition
 * table allows (ADR 0073), a refused drop snaps back and says why, and every move shows its message.
 */
export function HiringPipelineScreen({
  vacancies,
  vacancySearch,
  board,
  onMove,
  now: givenNow,
  AvatarComponent = Avatar,
}: HiringPipelineScreenProps) {
  const [notice, setNotice] = useState<Notice>(null)
  const [choosing, setChoosing] = useState<Choosing | null>(null)
  const navigate = useNavigate()
  // The time in stage counts from when the screen opened: a clock read on every render would render every card again.
  const [openedAt] = useState(() => new Date())
  const now = givenNow ?? openedAt
  const vacancyId = board?.vacancy.id
  const openMoves = useCallback(
    (application: Application) =>
      setChoosing({
        application,
        title: `Move ${application.talent.fullName}`,
        options: moveOptions(application),
      }),
    [],
  )
  const renderCard = useCallback(
    (card: Card) => (
      <CardContent
        application={card.application}
        vacancyId={vacancyId ?? ''}
        now={now}
        AvatarComponent={AvatarComponent}
        onMoves={openMoves}
      />
    ),
    [vacancyId, now, AvatarComponent, openMoves],
  )

  const move = (application: Application, to: ApplicationStatus) => {
    setChoosing(null)
    setNotice(null)
    // Once the drop (or the choice) has painted: the move renders both columns again, and the key that made it shows
    // its answer first (ADR 0105).
    afterNextPaint(() =>
      onMove(application, to).then(
        (text) => setNotice({ tone: 'success', text }),
        (error: unknown) =>
          setNotice({ tone: 'error', text: error instanceof Error ? error.message : 'The move could not be saved.' }),
      ),
    )
  }

  const onCardDrop = ({ card, toColumnId }: KanbanCardDrop<Card>) => {
    const group = toColumnId as PipelineGroup
    const offer = dropOffer(card.application, group)
    if (offer.kind === 'refused') setNotice({ tone: 'error', text: offer.message })
    else if (offer.kind === 'move') move(card.application, offer.to)
    else
      setChoosing({
        application: card.application,
        title: `Move ${card.application.talent.fullName} to ${PIPELINE_LABELS.company[group]}`,
        options: moveOptions(card.application, offer.options),
      })
  }

  const heading = (
    <header>
      <h1 className={title}>Hiring Pipeline</h1>
      <p className={intro}>
        Move a card to the next stage by dragging it, or with the keyboard: ArrowRight to its handle, Enter, Tab to a
        column, Enter.
      </p>
    </header>
  )

  if (vacancies.length === 0) {
    return (
      <div className={page}>
        {heading}
        <EmptyState
          icon={<Workflow />}
          title="No active vacancies yet"
          description="Publish a vacancy, then propose talents from Matching or wait for applications: they show here, stage by stage."
          actions={
            <>
              <Button asChild>
                <RouterLink to="/create-vacancy">Create vacancy</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/matching">Find talents in Matching</RouterLink>
              </Button>
            </>
          }
        />
      </div>
    )
  }

  // A card is in the column whose page holds it; a page refetched while cards moved may hold one seen already.
  const seen = new Set<string>()
  const cards: Card[] = pipelineGroups.flatMap((group) =>
    (board?.columns[group].applications ?? []).flatMap((application) => {
      if (seen.has(application.id)) return []
      seen.add(application.id)
      return [cardOf(application, group)]
    }),
  )
  const empty = board !== null && pipelineGroups.every((group) => board.columns[group].total === 0)

  const showMore = async (group: PipelineGroup, column: PipelineColumn) => {
    if (!column.showMore) return
    const added = await column.showMore()
    const shown = column.applications.length + added
    setNotice({
      tone: 'success',
      text: `${added === 1 ? '1 more talent' : `${added} more talents`} in ${PIPELINE_LABELS.company[group]}: ${shown} of ${column.total} shown.`,
    })
  }

  const columnOf = (group: PipelineGroup, column: PipelineColumn) => {
    const title = PIPELINE_LABELS.company[group]
    return {
      id: group,
      title,
      count: column.total,
      footer: column.showMore && (
        <Button size="sm" variant="outline" loading={column.loadingMore} onClick={() => void showMore(group, column)}>
          Show more<span className={css({ srOnly: true })}> in {title}</span>
        </Button>
      ),
    }
  }

  return (
    <div className={page}>
      {heading}
      {vacancySearch ? (
        <div className={picker}>
          <AsyncCombobox<PipelineVacancy>
            // Remounted on another vacancy, so the input shows the chosen one's title.
            key={board?.vacancy.id}
            label="Vacancy"
            placeholder={`Search ${vacancySearch.total} vacancies by title`}
            defaultInputValue={board?.vacancy.title ?? ''}
            loader={vacancySearch.load}
            itemToString={(vacancy) => vacancy.title}
            itemToValue={(vacancy) => vacancy.id}
            renderItem={(vacancy) =>
              `${vacancy.title} (${vacancy.applicationsCount === 1 ? '1 application' : `${vacancy.applicationsCount} applications`})`
            }
            onValueChange={({ items }) => {
              const [chosen] = items
              if (chosen) void navigate(`/job-openings/hiring-pipeline/${chosen.id}`)
            }}
          />
        </div>
      ) : (
        <nav aria-label="Vacancies">
          <ul className={vacancyList}>
            {vacancies.map((vacancy) => (
              <li key={vacancy.id}>
                <RouterLink
                  className={vacancyLink}
                  to={`/job-openings/hiring-pipeline/${vacancy.id}`}
                  aria-current={vacancy.id === board?.vacancy.id ? 'page' : undefined}
                >
                  {vacancy.title}
                  <Badge variant="count" colorPalette="neutral">
                    {vacancy.applicationsCount}
                    <span className={css({ srOnly: true })}> applications</span>
                  </Badge>
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* One line for both live regions, present before they speak so screen readers announce the change. */}
      <div className={noticeStyle}>
        <p role="status" className={css({ color: 'success.fg' })}>
          {notice?.tone === 'success' ? notice.text : ''}
        </p>
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {notice?.tone === 'error' ? notice.text : ''}
        </p>
      </div>
      {board === null ? (
        <EmptyState
          icon={<Workflow />}
          title="Choose a vacancy"
          description="Pick one of your vacancies above to see its applications stage by stage."
        />
      ) : empty ? (
        <EmptyState
          icon={<Workflow />}
          title={`No applications for ${board.vacancy.title} yet`}
          description="Propose talents that match this vacancy from Matching; talents who apply show here too."
          actions={
            <Button asChild variant="outline">
              <RouterLink to="/matching">Find talents in Matching</RouterLink>
            </Button>
          }
        />
      ) : (
        <>
          <h2 className={boardTitle}>{board.vacancy.title}: applications by stage</h2>
          <Kanban
            aria-label={`Hiring pipeline of ${board.vacancy.title}`}
            columns={pipelineGroups.map((group) => columnOf(group, board.columns[group]))}
            cards={cards}
            onCardDrop={onCardDrop}
            getCardLabel={cardLabel}
            emptyText="No talents in this stage"
            renderCard={renderCard}
          />
        </>
      )}
      {choosing && (
        <Dialog.Root open onOpenChange={({ open }) => !open && setChoosing(null)}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{choosing.title}</Dialog.Title>
              <Dialog.Description>
                {choosing.application.talent.fullName} is in {APPLICATION_STATUS_LABELS[choosing.application.status]}.
                The move is saved at once.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>
              <div className={options}>
                {choosing.options.map((option) => (
                  <Button
                    key={option.to}
                    variant={option.closes ? 'outline' : 'solid'}
                    colorPalette={option.closes ? 'danger' : 'primary'}
                    onClick={() => move(choosing.application, option.to)}
                  >
                    {option.label}
                    <span className={css({ srOnly: true })}> ({option.statusLabel})</span>
                  </Button>
                ))}
              </div>
            </Dialog.Body>
            <Dialog.CloseTrigger />
          </Dialog.Content>
        </Dialog.Root>
      )}
    </div>
  )
}
