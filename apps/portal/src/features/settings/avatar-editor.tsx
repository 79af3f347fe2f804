import { SquareImageEditor } from '../../lib/files/square-image-editor.tsx'

export interface AvatarEditorProps {
  name: string
  /** What an `<img>` can show now (an object URL for a stored image), or nothing: the initials show. */
  src?: string
  /** Sends the cropped square (POST /me/avatar, field `profile_picture`); rejects after the route told the user. */
  onUpload: (image: File) => Promise<unknown>
}

/** The profile picture (docs/product.md §8 "Avatar uploaded"): a picture up to 10 MB, cropped to a circle. */
export function AvatarEditor({ name, src, onUpload }: AvatarEditorProps) {
  return (
    <SquareImageEditor
      name={name}
      src={src}
      maxBytes={10 * 1024 * 1024}
      cropShape="circle"
      onUpload={onUpload}
      words={{
        fileLabel: 'Profile picture file',
        choose: 'Choose a photo',
        hint: 'PNG, JPEG or WebP. You choose the square to show before anything is sent.',
        wrongType: 'Choose a PNG, JPEG or WebP picture.',
        tooLarge: 'This picture is larger than 10 MB. Choose a smaller one.',
        cropTitle: 'Crop your photo',
        cropDescription:
          'Move and resize the circle, or zoom in, to choose what others see. Only this square is uploaded.',
        cropFailed: 'This picture could not be cropped. Choose another one.',
        upload: 'Upload photo',
        fallbackName: 'avatar',
      }}
    />
  )
}
