import { useId } from 'react'
import { cx } from '@hireloop/styled-system/css'
import { chart } from '@hireloop/styled-system/recipes'
import { niceMax, ticks } from './chart.utils.ts'

const classes = /* @__PURE__ */ chart()

export interface ChartDatum {
  label: string
  value: number
}

export interface ChartProps {
  /** The chart's name (visible title; names the image and the data table). */
  title: string
  /** One sentence that states the takeaway for screen-reader users ("Applications peaked in March"). */
  description?: string
  data: ChartDatum[]
  /** Formats values on the axis, labels and in the table. @default String */
  formatValue?: (value: number) => string
  /** Header of the table's value column. @default "Value" */
  valueLabel?: string
  /** Header of the table's label column. @default "Label" */
  categoryLabel?: string
  className?: string
}

const width = 480
const height = 220
const pad = { top: 16, right: 8, bottom: 28, left: 48 }
const plotW = width - pad.left - pad.right
const plotH = height - pad.top - pad.bottom

function Frame({
  title,
  description,
  data,
  formatValue = String,
  valueLabel = 'Value',
  categoryLabel = 'Label',
  className,
  children,
  max,
}: ChartProps & { children: React.ReactNode; max: number }) {
  const titleId = useId()
  const descId = useId()
  return (
    <figure className={cx(classes.root, className)}>
      <figcaption id={titleId} className={classes.title}>
        {title}
      </figcaption>
      <svg
        className={classes.svg}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
      >
        {description && <desc id={descId}>{description}</desc>}
        <g aria-hidden="true">
          {ticks(max).map((tick) => {
            const y = pad.top + plotH - (tick / max) * plotH
            return (
              <g key={tick}>
                <line className={classes.grid} x1={pad.left} x2={width - pad.right} y1={y} y2={y} />
                <text className={classes.axis} x={pad.left - 6} y={y} textAnchor="end" dominantBaseline="middle">
                  {formatValue(tick)}
                </text>
              </g>
            )
          })}
          {data.map((datum, index) => (
            <text
              key={datum.label}
              className={classes.axis}
              x={pad.left + (plotW / data.length) * (index + 0.5)}
              y={height - 8}
              textAnchor="middle"
            >
              {datum.label}
            </text>
          ))}
          {children}
        </g>
      </svg>
      {/* The same numbers as a table: for screen readers, for people who prefer numbers, and for copying. */}
      <details className={classes.details}>
        <summary className={classes.summary}>Show data</summary>
        <table className={classes.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{categoryLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.label}>
                <th scope="row">{datum.label}</th>
                <td>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

/** A bar chart as an SVG image (named by the title, described by `description`) with a "Show data" table. */
export function BarChart(props: ChartProps) {
  const max = niceMax(Math.max(0, ...props.data.map((d) => d.value)))
  const band = plotW / Math.max(1, props.data.length)
  const barW = band * 0.6
  return (
    <Frame {...props} max={max}>
      {props.data.map((datum, index) => {
        const h = (datum.value / max) * plotH
        return (
          <rect
            key={datum.label}
            className={classes.bar}
            x={pad.left + band * index + (band - barW) / 2}
            y={pad.top + plotH - h}
            width={barW}
            height={h}
            rx={3}
          />
        )
      })}
    </Frame>
  )
}

/** A line chart as an SVG image with points, named and described like `BarChart`, with a "Show data" table. */
export function LineChart(props: ChartProps) {
  const max = niceMax(Math.max(0, ...props.data.map((d) => d.value)))
  const band = plotW / Math.max(1, props.data.length)
  const points = props.data.map((datum, index) => ({
    x: pad.left + band * (index + 0.5),
    y: pad.top + plotH - (datum.value / max) * plotH,
  }))
  return (
    <Frame {...props} max={max}>
      <polyline className={classes.line} points={points.map((p) => `${p.x},${p.y}`).join(' ')} />
      {points.map((point, index) => (
        <circle key={props.data[index]!.label} className={classes.point} cx={point.x} cy={point.y} r={4} />
      ))}
    </Frame>
  )
}
