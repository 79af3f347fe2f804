export { Calendar, type CalendarEvent, type CalendarProps, type CalendarView } from './calendar.tsx'
export {
  addDays,
  addMonths,
  isSameDay,
  monthWeeks,
  moveFocus,
  startOfDay,
  startOfWeek,
  weekDays,
  type WeekStart,
} from './calendar.utils.ts'
