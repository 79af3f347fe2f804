import { useState } from 'react'
import { MachineDiagram, type MachineDiagramProps } from './machine-diagram.tsx'
import { expectCurrentState, walkSteps } from './machine-diagram.play.ts'
import type { EventLike } from './machine-diagram.types.ts'

/** What `flowDiagram()` of @hireloop/flows/testing returns, structurally. */
export interface FlowLike {
  paths: ReadonlyArray<{ target: string; events: readonly EventLike[] }>
  /** Every reachable state in one walk; `reset` starts a step from a fresh actor. */
  walk: ReadonlyArray<{ target: string; events: readonly EventLike[]; reset: boolean }>
  pathTo(target: string): readonly EventLike[]
  props(): Omit<MachineDiagramProps, 'startAt' | 'title'>
}

/** A live diagram of a flow with fresh controlled effects per mount, opened after `startAt`. */
export function FlowDiagram({
  flow,
  title,
  startAt = [],
}: {
  flow: FlowLike
  title: string
  startAt?: readonly EventLike[]
}) {
  const [props] = useState(() => flow.props())
  return <MachineDiagram {...props} title={title} startAt={startAt} />
}

/** A story opened in `target`, asserting the diagram highlights it. */
export function stateStory(flow: FlowLike, target: string) {
  return {
    args: { startAt: [...flow.pathTo(target)] },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => expectCurrentState(canvasElement, target),
  }
}

/** The story that clicks through every reachable state (the covering walk) and checks each is highlighted. */
export function walkEveryStateStory(flow: FlowLike) {
  return {
    args: {},
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => walkSteps(canvasElement, flow.walk),
  }
}
