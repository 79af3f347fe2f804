import { SquareImageEditor } from '../../lib/files/square-image-editor.tsx'

export interface LogoEditorProps {
  companyName: string
  /** What an `<img>` can show now (an object URL for the stored logo), or nothing: the initials show. */
  src?: string
  /** Sends the cropped square (POST /company/{id}/logo, field `file`); rejects after the route told the user. */
  onUpload: (image: File) => Promise<unknown>
}

/**
 * The company logo, cropped to a square. A file over the upload's 2 MB (the contract's uploadCompanyLogo) is refused
 * here before anything is sent.
 */
export function LogoEditor({ companyName, src, onUpload }: LogoEditorProps) {
  return (
    <SquareImageEditor
      name={companyName}
      src={src}
      maxBytes={2 * 1024 * 1024}
      onUpload={onUpload}
      words={{
        fileLabel: 'Company logo file',
        choose: 'Choose a logo',
        hint: 'PNG, JPEG or WebP, at most 2 MB. You choose the square to show before anything is sent.',
        wrongType: 'Choose a PNG, JPEG or WebP image.',
        tooLarge: 'This image is larger than 2 MB. Choose a smaller one, or save it at a lower quality.',
        cropTitle: 'Crop your logo',
        cropDescription:
          'Move and resize the square, or zoom in, to choose what talents see. Only this square is uploaded.',
        cropFailed: 'This image could not be cropped. Choose another one.',
        upload: 'Upload logo',
        fallbackName: 'logo',
      }}
    />
  )
}
