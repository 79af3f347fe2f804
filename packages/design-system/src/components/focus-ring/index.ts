export { focusRing } from './focus-ring.ts'
