/**
 * Saves a file the API answered (a Blob read with the bearer token) under a name: a bare link could not carry the
 * token. The object URL lives only for the click that hands it to the browser's download.
 */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
