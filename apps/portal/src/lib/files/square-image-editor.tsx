import { Avatar, Button, Dialog } from '@hireloop/design-system'
import { ImageCropper, useImageCropper } from '@hireloop/design-system/image-cropper'
import { css } from '@hireloop/styled-system/css'
import { useRef, useState, type ChangeEvent } from 'react'
import { useObjectUrl } from './use-object-url.ts'

/** What the server stores as a picture (avatars and logos: PNG, JPEG or WebP, recognised from the content). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp']
/** Only the cropped square, at most this many pixels a side, is ever uploaded. */
const SIDE = 512

/** The words of one use (a profile photo, a company logo). */
export interface SquareImageWords {
  /** The file input's accessible name. */
  fileLabel: string
  choose: string
  hint: string
  wrongType: string
  tooLarge: string
  cropTitle: string
  cropDescription: string
  cropFailed: string
  upload: string
  /** The uploaded file's name when the chosen one has none. */
  fallbackName: string
}

export interface SquareImageEditorProps {
  /** For the initials while there is no picture. */
  name: string
  /** What an `<img>` can show now (an object URL for a stored image), or nothing: the initials show. */
  src?: string
  /** The largest file that may be chosen (the crop is what is sent, so it may exceed the upload's limit). */
  maxBytes: number
  cropShape?: 'circle' | 'rectangle'
  words: SquareImageWords
  /** Sends the cropped square; rejects after the route told the user. */
  onUpload: (image: File) => Promise<unknown>
}

const layout = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })
const actions = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })
const muted = css({ color: 'fg.muted', textStyle: 'sm' })
const error = css({ color: 'danger.fg', textStyle: 'sm' })
const cropArea = css({ maxWidth: 'sm', mx: 'auto', width: 'full' })

/** A picture shown as an avatar: choose a file, crop a square of it in the browser, then upload only that square. */
export function SquareImageEditor({ name, src, maxBytes, cropShape, words, onUpload }: SquareImageEditorProps) {
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file can be chosen again after a cancel.
    event.target.value = ''
    if (!file) return
    if (!IMAGE_TYPES.includes(file.type)) {
      setRefusal(words.wrongType)
    } else if (file.size > maxBytes) {
      setRefusal(words.tooLarge)
    } else {
      setRefusal(null)
      setPicked(file)
    }
  }

  return (
    <div className={layout}>
      <Avatar name={name} src={src} size="xl" />
      <div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          aria-label={words.fileLabel}
          hidden
          onChange={choose}
        />
        <div className={actions}>
          <Button variant="outline" onClick={() => input.current?.click()}>
            {words.choose}
          </Button>
        </div>
        <p className={muted}>{words.hint}</p>
        {refusal && (
          <p className={error} role="alert">
            {refusal}
          </p>
        )}
      </div>
      {picked && (
        <CropDialog
          file={picked}
          cropShape={cropShape}
          words={words}
          onClose={() => setPicked(null)}
          onUpload={async (image) => {
            await onUpload(image)
            setPicked(null)
          }}
        />
      )}
    </div>
  )
}

interface CropDialogProps {
  file: File
  cropShape?: 'circle' | 'rectangle'
  words: SquareImageWords
  onClose: () => void
  onUpload: (image: File) => Promise<void>
}

function CropDialog({ file, cropShape, words, onClose, onUpload }: CropDialogProps) {
  const src = useObjectUrl(file)
  const cropper = useImageCropper({ aspectRatio: 1, ...(cropShape ? { cropShape } : {}) })
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function upload() {
    if (uploading) return
    setUploading(true)
    setFailure(null)
    // Drawn on a canvas here: the server gets a small square, never the whole original.
    const image = await cropper.getCroppedImage({ type: 'image/png', maxSize: { width: SIDE, height: SIDE } })
    if (!(image instanceof Blob)) {
      setFailure(words.cropFailed)
      setUploading(false)
      return
    }
    const name = `${file.name.replace(/\.[^.]+$/, '') || words.fallbackName}.png`
    await onUpload(new File([image], name, { type: 'image/png' }))
      .catch(() => undefined)
      .finally(() => setUploading(false))
  }

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && !uploading && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{words.cropTitle}</Dialog.Title>
          <Dialog.Description>{words.cropDescription}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <div className={cropArea}>
            <ImageCropper.RootProvider value={cropper}>
              <ImageCropper.Viewport>
                {src && <ImageCropper.Image src={src} />}
                <ImageCropper.Selection />
              </ImageCropper.Viewport>
              <ImageCropper.Zoom />
            </ImageCropper.RootProvider>
          </div>
          {failure && (
            <p className={error} role="alert">
              {failure}
            </p>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" disabled={uploading}>
              Cancel
            </Button>
          </Dialog.ActionTrigger>
          <Button loading={uploading} onClick={() => void upload()}>
            {words.upload}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
