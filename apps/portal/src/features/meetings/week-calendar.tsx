import type { Schema } from '@hireloop/api'
import { Button, IconButton, SegmentGroup } from '@hireloop/design-system'
import { addDays, isSameDay, moveFocus, startOfDay, weekDays } from '@hireloop/design-system/calendar'
import { css } from '@hireloop/styled-system/css'
import { ChevronLeft, ChevronRight, TriangleAlert } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { MeetingType } from '@hireloop/flows'
import { formatTimes, zonedDate } from '../../lib/meetings/meeting-time.ts'
import { layoutDay, visibleHours, type DaySpan } from './calendar-layout.ts'
import { WEEK_STARTS_ON, type CalendarView } from './calendar-days.ts'

type Meeting = Schema<'Meeting'>

export interface WeekCalendarProps {
  meetings: readonly Meeting[]
  /** The focused day (a Date whose local fields are the viewer's wall clock): it decides the week shown. */
  date: Date
  onDateChange: (date: Date) => void
  onViewChange: (view: CalendarView) => void
  onMeetingSelect: (meeting: Meeting) => void
  today: Date
  timeZone: string
  /** @default "en-GB" */
  locale?: string
}

// An hour holds a meeting's title, time and overlap flag.
const HOUR_REM = 4

const root = css({ display: 'flex', flexDirection: 'column', gap: '3', width: 'full' })
const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
})
const nav = css({ display: 'flex', alignItems: 'center', gap: '1' })
const heading = css({ textStyle: 'lg', fontWeight: 'semibold', color: 'fg', minW: '40' })
const body = css({ display: 'flex', overflowX: 'auto' })
const gutter = css({ flexShrink: '0', width: '12', pt: '10', position: 'relative' })
const hourLabel = css({
  position: 'absolute',
  right: '2',
  textStyle: 'xs',
  color: 'fg.muted',
  transform: 'translateY(-50%)',
})
const table = css({ width: 'full', minW: '2xl', borderCollapse: 'collapse', tableLayout: 'fixed' })
const weekday = css({
  h: '10',
  textStyle: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textAlign: 'center',
  '&[data-today]': { color: 'primary.fg' },
})
const cell = css({
  p: '0',
  verticalAlign: 'top',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'bg',
  cursor: 'pointer',
  outline: 'none',
  _focusVisible: {
    outlineStyle: 'solid',
    outlineWidth: 'medium',
    outlineColor: 'primary.focusRing',
    outlineOffset: '-0.5',
  },
  '&[data-selected]': { bg: 'primary.subtle' },
})
const dayArea = css({ position: 'relative', width: 'full' })
const hourLine = css({
  position: 'absolute',
  left: '0',
  right: '0',
  borderTopWidth: 'thin',
  borderTopStyle: 'solid',
  borderColor: 'border',
})
const event = css({
  position: 'absolute',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.5',
  overflow: 'hidden',
  px: '1.5',
  py: '1',
  borderRadius: 'sm',
  borderLeftWidth: 'thick',
  borderLeftStyle: 'solid',
  borderColor: 'colorPalette.solid',
  bg: 'colorPalette.subtle',
  color: 'fg',
  textStyle: 'xs',
  textAlign: 'start',
  cursor: 'pointer',
  outlineStyle: 'solid',
  outlineWidth: 'none',
  outlineColor: 'colorPalette.focusRing',
  _focusVisible: { outlineWidth: 'medium', zIndex: 'docked' },
  '&[data-overlaps]': { borderColor: 'warning.solid', bg: 'warning.muted' },
})
// Each line keeps its height and cuts its end: a short meeting shows its first lines whole.
const line = css({ flexShrink: '0', width: 'full', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })
const eventTitle = css({ fontWeight: 'semibold' })
const flag = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'warning.fg', fontWeight: 'medium' })
const icon = css({ width: '3', height: '3', flexShrink: '0' })
const srOnly = css({ srOnly: true })
// Each type in its colour, as on the meeting cards (static classes: Panda writes only what it sees).
const TYPE_PALETTES: Record<MeetingType, string> = {
  onboarding: css({ colorPalette: 'success' }),
  intro: css({ colorPalette: 'secondary' }),
  interview: css({ colorPalette: 'primary' }),
}

