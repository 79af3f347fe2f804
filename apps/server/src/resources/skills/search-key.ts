/**
 * A skill name or alias folded for comparison: lower case, accents removed, and everything but letters and digits
 * dropped, except that "+" and "#" stay (C++ and C# are not C). "React.js" -> "reactjs", "Node.JS" -> "nodejs",
 * "Café" -> "cafe". The type-ahead, the resume parser and the uniqueness of names all compare these keys.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]/gu, '')
}
