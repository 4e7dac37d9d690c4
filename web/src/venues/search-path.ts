/** `/recherche?q=…` for a search text, or null when the trimmed text is empty (spec section 5). */
export function searchPath(text: string): string | null {
  const q = text.trim();
  return q === '' ? null : `/recherche?${new URLSearchParams({ q }).toString()}`;
}
