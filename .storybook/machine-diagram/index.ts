export { MachineDiagram, type MachineDiagramProps } from './machine-diagram.tsx'
export * from './machine-diagram.types.ts'
export { expectCurrentState, clickThrough, walkEveryState } from './machine-diagram.play.ts'
