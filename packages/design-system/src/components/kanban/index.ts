export { Kanban, type KanbanColumn, type KanbanProps } from './kanban.tsx'
export { cardsOf, moveCard, type KanbanItem } from './kanban.utils.ts'
