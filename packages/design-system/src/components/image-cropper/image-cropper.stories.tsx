import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as ImageCropper from './image-cropper.tsx'
import { useImageCropper } from '@ark-ui/react/image-cropper'

/** A 600x400 picture drawn in the browser: the stories need no network, and an object URL keeps the canvas clean. */
async function samplePicture(): Promise<string> {
  const canvas = document.createElement('canvas')
  canvas.width = 600
  canvas.height = 400
  const context = canvas.getContext('2d')!
  const gradient = context.createLinearGradient(0, 0, 600, 400)
  gradient.addColorStop(0, '#0f766e')
  gradient.addColorStop(1, '#facc15')
  context.fillStyle = gradient
  context.fillRect(0, 0, 600, 400)
  context.fillStyle = '#ffffff'
  context.beginPath()
  context.arc(300, 170, 90, 0, Math.PI * 2)
  context.fill()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'))
  return URL.createObjectURL(blob!)
}

const sizeOf = (blob: Blob) =>
  createImageBitmap(blob).then((bitmap) => ({ width: bitmap.width, height: bitmap.height }))

/** A square avatar crop, as a profile picture takes it: crop, zoom, then draw the result. */
function SquareCrop({ src }: { src: string }) {
  const cropper = useImageCropper({ aspectRatio: 1, cropShape: 'circle' })
  const [result, setResult] = useState<{ url: string; width: number; height: number } | null>(null)
  async function crop() {
    const blob = await cropper.getCroppedImage({ type: 'image/png', maxSize: { width: 256, height: 256 } })
    if (!(blob instanceof Blob)) return
    setResult({ url: URL.createObjectURL(blob), ...(await sizeOf(blob)) })
  }
  return (
    <div style={{ maxWidth: 360, display: 'grid', gap: 16 }}>
      <ImageCropper.RootProvider value={cropper}>
        <ImageCropper.Viewport>
          <ImageCropper.Image src={src} />
          <ImageCropper.Selection />
        </ImageCropper.Viewport>
        <ImageCropper.Zoom />
      </ImageCropper.RootProvider>
      <Button onClick={() => void crop()}>Crop</Button>
      {result && (
        <img src={result.url} alt={`Cropped, ${result.width} by ${result.height} pixels`} width={96} height={96} />
      )}
    </div>
  )
}

const meta = {
  title: 'Components/Image cropper',
  component: SquareCrop,
  loaders: [async () => ({ src: await samplePicture() })],
  render: (_args, { loaded }) => <SquareCrop src={loaded.src as string} />,
} satisfies Meta<typeof SquareCrop>
export default meta
type Story = StoryObj<typeof meta>

/**
 * Keyboard first: Tab reaches the selection (a slider named for the crop area), arrows move it, + zooms; the zoom
 * slider follows. Crop draws the square selection on a canvas, at most 256 pixels a side.
 */
export const SquareAvatar: Story = {
  args: { src: '' },
  play: async ({ canvas }) => {
    // The selection shows once the picture is loaded and measured.
    const selection = await canvas.findByRole('slider', { name: 'Crop selection area (circle)', hidden: true })
    await waitFor(() => expect(selection).toBeVisible(), { timeout: 5000 })
    const zoom = canvas.getByRole('slider', { name: 'Zoom' })
    await expect(zoom).toHaveAttribute('aria-valuetext', '100%')
    selection.focus()
    await userEvent.keyboard('+')
    await waitFor(() => expect(zoom).not.toHaveAttribute('aria-valuetext', '100%'))
    zoom.focus()
    await userEvent.keyboard('{End}')
    await expect(zoom).toHaveAttribute('aria-valuetext', '500%')
    await userEvent.click(canvas.getByRole('button', { name: 'Crop' }))
    // Square, and never larger than asked: at 500% the selection covers fewer than 256 of the picture's pixels.
    const cropped = await canvas.findByRole('img', { name: /^Cropped, / }, { timeout: 3000 })
    const [width, height] = (cropped.getAttribute('alt')!.match(/\d+/g) ?? []).map(Number)
    await expect(width).toBe(height)
    await expect(width).toBeGreaterThan(0)
    await expect(width).toBeLessThanOrEqual(256)
  },
}
