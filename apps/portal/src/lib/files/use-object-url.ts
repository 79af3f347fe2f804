import { useEffect, useState } from 'react'

/**
 * A URL an `<img>` can load for a Blob in memory (a chosen file, an image read with the token), revoked when the
 * Blob changes or the component goes. Made in an effect, so a re-run (strict mode) never shows a revoked URL.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | undefined {
  const [shown, setShown] = useState<{ blob: Blob; url: string } | null>(null)
  useEffect(() => {
    if (!blob) return
    const url = URL.createObjectURL(blob)
    setShown({ blob, url })
    return () => URL.revokeObjectURL(url)
  }, [blob])
  return blob && shown?.blob === blob ? shown.url : undefined
}
