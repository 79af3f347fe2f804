import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { css } from '@hireloop/styled-system/css'
import { calendar } from '@hireloop/styled-system/recipes'
import { Button } from '../button/button.tsx'
import { IconButton } from '../icon-button/icon-button.tsx'
import * as SegmentGroup from '../segment-group/segment-group.tsx'
import { useControllableState } from '../../lib/use-controllable-state.ts'
import {
  addDays,
  addMonths,
  isSameDay,
  monthWeeks,
  moveFocus,
  startOfDay,
  weekDays,
  type WeekStart,
} from './calendar.utils.ts'

const srOnly = /* @__PURE__ */ css({ srOnly: true })

export interface CalendarEvent {
  id: string
  title: string
  start: Date
  end?: Date
}

export type CalendarView = 'month' | 'week'

export interface CalendarProps {
  events: CalendarEvent[]
  /** Controlled view. */
  view?: CalendarView
  /** @default "month" */
  defaultView?: CalendarView
  onViewChange?: (view: CalendarView) => void
  /** Controlled focused day (it decides the month or week shown). */
  date?: Date
  /** @default today */
  defaultDate?: Date
  onDateChange?: (date: Date) => void
  /** Enter or a click on a day. */
  onDaySelect?: (date: Date) => void
  onEventSelect?: (event: CalendarEvent) => void
  /** @default "en-GB" */
  locale?: string
  /** @default 1 (Monday) */
  weekStartsOn?: WeekStart
  /** Marks today; fixed in stories and tests. @default new Date() */
  today?: Date
  /** Events listed per day in the month view before "+n more". @default 3 */
  maxEventsPerDay?: number
  /** The calendar's name. @default "Meetings" */
  'aria-label'?: string
}

/**
 * A meetings calendar with month and week views. The days form a grid with one tab stop: arrows move by day (and by
 * week in the month view), Home/End go to the week's ends, PageUp/PageDown to the previous/next month (or week), Enter
 * selects the day, Tab moves into the focused day's events.
 */
export function Calendar({
  events,
  view: viewProp,
  defaultView = 'month',
  onViewChange,
  date: dateProp,
  defaultDate,
  onDateChange,
  onDaySelect,
  onEventSelect,
  locale = 'en-GB',
  weekStartsOn = 1,
  today = new Date(),
  maxEventsPerDay = 3,
  'aria-label': label = 'Meetings',
}: CalendarProps) {
  const [view, setView] = useControllableState(viewProp, defaultView, onViewChange)
  const [date, setDate] = useControllableState(dateProp, startOfDay(defaultDate ?? today), onDateChange)
  const [hasFocus, setHasFocus] = useState(false)
  const gridRef = useRef<HTMLTableElement>(null)
  const classes = calendar({ view })

  useEffect(() => {
    if (hasFocus) gridRef.current?.querySelector<HTMLElement>('[data-focused]')?.focus()
  }, [date, hasFocus, view])

  const weeks = view === 'month' ? monthWeeks(date, weekStartsOn) : [weekDays(date, weekStartsOn)]
  const title =
    view === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(date)
      : weekTitle(weeks[0]!, locale)
  const dayLabel = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' })
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' })
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' })
  const eventsOn = (day: Date) =>
    events.filter((event) => isSameDay(event.start, day)).sort((a, b) => a.start.getTime() - b.start.getTime())

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, day: Date) => {
    if (event.target !== event.currentTarget) return
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onDaySelect?.(day)
      return
    }
    const next = moveFocus(day, event.key, view, weekStartsOn)
    if (!next) return
    event.preventDefault()
    setDate(next)
  }

  const step = (direction: 1 | -1) =>
    setDate(view === 'month' ? addMonths(date, direction) : addDays(date, 7 * direction))

  return (
    <section className={classes.root} aria-label={label}>
      <div className={classes.toolbar}>
        <div className={classes.nav}>
          <IconButton
            variant="ghost"
            colorPalette="neutral"
            size="sm"
            aria-label={`Previous ${view}`}
            onClick={() => step(-1)}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            variant="ghost"
            colorPalette="neutral"
            size="sm"
            aria-label={`Next ${view}`}
            onClick={() => step(1)}
          >
            <ChevronRight />
          </IconButton>
          <Button variant="outline" colorPalette="neutral" size="sm" onClick={() => setDate(startOfDay(today))}>
            Today
          </Button>
        </div>
        <h2 className={classes.title} aria-live="polite">
          {title}
        </h2>
        <SegmentGroup.Root size="sm" value={view} onValueChange={(e) => e.value && setView(e.value as CalendarView)}>
          <SegmentGroup.Label>View</SegmentGroup.Label>
          <SegmentGroup.Item value="month">Month</SegmentGroup.Item>
          <SegmentGroup.Item value="week">Week</SegmentGroup.Item>
        </SegmentGroup.Root>
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={title}
        className={classes.grid}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false)
        }}
      >
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th key={day.getDay()} scope="col" className={classes.weekday} abbr={weekdayLong.format(day)}>
                {view === 'week' ? `${weekdayShort.format(day)} ${day.getDate()}` : weekdayShort.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const focused = isSameDay(day, date)
                const dayEvents = eventsOn(day)
                const shown = view === 'month' ? dayEvents.slice(0, maxEventsPerDay) : dayEvents
                const count = dayEvents.length
                return (
                  <td
                    key={day.toISOString()}
                    role="gridcell"
                    className={classes.day}
                    tabIndex={focused ? 0 : -1}
                    aria-selected={focused}
                    data-focused={focused ? '' : undefined}
                    data-selected={focused ? '' : undefined}
                    data-today={isSameDay(day, today) ? '' : undefined}
                    data-outside={view === 'month' && day.getMonth() !== date.getMonth() ? '' : undefined}
                    onClick={() => {
                      setDate(day)
                      onDaySelect?.(day)
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    <span className={classes.dayNumber} aria-hidden="true">
                      {day.getDate()}
                    </span>
                    {/* The cell's name starts with the full date and the number of meetings; the number above is visual. */}
                    <span className={srOnly}>
                      {`${dayLabel.format(day)}${count ? `, ${count} ${count === 1 ? 'meeting' : 'meetings'}` : ''}`}
                    </span>
                    {shown.length > 0 && (
                      <ul className={classes.events}>
                        {shown.map((event) => (
                          <li key={event.id}>
                            <button
                              type="button"
                              className={classes.event}
                              tabIndex={focused ? 0 : -1}
                              onClick={(e) => {
                                e.stopPropagation()
                                onEventSelect?.(event)
                              }}
                            >
                              {time.format(event.start)} {event.title}
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {count > shown.length && (
                      <span className={classes.more} aria-hidden="true">
                        +{count - shown.length} more
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function weekTitle(days: Date[], locale: string) {
  const first = days[0]!
  const last = days[6]!
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  return format.formatRange ? format.formatRange(first, last) : `${format.format(first)} – ${format.format(last)}`
}