interface Placed {
  meeting: Meeting
  day: Date
  span: DaySpan
}

/** Each meeting on the day it starts on the viewer's wall clock, in minutes from that midnight (cut at the day's end). */
function place(meetings: readonly Meeting[], timeZone: string): Placed[] {
  return meetings.map((meeting) => {
    const start = zonedDate(new Date(meeting.startsAt), timeZone)
    const minute = start.getHours() * 60 + start.getMinutes()
    const end = Math.min(24 * 60, minute + meeting.durationMinutes)
    return { meeting, day: startOfDay(start), span: { id: meeting.id, start: minute, end } }
  })
}

/**
 * The week view of /calendar: a column per day, meetings placed by their time on the viewer's wall clock, those that
 * overlap side by side and flagged. The days form a grid with one tab stop like the design system's calendar: arrows
 * move by day, Home/End to the week's ends, PageUp/PageDown by week; Tab goes on into the focused day's meetings.
 */
export function WeekCalendar({
  meetings,
  date,
  onDateChange,
  onViewChange,
  onMeetingSelect,
  today,
  timeZone,
  locale = 'en-GB',
}: WeekCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null)
  const [hasFocus, setHasFocus] = useState(false)
  useEffect(() => {
    if (hasFocus) gridRef.current?.querySelector<HTMLElement>('[data-focused]')?.focus()
  }, [date, hasFocus])

  const days = weekDays(date, WEEK_STARTS_ON)
  const placed = place(meetings, timeZone)
  const [firstHour, lastHour] = visibleHours(placed.map((p) => p.span))
  const hours = Array.from({ length: lastHour - firstHour }, (_, i) => firstHour + i)
  const height = `${(lastHour - firstHour) * HOUR_REM}rem`
  const title = weekTitle(days, locale)
  const dayLabel = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' })
  const hourFormat = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })

  const onKeyDown = (keyEvent: KeyboardEvent<HTMLTableCellElement>, day: Date) => {
    if (keyEvent.target !== keyEvent.currentTarget) return
    const next = moveFocus(day, keyEvent.key, 'week', WEEK_STARTS_ON)
    if (!next) return
    keyEvent.preventDefault()
    onDateChange(next)
  }

  return (
    <section className={root} aria-label="Meetings">
      <div className={toolbar}>
        <div className={nav}>
          <IconButton
            variant="ghost"
            colorPalette="neutral"
            size="sm"
            aria-label="Previous week"
            onClick={() => onDateChange(addDays(date, -7))}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            variant="ghost"
            colorPalette="neutral"
            size="sm"
            aria-label="Next week"
            onClick={() => onDateChange(addDays(date, 7))}
          >
            <ChevronRight />
          </IconButton>
          <Button variant="outline" colorPalette="neutral" size="sm" onClick={() => onDateChange(startOfDay(today))}>
            Today
          </Button>
        </div>
        <h2 className={heading} aria-live="polite">
          {title}
        </h2>
        <SegmentGroup.Root
          size="sm"
          value="week"
          onValueChange={(e) => e.value && onViewChange(e.value as CalendarView)}
        >
          <SegmentGroup.Label>View</SegmentGroup.Label>
          <SegmentGroup.Item value="month">Month</SegmentGroup.Item>
          <SegmentGroup.Item value="week">Week</SegmentGroup.Item>
        </SegmentGroup.Root>
      </div>
      <div className={body}>
        <div className={gutter} aria-hidden="true">
          <div className={css({ position: 'relative' })} style={{ height }}>
            {hours.map((hour, i) => (
              <span key={hour} className={hourLabel} style={{ top: `${i * HOUR_REM}rem` }}>
                {i === 0 ? '' : hourFormat.format(Date.UTC(2000, 0, 1, hour))}
              </span>
            ))}
          </div>
        </div>
        <table
          ref={gridRef}
          role="grid"
          aria-label={title}
          className={table}
          onFocus={() => setHasFocus(true)}
          onBlur={(focusEvent) => {
            if (!focusEvent.currentTarget.contains(focusEvent.relatedTarget as Node | null)) setHasFocus(false)
          }}
        >
          <thead>
            <tr>
              {days.map((day) => (
                <th
                  key={day.toISOString()}
                  scope="col"
                  className={weekday}
                  abbr={dayLabel.format(day)}
                  data-today={isSameDay(day, today) ? '' : undefined}
                >
                  {weekdayShort.format(day)} {day.getDate()}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {days.map((day) => {
                const focused = isSameDay(day, date)
                const todays = placed.filter((p) => isSameDay(p.day, day)).sort((a, b) => a.span.start - b.span.start)
                const slots = layoutDay(todays.map((p) => p.span))
                const count = todays.length
                return (
                  <td
                    key={day.toISOString()}
                    role="gridcell"
                    className={cell}
                    tabIndex={focused ? 0 : -1}
                    aria-selected={focused}
                    data-focused={focused ? '' : undefined}
                    data-selected={focused ? '' : undefined}
                    onClick={() => onDateChange(day)}
                    onKeyDown={(keyEvent) => onKeyDown(keyEvent, day)}
                  >
                    <span className={srOnly}>
                      {`${dayLabel.format(day)}${count ? `, ${count} ${count === 1 ? 'meeting' : 'meetings'}` : ', no meetings'}`}
                    </span>
                    <div className={dayArea} style={{ height }}>
                      {hours.slice(1).map((hour, i) => (
                        <div
                          key={hour}
                          className={hourLine}
                          style={{ top: `${(i + 1) * HOUR_REM}rem` }}
                          aria-hidden="true"
                        />
                      ))}
                      {todays.length > 0 && (
                        <ul className={css({ listStyle: 'none', m: '0', p: '0' })}>
                          {todays.map(({ meeting, span }) => {
                            const slot = slots.get(meeting.id)!
                            const top = ((span.start - firstHour * 60) / 60) * HOUR_REM
                            const length = Math.max(((span.end - span.start) / 60) * HOUR_REM, 1.5)
                            return (
                              <li key={meeting.id}>
                                <button
                                  type="button"
                                  className={`${event} ${TYPE_PALETTES[meeting.type]}`}
                                  data-overlaps={meeting.overlaps ? '' : undefined}
                                  tabIndex={focused ? 0 : -1}
                                  style={{
                                    top: `${top}rem`,
                                    height: `${length}rem`,
                                    left: `calc(${(slot.column / slot.columns) * 100}% + 2px)`,
                                    width: `calc(${100 / slot.columns}% - 4px)`,
                                  }}
                                  onClick={(clickEvent) => {
                                    clickEvent.stopPropagation()
                                    onMeetingSelect(meeting)
                                  }}
                                >
                                  <span className={`${line} ${eventTitle}`}>{meeting.title}</span>
                                  <span className={line}>{formatTimes(meeting, timeZone, locale)}</span>
                                  {meeting.overlaps && (
                                    <span className={`${line} ${flag}`}>
                                      <TriangleAlert aria-hidden="true" className={icon} />
                                      Overlaps
                                      <span className={srOnly}> another meeting</span>
                                    </span>
                                  )}
                                </button>
                              </li>
                            )
                          })}
                        </ul>
                      )}
                    </div>
                  </td>
                )
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  )
}

function weekTitle(days: Date[], locale: string) {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  return format.formatRange(days[0]!, days[6]!)
}
