export { Switch, type SwitchProps } from './switch.tsx'
export type { SwitchCheckedChangeDetails } from '@ark-ui/react/switch'
