import type { ComponentProps } from 'react'
import { ImageCropper, useImageCropperContext } from '@ark-ui/react/image-cropper'
import { createStyleContext } from '@hireloop/styled-system/jsx'
import { imageCropper } from '@hireloop/styled-system/recipes'
import * as Slider from '../slider/slider.tsx'

const { withProvider, withContext } = /* @__PURE__ */ createStyleContext(imageCropper)

/**
 * The cropper's state from `useImageCropper({ aspectRatio: 1 })`, kept by the caller so that it can ask for the
 * result: `await cropper.getCroppedImage({ type: 'image/png', maxSize })` draws the selection on a canvas.
 */
export const RootProvider = /* @__PURE__ */ withProvider(ImageCropper.RootProvider, 'root')
/** The cropper with its own state, for a preview nobody reads back. */
export const Root = /* @__PURE__ */ withProvider(ImageCropper.Root, 'root')
/** The frame, as wide as its container and as tall as the picture; dragging outside the selection pans. */
export const Viewport = /* @__PURE__ */ withContext(ImageCropper.Viewport, 'viewport')
/** The picture (decorative: the root names the cropper). Give it a same-origin or object URL, or the canvas is tainted. */
export const Image = /* @__PURE__ */ withContext(ImageCropper.Image, 'image')
const StyledSelection = /* @__PURE__ */ withContext(ImageCropper.Selection, 'selection')
// `position` is also a CSS property: forwarded, or the style props would take it (and its type).
const Handle = /* @__PURE__ */ withContext(ImageCropper.Handle, 'handle', {
  forwardProps: ['position'],
}) as unknown as typeof ImageCropper.Handle
const Grid = /* @__PURE__ */ withContext(ImageCropper.Grid, 'grid')

/**
 * The selection with its eight resize handles and a rule-of-thirds grid while it moves. Keyboard on the selection
 * (a slider): arrows move it, Alt+arrows resize it, + and - zoom; Shift takes bigger steps.
 */
export function Selection(props: ComponentProps<typeof StyledSelection>) {
  return (
    <StyledSelection {...props}>
      {ImageCropper.handles.map((position) => (
        <Handle key={position} position={position}>
          <span />
        </Handle>
      ))}
      <Grid axis="horizontal" />
      <Grid axis="vertical" />
    </StyledSelection>
  )
}

const ZoomRoot = /* @__PURE__ */ withContext('div', 'zoom')

export interface ZoomProps {
  /** @default "Zoom" */
  label?: string
  /** The cropper's `minZoom`. @default 1 */
  min?: number
  /** The cropper's `maxZoom`. @default 5 */
  max?: number
}

/** A slider for the image's zoom, tied to the cropper around it; the value reads as a percentage. */
export function Zoom({ label = 'Zoom', min = 1, max = 5 }: ZoomProps) {
  const cropper = useImageCropperContext()
  return (
    <ZoomRoot>
      <Slider.Root
        min={min}
        max={max}
        step={0.1}
        value={[cropper.zoom]}
        onValueChange={({ value }) => cropper.setZoom(value[0] ?? min)}
        formatValue={(zoom) => `${Math.round(zoom * 100)}%`}
      >
        <Slider.Header>
          <Slider.Label>{label}</Slider.Label>
          <Slider.ValueText />
        </Slider.Header>
        <Slider.Control />
      </Slider.Root>
    </ZoomRoot>
  )
}

export type RootProviderProps = ComponentProps<typeof RootProvider>
export { useImageCropperContext as useContext } from '@ark-ui/react/image-cropper'
