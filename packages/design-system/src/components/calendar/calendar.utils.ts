/** 0 = Sunday … 6 = Saturday. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6

export const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())
export const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)
export const isSameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** Adds months, keeping the day within the target month (31 Jan + 1 month = 29 Feb in a leap year). */
export function addMonths(date: Date, months: number) {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1)
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate()
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), last))
}

export function startOfWeek(date: Date, weekStartsOn: WeekStart = 1) {
  return addDays(startOfDay(date), -((date.getDay() - weekStartsOn + 7) % 7))
}

/** The seven days of `date`'s week. */
export const weekDays = (date: Date, weekStartsOn: WeekStart = 1) =>
  Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(date, weekStartsOn), i))

/** The weeks shown for `date`'s month: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(date: Date, weekStartsOn: WeekStart = 1): Date[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1)
  const last = new Date(date.getFullYear(), date.getMonth() + 1, 0)
  const weeks: Date[][] = []
  for (let day = startOfWeek(first, weekStartsOn); day <= last; day = addDays(day, 7)) {
    weeks.push(weekDays(day, weekStartsOn))
  }
  return weeks
}

/** Where the focused day goes for a key in the grid, or null if the key does not move it. */
export function moveFocus(date: Date, key: string, view: 'month' | 'week', weekStartsOn: WeekStart = 1): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1)
    case 'ArrowRight':
      return addDays(date, 1)
    case 'ArrowUp':
      return view === 'month' ? addDays(date, -7) : null
    case 'ArrowDown':
      return view === 'month' ? addDays(date, 7) : null
    case 'Home':
      return startOfWeek(date, weekStartsOn)
    case 'End':
      return addDays(startOfWeek(date, weekStartsOn), 6)
    case 'PageUp':
      return view === 'month' ? addMonths(date, -1) : addDays(date, -7)
    case 'PageDown':
      return view === 'month' ? addMonths(date, 1) : addDays(date, 7)
    default:
      return null
  }
}
