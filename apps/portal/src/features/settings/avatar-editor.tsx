import { Avatar, Button, Dialog } from '@hireloop/design-system'
import { ImageCropper, useImageCropper } from '@hireloop/design-system/image-cropper'
import { css } from '@hireloop/styled-system/css'
import { useRef, useState, type ChangeEvent } from 'react'
import { useObjectUrl } from '../../lib/files/use-object-url.ts'
import { actions, muted } from './settings-styles.ts'

/** What the server stores as an avatar (docs/product.md §8 "Avatar uploaded"; the contract's uploadMyAvatar). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp']
/** A picture to crop may be larger than the upload: only the cropped square, at most 512 pixels a side, is sent. */
export const AVATAR_SOURCE_MAX_BYTES = 10 * 1024 * 1024
const AVATAR_SIDE = 512

export interface AvatarEditorProps {
  name: string
  /** What an `<img>` can show now (an object URL for a stored image), or nothing: the initials show. */
  src?: string
  /** Sends the cropped square (POST /me/avatar, field `profile_picture`); rejects after the route told the user. */
  onUpload: (image: File) => Promise<unknown>
}

const layout = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })
const error = css({ color: 'danger.fg', textStyle: 'sm' })
const cropArea = css({ maxWidth: 'sm', mx: 'auto', width: 'full' })

/** The profile picture: choose a file, crop a square of it in the browser, then upload only that square. */
export function AvatarEditor({ name, src, onUpload }: AvatarEditorProps) {
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file can be chosen again after a cancel.
    event.target.value = ''
    if (!file) return
    if (!AVATAR_TYPES.includes(file.type)) {
      setRefusal('Choose a PNG, JPEG or WebP picture.')
    } else if (file.size > AVATAR_SOURCE_MAX_BYTES) {
      setRefusal('This picture is larger than 10 MB. Choose a smaller one.')
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
          accept={AVATAR_TYPES.join(',')}
          aria-label="Profile picture file"
          hidden
          onChange={choose}
        />
        <div className={actions}>
          <Button variant="outline" onClick={() => input.current?.click()}>
            Choose a photo
          </Button>
        </div>
        <p className={muted}>PNG, JPEG or WebP. You choose the square to show before anything is sent.</p>
        {refusal && (
          <p className={error} role="alert">
            {refusal}
          </p>
        )}
      </div>
      {picked && (
        <CropDialog
          file={picked}
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
  onClose: () => void
  onUpload: (image: File) => Promise<void>
}

function CropDialog({ file, onClose, onUpload }: CropDialogProps) {
  const src = useObjectUrl(file)
  const cropper = useImageCropper({ aspectRatio: 1, cropShape: 'circle' })
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function upload() {
    if (uploading) return
    setUploading(true)
    setFailure(null)
    // Drawn on a canvas here: the server gets a small square, never the whole original.
    const image = await cropper.getCroppedImage({
      type: 'image/png',
      maxSize: { width: AVATAR_SIDE, height: AVATAR_SIDE },
    })
    if (!(image instanceof Blob)) {
      setFailure('This picture could not be cropped. Choose another one.')
      setUploading(false)
      return
    }
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'avatar'}.png`
    await onUpload(new File([image], name, { type: 'image/png' }))
      .catch(() => undefined)
      .finally(() => setUploading(false))
  }

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && !uploading && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Crop your photo</Dialog.Title>
          <Dialog.Description>
            Move and resize the circle, or zoom in, to choose what others see. Only this square is uploaded.
          </Dialog.Description>
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
            Upload photo
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
