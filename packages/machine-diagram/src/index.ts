export { MachineDiagram, type MachineDiagramProps } from './machine-diagram.tsx'
export * from './machine-diagram.types.ts'
export { expectCurrentState, clickThrough, walkEveryState, walkSteps } from './machine-diagram.play.ts'
export { FlowDiagram, stateStory, walkEveryStateStory, type FlowLike } from './flow-diagram.tsx'
