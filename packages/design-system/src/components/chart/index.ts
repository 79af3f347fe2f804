export { BarChart, LineChart, type ChartDatum, type ChartProps } from './chart.tsx'
export { niceMax, ticks } from './chart.utils.ts'
