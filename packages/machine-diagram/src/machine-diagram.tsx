import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react'
import {
  activePaths,
  childStates,
  contextJson,
  describeEvent,
  invokedOf,
  settlementEvent,
  settlementOf,
  stateLabel,
  transitionsOf,
} from './machine-diagram.model.ts'
import type {
  ActorLike,
  ControlsLike,
  EventLike,
  MachineLike,
  Outcome,
  SnapshotLike,
  StateNodeLike,
} from './machine-diagram.types.ts'

export interface MachineDiagramProps {
  /** The machine whose chart is drawn (its structure only; effects come from `createActor`). */
  machine: MachineLike
  /** Makes a fresh actor of the machine with controllable effects; called on mount and on Reset. */
  createActor: () => ActorLike
  /** Sample events with payloads; each gets a button, enabled when `snapshot.can(event)`. */
  events: readonly EventLike[]
  /** Controllable promise actors, and how each may settle: resolve/reject buttons while one is running. */
  controls?: ControlsLike
  outcomes?: Record<string, readonly Outcome[]>
  /** Events replayed after each (re)start, to open the diagram in a given state. */
  startAt?: readonly EventLike[]
  /** @default machine.id */
  title?: string
}

const color = {
  text: '#1b1f1e',
  muted: '#4a5553',
  border: '#9aa6a4',
  activeBorder: '#0b5d57',
  activeBg: '#e3f2ef',
  panelBg: '#f7f8f8',
  code: '#0b4f4a',
}

const s = {
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)',
    gap: '1rem',
    color: color.text,
    font: '14px/1.4 system-ui, sans-serif',
    alignItems: 'start',
  },
  states: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: '0.75rem' },
  panel: {
    display: 'grid',
    gap: '1rem',
    padding: '0.75rem',
    background: color.panelBg,
    border: `1px solid ${color.border}`,
    borderRadius: 8,
  },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: '0.375rem', listStyle: 'none', margin: 0, padding: 0 },
  button: {
    font: 'inherit',
    padding: '0.25rem 0.5rem',
    borderRadius: 6,
    border: `1px solid ${color.activeBorder}`,
    background: '#ffffff',
    color: color.code,
    cursor: 'pointer',
  },
  list: { margin: '0.25rem 0 0', paddingLeft: '1rem', color: color.text },
  code: { fontFamily: 'ui-monospace, monospace', color: color.code },
  pre: { margin: 0, maxHeight: '24rem', overflow: 'auto', fontSize: 12, background: '#ffffff', padding: '0.5rem' },
  h: { margin: '0 0 0.25rem', fontSize: 14 },
} satisfies Record<string, CSSProperties>

function Heading({ level, id, children }: { level: number; id?: string; children: ReactNode }) {
  const Tag = `h${Math.min(Math.max(level, 2), 6)}` as 'h2'
  return (
    <Tag id={id} style={s.h}>
      {children}
    </Tag>
  )
}

