import { useId, type ComponentProps } from 'react'
import { DatePicker, useDatePickerContext } from '@ark-ui/react/date-picker'
import { Portal } from '@ark-ui/react/portal'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { datePicker } from '@hireloop/styled-system/recipes'
import { IconButton } from '../icon-button/icon-button.tsx'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(datePicker)

/**
 * A date input with a calendar. Type a date or open the calendar (the trigger button, or Alt+ArrowDown): arrows move by
 * day and week, PageUp/Down by month, Home/End to the week's ends, Enter selects, Escape closes. `selectionMode="range"`
 * picks a range; `min`/`max`/`isDateUnavailable` limit it; values are `@internationalized/date` dates (`parseDate`).
 */
export const Root = /* @__PURE__ */ withProvider(DatePicker.Root, 'root', {
  defaultProps: { lazyMount: true, unmountOnExit: true },
})
export const Label = /* @__PURE__ */ withContext(DatePicker.Label, 'label')
export const Control = /* @__PURE__ */ withContext(DatePicker.Control, 'control')
export const Input = /* @__PURE__ */ withContext(DatePicker.Input, 'input')
/** The calendar button, named "Open calendar". */
export const Trigger = /* @__PURE__ */ withContext(DatePicker.Trigger, 'trigger', {
  defaultProps: { children: <CalendarDays aria-hidden="true" />, 'aria-label': 'Open calendar' },
})
const Positioner = /* @__PURE__ */ withContext(DatePicker.Positioner, 'positioner')
const StyledContent = /* @__PURE__ */ withContext(DatePicker.Content, 'content')
const View = /* @__PURE__ */ withContext(DatePicker.View, 'view')
const ViewControl = /* @__PURE__ */ withContext(DatePicker.ViewControl, 'viewControl')
const ViewTrigger = /* @__PURE__ */ withContext(DatePicker.ViewTrigger, 'viewTrigger')
const Table = /* @__PURE__ */ withContext(DatePicker.Table, 'table')
const TableHead = /* @__PURE__ */ withContext(DatePicker.TableHead, 'tableHead')
const TableHeader = /* @__PURE__ */ withContext(DatePicker.TableHeader, 'tableHeader')
const TableBody = /* @__PURE__ */ withContext(DatePicker.TableBody, 'tableBody')
const TableRow = /* @__PURE__ */ withContext(DatePicker.TableRow, 'tableRow')
const TableCell = /* @__PURE__ */ withContext(DatePicker.TableCell, 'tableCell')
const TableCellTrigger = /* @__PURE__ */ withContext(DatePicker.TableCellTrigger, 'tableCellTrigger')

function Navigation() {
  // Zag names the title button "Switch to month view", which hides the month it shows (axe
  // label-content-name-mismatch); name it by its visible text instead.
  const rangeTextId = useId()
  return (
    <ViewControl>
      <DatePicker.PrevTrigger asChild>
        <IconButton variant="ghost" colorPalette="neutral" size="sm" aria-label="Previous">
          <ChevronLeft />
        </IconButton>
      </DatePicker.PrevTrigger>
      <ViewTrigger aria-labelledby={rangeTextId}>
        <DatePicker.RangeText id={rangeTextId} />
      </ViewTrigger>
      <DatePicker.NextTrigger asChild>
        <IconButton variant="ghost" colorPalette="neutral" size="sm" aria-label="Next">
          <ChevronRight />
        </IconButton>
      </DatePicker.NextTrigger>
    </ViewControl>
  )
}

function DayView() {
  const picker = useDatePickerContext()
  return (
    <View view="day">
      <Navigation />
      <Table>
        <TableHead>
          <TableRow>
            {picker.weekDays.map((weekDay, index) => (
              <TableHeader key={index} abbr={weekDay.long}>
                {weekDay.narrow}
              </TableHeader>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {picker.weeks.map((week, index) => (
            <TableRow key={index}>
              {week.map((day, dayIndex) => (
                <TableCell key={dayIndex} value={day}>
                  <TableCellTrigger>{day.day}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

function MonthView() {
  const picker = useDatePickerContext()
  return (
    <View view="month">
      <Navigation />
      <Table>
        <TableBody>
          {picker.getMonthsGrid({ columns: 4, format: 'short' }).map((months, index) => (
            <TableRow key={index}>
              {months.map((month, monthIndex) => (
                <TableCell key={monthIndex} value={month.value}>
                  <TableCellTrigger>{month.label}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

function YearView() {
  const picker = useDatePickerContext()
  return (
    <View view="year">
      <Navigation />
      <Table>
        <TableBody>
          {picker.getYearsGrid({ columns: 4 }).map((years, index) => (
            <TableRow key={index}>
              {years.map((year, yearIndex) => (
                <TableCell key={yearIndex} value={year.value}>
                  <TableCellTrigger>{year.label}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </View>
  )
}

/** The calendar popup with day, month and year views (the title button switches views). */
export function Content(props: ComponentProps<typeof StyledContent>) {
  return (
    <Portal>
      <Positioner>
        <StyledContent {...props}>
          <DayView />
          <MonthView />
          <YearView />
        </StyledContent>
      </Positioner>
    </Portal>
  )
}

export type RootProps = ComponentProps<typeof Root>
export { parseDate, useDatePickerContext as useContext } from '@ark-ui/react/date-picker'
