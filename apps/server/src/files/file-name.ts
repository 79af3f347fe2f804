/**
 * A name safe to store and to send back in Content-Disposition (issue 9): no directories (`../`), no control or
 * invisible formatting characters (NUL, bidirectional overrides that turn `gpj.exe` around), none of the characters
 * file systems or headers reserve, at most 100 characters before the extension, and the extension of the type the
 * bytes really are. The name is only ever shown; storage keys never derive from it.
 */
export function sanitizeFileName(raw: string | undefined, extension: string, fallback: string): string {
  const base = (raw ?? '')
    .normalize('NFC')
    // Directories of either convention: only the last segment is a name.
    .split(/[/\\]/)
    .pop()!
    // Control (Cc), format (Cf: bidi overrides, zero-width), unassigned and private-use characters, separators.
    .replace(/[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*;%]/g, '_')
    .replace(/\s+/g, ' ')
    // The uploaded extension says nothing: the sniffed type decides it.
    .replace(/\.[^.]*$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const bounded = [...base].slice(0, 100).join('').trim()
  return `${bounded || fallback}.${extension}`
}

/**
 * `Content-Disposition` for a stored name (RFC 6266): an ASCII fallback for old clients and the UTF-8 name for the
 * rest. Sanitised names hold no quote or backslash, so the quoted form needs no escaping.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7E]/g, '_')
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
