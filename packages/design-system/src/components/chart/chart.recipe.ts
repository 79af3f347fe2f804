import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const chartRecipe = defineSlotRecipe({
  className: 'chart',
  jsx: ['BarChart', 'LineChart'],
  description: 'Simple accessible SVG charts (bar, line) with a data table fallback.',
  slots: ['root', 'title', 'svg', 'axis', 'grid', 'bar', 'line', 'point', 'valueLabel', 'details', 'summary', 'table'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    title: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg' },
    svg: { width: 'full', height: 'auto', overflow: 'visible' },
    axis: { fill: 'fg.muted', fontSize: 'xs' },
    grid: { stroke: 'chart.grid', strokeWidth: '1' },
    bar: { fill: 'chart.1' },
    line: { stroke: 'chart.1', strokeWidth: '2', fill: 'none' },
    point: { fill: 'chart.1', stroke: 'bg', strokeWidth: '2' },
    valueLabel: { fill: 'fg', fontSize: 'xs', fontWeight: 'medium' },
    details: { textStyle: 'sm', color: 'fg.muted' },
    summary: {
      cursor: 'pointer',
      width: 'fit',
      borderRadius: 'sm',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'primary.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
    },
    table: {
      mt: '2',
      borderCollapse: 'collapse',
      color: 'fg',
      '& th, & td': {
        px: '2',
        py: '1',
        textAlign: 'start',
        borderBottomWidth: 'thin',
        borderStyle: 'solid',
        borderColor: 'border',
      },
      '& td': { fontVariantNumeric: 'tabular-nums' },
    },
  },
})

export const chartContrastPairs: ContrastPair[] = [
  { usage: 'Chart axis labels', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Chart value labels', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Chart series 1', fg: 'chart.1', bg: 'bg', kind: 'ui' },
  { usage: 'Chart series 2', fg: 'chart.2', bg: 'bg', kind: 'ui' },
  { usage: 'Chart series 3', fg: 'chart.3', bg: 'bg', kind: 'ui' },
]
