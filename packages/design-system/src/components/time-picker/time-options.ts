export interface TimeOption {
  /** 24-hour "HH:mm", the value a form sends. */
  value: string
  /** Formatted for the locale, e.g. "9:30 AM" or "09:30". */
  label: string
}

export interface TimeOptionsConfig {
  /** First time, "HH:mm". @default "00:00" */
  min?: string
  /** Last time (included when on a step), "HH:mm". @default "23:59" */
  max?: string
  /** Minutes between options. @default 15 */
  step?: number
  /** @default "en-GB" */
  locale?: string
}

const toMinutes = (time: string) => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`Not a time (HH:mm): ${time}`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** The times a meeting may start at, from `min` to `max` every `step` minutes, labelled for the locale. */
export function timeOptions({ min = '00:00', max = '23:59', step = 15, locale = 'en-GB' }: TimeOptionsConfig = {}) {
  if (step <= 0) throw new Error('step must be positive')
  // 24-hour locales read "09:00", 12-hour ones "9:00 AM".
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions()
  const hour = hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric'
  const format = new Intl.DateTimeFormat(locale, { hour, minute: '2-digit', timeZone: 'UTC' })
  const options: TimeOption[] = []
  for (let minutes = toMinutes(min); minutes <= toMinutes(max); minutes += step) {
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
    const mm = String(minutes % 60).padStart(2, '0')
    options.push({ value: `${hh}:${mm}`, label: format.format(Date.UTC(2000, 0, 1, minutes / 60, minutes % 60)) })
  }
  return options
}
