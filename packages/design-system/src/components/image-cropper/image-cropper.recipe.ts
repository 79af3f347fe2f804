import { defineSlotRecipe } from '@pandacss/dev'
import { imageCropperAnatomy } from '@ark-ui/react/anatomy'

export const imageCropperRecipe = defineSlotRecipe({
  className: 'image-cropper',
  // Used through its parts (<ImageCropper.RootProvider>, .Viewport...), which the default tag names miss.
  jsx: ['ImageCropper', /^ImageCropper\./],
  description: 'Crops a picture in the browser: a movable, resizable selection over the image, and zoom.',
  slots: [...imageCropperAnatomy.keys(), 'zoom'],
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '4', width: 'full' },
    // The picture sets the frame's shape: the cropper maps the frame to the picture's pixels one to one.
    viewport: {
      position: 'relative',
      overflow: 'hidden',
      width: 'full',
      bg: 'bg.emphasized',
      borderRadius: 'lg',
    },
    image: { display: 'block', width: 'full', height: 'auto', pointerEvents: 'none', userSelect: 'none' },
    selection: {
      boxSizing: 'content-box',
      borderWidth: 'medium',
      borderStyle: 'solid',
      borderColor: 'bg',
      // Dims everything outside the selection with the scrim of dialogs.
      boxShadow: '[0 0 0 9999px token(colors.bg.backdrop)]',
      cursor: 'move',
      outline: 'none',
      _focusVisible: { borderColor: 'colorPalette.focusRing' },
      _dragging: { cursor: 'grabbing' },
      '&[data-shape=circle]': { borderRadius: 'full' },
    },
    handle: {
      position: 'absolute',
      width: '4',
      height: '4',
      touchAction: 'none',
      '& > span': { display: 'block', width: '2.5', height: '2.5', bg: 'bg', borderRadius: 'full', boxShadow: 'sm' },
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      '&[data-position=nw], &[data-position=se]': { cursor: 'nwse-resize' },
      '&[data-position=ne], &[data-position=sw]': { cursor: 'nesw-resize' },
      '&[data-position=n], &[data-position=s]': { cursor: 'ns-resize' },
      '&[data-position=e], &[data-position=w]': { cursor: 'ew-resize' },
      '&[data-disabled]': { display: 'none' },
    },
    grid: {
      position: 'absolute',
      pointerEvents: 'none',
      borderColor: 'bg',
      borderStyle: 'solid',
      opacity: '0',
      transition: 'opacity',
      '&[data-axis=horizontal]': { insetBlock: '[33.33%]', insetInline: '0', borderBlockWidth: 'thin' },
      '&[data-axis=vertical]': { insetInline: '[33.33%]', insetBlock: '0', borderInlineWidth: 'thin' },
      '&[data-dragging], &[data-panning]': { opacity: '0.6' },
    },
    zoom: { width: 'full' },
  },
})
