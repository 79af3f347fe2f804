import type * as Sharp from 'sharp'
import { FileRefusal } from './file-refusal.ts'

// libvips is loaded with the first image, not at start: it weighs tens of MiB that most processes never need.
let loading: Promise<typeof Sharp> | undefined
const loadSharp = async () => (await (loading ??= import('sharp'))).default

/** Stored images fit in this square: plenty for avatars and logos, and a bound on what a download costs. */
export const IMAGE_MAX_EDGE = 1024
/** Decoding more pixels than this is refused: a small file may claim a huge canvas (a decompression bomb). */
export const IMAGE_MAX_PIXELS = 40_000_000

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp'

/**
 * Decodes and re-encodes an image in its own format (issue 9): no uploaded byte is served as it came. Metadata
 * (EXIF with its GPS position, XMP, comments, ICC profiles) is dropped after the orientation it states is applied;
 * only the first frame of an animation is kept. A truncated or corrupt image is refused.
 */
export async function reEncodeImage(bytes: Uint8Array, type: ImageType): Promise<Buffer> {
  const sharp = await loadSharp()
  try {
    const options = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS } as const
    const image = sharp(bytes, options)
      .autoOrient()
      .resize({ width: IMAGE_MAX_EDGE, height: IMAGE_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
    switch (type) {
      case 'image/png': {
        // An indexed PNG stays indexed: as truecolour it would grow up to four times. Its colours already fit the
        // palette, so no dithering; the least quantisation effort bounds the CPU (about 0.6 s for 1024x1024 noise).
        const { isPalette } = await sharp(bytes, options).metadata()
        const palette = isPalette ? { palette: true, colours: 256, dither: 0, effort: 1 } : {}
        return await image.png({ compressionLevel: 9, ...palette }).toBuffer()
      }
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
      case 'image/webp':
        return await image.webp({ quality: 85 }).toBuffer()
    }
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message)
    throw new FileRefusal(
      'unreadable',
      tooLarge
        ? `The image is too large: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`
        : 'The image could not be read: it may be damaged or incomplete.',
    )
  }
}
