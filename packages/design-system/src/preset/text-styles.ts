import { defineTextStyles } from '@pandacss/dev'

const style = (fontSize: string, lineHeight: string) => ({ value: { fontSize, lineHeight } })

/** Font size + line height pairs; recipes use `textStyle` so the pairing stays consistent. */
export const textStyles = defineTextStyles({
  xs: style('xs', '1rem'),
  sm: style('sm', '1.25rem'),
  md: style('md', '1.5rem'),
  lg: style('lg', '1.75rem'),
  xl: style('xl', '1.875rem'),
  '2xl': style('2xl', '2rem'),
  '3xl': style('3xl', '2.375rem'),
  '4xl': style('4xl', '2.75rem'),
})
