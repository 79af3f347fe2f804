export * as Slider from './slider.tsx'
export type { RootProps as SliderRootProps } from './slider.tsx'
export type { SliderValueChangeDetails } from '@ark-ui/react/slider'