function StateBoxView({
  node,
  active,
  level,
  initial,
}: {
  node: StateNodeLike
  active: Set<string>
  level: number
  initial: boolean
}) {
  const path = node.path.join('.')
  const isActive = active.has(path)
  const headingId = useId()
  const children = childStates(node)
  const initialChild = node.initial?.target[0]?.key
  const transitions = transitionsOf(node)
  const invoked = invokedOf(node)
  return (
    <section
      aria-label={`State ${path}`}
      aria-current={isActive ? 'true' : undefined}
      data-state-path={path}
      data-active={isActive ? 'true' : 'false'}
      style={{
        border: `${isActive ? 3 : 1}px solid ${isActive ? color.activeBorder : color.border}`,
        borderRadius: 8,
        padding: '0.5rem',
        background: isActive ? color.activeBg : '#ffffff',
        gridColumn: children.length ? '1 / -1' : undefined,
      }}
    >
      <Heading level={level} id={headingId}>
        {initial ? '→ ' : ''}
        {node.key}
        {node.type === 'final' ? ' (final)' : ''}
        {isActive ? ' (current)' : ''}
      </Heading>
      {node.tags.length > 0 && <p style={{ margin: 0, color: color.muted }}>tags: {node.tags.join(', ')}</p>}
      {invoked.length > 0 && (
        <p style={{ margin: 0, color: color.muted }}>
          invokes: <span style={s.code}>{invoked.join(', ')}</span>
        </p>
      )}
      {transitions.length > 0 && (
        <ul style={s.list} aria-label={`Transitions from ${path}`}>
          {transitions.map((t, i) => (
            <li key={i}>
              <span style={s.code}>{t.event}</span>
              {t.guard && <span style={{ color: color.muted }}> [{t.guard}]</span>}
              {' → '}
              {t.targets.length ? t.targets.join(', ') : <span style={{ color: color.muted }}>(stays)</span>}
            </li>
          ))}
        </ul>
      )}
      {children.length > 0 && (
        <div style={{ ...s.states, marginTop: '0.5rem' }}>
          {children.map((child) => (
            <StateBox
              key={child.key}
              node={child}
              active={active}
              level={level + 1}
              initial={child.key === initialChild}
            />
          ))}
        </div>
      )}
    </section>
  )
}

/** The active paths inside `path` (itself included): a box re-renders only when these change. */
function activeWithin(active: Set<string>, path: string): string {
  let key = ''
  for (const p of active) if (p === path || p.startsWith(`${path}.`)) key += `${p}|`
  return key
}

type StateBoxProps = { node: StateNodeLike; active: Set<string>; level: number; initial: boolean }

// Large charts (the application status has 40+ boxes) re-render only the boxes whose highlight changed.
const StateBox = memo(
  StateBoxView,
  (a: StateBoxProps, b: StateBoxProps) =>
    a.node === b.node &&
    a.level === b.level &&
    a.initial === b.initial &&
    activeWithin(a.active, a.node.path.join('.')) === activeWithin(b.active, b.node.path.join('.')),
)

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * A live statechart: every state (nested) with its outgoing transitions and guards, the current state
 * highlighted, a button per sample event (enabled when the machine can take it), resolve/reject buttons for
 * running promise actors, the context as JSON, and Reset. Offline, no Stately cloud.
 */
