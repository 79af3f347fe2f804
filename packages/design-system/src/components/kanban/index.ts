export { Kanban, type KanbanCardDrop, type KanbanColumn, type KanbanItem, type KanbanProps } from './kanban.tsx'
