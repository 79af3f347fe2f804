import { Avatar, Button, Dialog } from '@hireloop/design-system'
import { ImageCropper, useImageCropper } from '@hireloop/design-system/image-cropper'
import { css } from '@hireloop/styled-system/css'
import { useRef, useState, type ChangeEvent } from 'react'
import { useObjectUrl } from '../../lib/files/use-object-url.ts'
import { actions, muted } from './company-settings-styles.ts'

/** What the server stores as a logo (the contract's uploadCompanyLogo: PNG, JPEG or WebP, at most 2 MB). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp']
export const LOGO_MAX_BYTES = 2 * 1024 * 1024
const LOGO_SIDE = 512

export interface LogoEditorProps {
  companyName: string
  /** What an `<img>` can show now (an object URL for the stored logo), or nothing: the initials show. */
  src?: string
  /** Sends the cropped square (POST /company/{id}/logo, field `file`); rejects after the route told the user. */
  onUpload: (image: File) => Promise<unknown>
}

const layout = css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' })
const error = css({ color: 'danger.fg', textStyle: 'sm' })
const cropArea = css({ maxWidth: 'sm', mx: 'auto', width: 'full' })

/**
 * The company logo: choose a file, crop a square of it in the browser, then upload only that square. A file the
 * server would refuse (type, over 2 MB) is refused here before anything is sent.
 */
export function LogoEditor({ companyName, src, onUpload }: LogoEditorProps) {
  const input = useRef<HTMLInputElement>(null)
  const [picked, setPicked] = useState<File | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    // The same file can be chosen again after a cancel.
    event.target.value = ''
    if (!file) return
    if (!LOGO_TYPES.includes(file.type)) {
      setRefusal('Choose a PNG, JPEG or WebP image.')
    } else if (file.size > LOGO_MAX_BYTES) {
      setRefusal('This image is larger than 2 MB. Choose a smaller one, or save it at a lower quality.')
    } else {
      setRefusal(null)
      setPicked(file)
    }
  }

  return (
    <div className={layout}>
      <Avatar name={companyName} src={src} size="xl" />
      <div>
        <input
          ref={input}
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-label="Company logo file"
          hidden
          onChange={choose}
        />
        <div className={actions}>
          <Button variant="outline" onClick={() => input.current?.click()}>
            Choose a logo
          </Button>
        </div>
        <p className={muted}>PNG, JPEG or WebP, at most 2 MB. You choose the square to show before anything is sent.</p>
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
  const cropper = useImageCropper({ aspectRatio: 1 })
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function upload() {
    if (uploading) return
    setUploading(true)
    setFailure(null)
    // Drawn on a canvas here: the server gets a small square, never the whole original.
    const image = await cropper.getCroppedImage({ type: 'image/png', maxSize: { width: LOGO_SIDE, height: LOGO_SIDE } })
    if (!(image instanceof Blob)) {
      setFailure('This image could not be cropped. Choose another one.')
      setUploading(false)
      return
    }
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'logo'}.png`
    await onUpload(new File([image], name, { type: 'image/png' }))
      .catch(() => undefined)
      .finally(() => setUploading(false))
  }

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && !uploading && onClose()}>
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>Crop your logo</Dialog.Title>
          <Dialog.Description>
            Move and resize the square, or zoom in, to choose what talents see. Only this square is uploaded.
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
            Upload logo
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger />
      </Dialog.Content>
    </Dialog.Root>
  )
}