export function MachineDiagram({
  machine,
  createActor,
  events,
  controls,
  outcomes = {},
  startAt = [],
  title,
}: MachineDiagramProps) {
  const [generation, setGeneration] = useState(0)
  const [actor, setActor] = useState<ActorLike | null>(null)
  const [snapshot, setSnapshot] = useState<SnapshotLike | null>(null)
  const [, setPendingVersion] = useState(0)
  const [log, setLog] = useState<string[]>([])
  // Latest props for the (re)start effect, which must not restart when a parent re-renders new closures.
  const createRef = useRef(createActor)
  const startAtRef = useRef(startAt)
  useLayoutEffect(() => {
    createRef.current = createActor
    startAtRef.current = startAt
  })

  useEffect(() => controls?.subscribe(() => setPendingVersion((v) => v + 1)), [controls])

  useEffect(() => {
    let cancelled = false
    controls?.clear()
    const next = createRef.current()
    const subscription = next.subscribe((snap) => setSnapshot(snap))
    next.start()
    setActor(next)
    setSnapshot(next.getSnapshot())
    setLog([])
    void (async () => {
      for (const event of startAtRef.current) {
        await tick()
        if (cancelled) return
        const settlement = settlementOf(event)
        if (settlement) controls?.settle(settlement.actor, settlement.outcome)
        else next.send(event)
        setLog((l) => [...l, describeEvent(event)])
      }
    })()
    return () => {
      cancelled = true
      subscription.unsubscribe()
      next.stop()
    }
  }, [generation, controls])

  const send = useCallback(
    (event: EventLike) => {
      actor?.send(event)
      setLog((l) => [...l, describeEvent(event)])
    },
    [actor],
  )
  const settle = useCallback(
    (name: string, outcome: Outcome) => {
      controls?.settle(name, outcome)
      setLog((l) => [...l, describeEvent(settlementEvent(name, outcome))])
    },
    [controls],
  )

  const active = useMemo(() => new Set(activePaths(snapshot?.value)), [snapshot])
  const current = snapshot ? stateLabel(snapshot.value) : ''
  const pending = controls?.pending() ?? []
  const name = title ?? machine.id
  const initialKey = machine.root.initial?.target[0]?.key

  return (
    <div style={s.root} data-machine={machine.id}>
      <div>
        <Heading level={2}>{name} machine</Heading>
        <p role="status" style={{ margin: '0 0 0.5rem' }}>
          Current state: <strong data-testid="current-state">{current}</strong>
          {snapshot && snapshot.status !== 'active' ? ` (${snapshot.status})` : ''}
        </p>
        <div style={s.states}>
          {childStates(machine.root).map((node) => (
            <StateBox key={node.key} node={node} active={active} level={3} initial={node.key === initialKey} />
          ))}
        </div>
        {Object.keys(machine.root.on).length > 0 && (
          <section aria-label="Transitions from any state" style={{ marginTop: '0.75rem' }}>
            <Heading level={3}>From any state</Heading>
            <ul style={s.list}>
              {transitionsOf(machine.root).map((t, i) => (
                <li key={i}>
                  <span style={s.code}>{t.event}</span>
                  {t.guard && <span style={{ color: color.muted }}> [{t.guard}]</span>} →{' '}
                  {t.targets.join(', ') || '(stays)'}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      <div style={s.panel}>
        <section aria-label="Events">
          <Heading level={3}>Events</Heading>
          <ul style={s.buttons}>
            {events.map((event, i) => {
              const enabled = snapshot?.can(event) ?? false
              return (
                <li key={i}>
                  <button
                    type="button"
                    style={{ ...s.button, ...(enabled ? null : { opacity: 0.55, cursor: 'not-allowed' }) }}
                    disabled={!enabled}
                    onClick={() => send(event)}
                  >
                    {describeEvent(event)}
                  </button>
                </li>
              )
            })}
          </ul>
        </section>

        {controls && (
          <section aria-label="Running actors">
            <Heading level={3}>Running actors</Heading>
            {pending.length === 0 ? (
              <p style={{ margin: 0, color: color.muted }}>None.</p>
            ) : (
              <ul style={{ ...s.list, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: '0.5rem' }}>
                {pending.map((call, i) => (
                  <li key={`${call.name}-${i}`}>
                    <span style={s.code}>{call.name}</span>
                    <span style={{ color: color.muted }}> input {contextJson(call.input) ?? 'none'}</span>
                    <ul style={{ ...s.buttons, marginTop: '0.25rem' }}>
                      {(outcomes[call.name] ?? []).map((outcome) => (
                        <li key={outcome.label}>
                          <button type="button" style={s.button} onClick={() => settle(call.name, outcome)}>
                            {describeEvent(settlementEvent(call.name, outcome))}
                          </button>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <div>
          <button type="button" style={s.button} onClick={() => setGeneration((g) => g + 1)}>
            Reset
          </button>
        </div>

        <section aria-label="Context">
          <Heading level={3}>Context</Heading>
          <pre style={s.pre} tabIndex={0}>
            {contextJson(snapshot?.context)}
          </pre>
        </section>

        <section aria-label="Event log">
          <Heading level={3}>Event log</Heading>
          {log.length === 0 ? (
            <p style={{ margin: 0, color: color.muted }}>No events yet.</p>
          ) : (
            <ol style={s.list}>
              {log.map((entry, i) => (
                <li key={i}>{entry}</li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  )
}
