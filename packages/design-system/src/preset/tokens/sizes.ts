import { defineTokens } from '@pandacss/dev'
import { spacing } from './spacing.ts'

export const sizes = defineTokens.sizes({
  ...spacing,
  full: { value: '100%' },
  min: { value: 'min-content' },
  max: { value: 'max-content' },
  fit: { value: 'fit-content' },
  prose: { value: '65ch' },
  dvh: { value: '100dvh', description: 'Full dynamic viewport height' },
  '3xs': { value: '14rem' },
  '2xs': { value: '16rem' },
  xs: { value: '20rem' },
  sm: { value: '24rem' },
  md: { value: '28rem' },
  lg: { value: '32rem' },
  xl: { value: '36rem' },
  '2xl': { value: '42rem' },
  '3xl': { value: '48rem' },
  '4xl': { value: '56rem' },
  '5xl': { value: '64rem' },
  '6xl': { value: '72rem' },
  drawer: { value: '250px', description: 'docs/product.md §9: width of the open recruiter drawer' },
  drawerCollapsed: { value: '4rem', description: 'Width of the collapsed drawer (icon rail)' },
  notificationMenu: { value: '334px', description: 'docs/product.md §9: width of the notification menu' },
  dialog: { value: '700px', description: 'docs/product.md §9: maximum width of a dialog' },
  topBar: { value: '4rem', description: 'Height of the app shell top bar' },
  // Component tier: sizes one component needs, named for it.
  kanbanColumn: { value: '18rem', description: 'Kanban: width of a board column' },
  chatBubble: { value: '36rem', description: 'Chat: maximum width of a message bubble' },
  calendarCell: { value: '6rem', description: 'Calendar: minimum height of a month-view day' },
})
