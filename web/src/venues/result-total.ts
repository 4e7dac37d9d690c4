import type { SearchTotal } from '@lieux/contracts';

/**
 * A list's total as a sentence (issue 28): "11 résultats trouvés", "1 résultat", or past the
 * server's counting cap "Plus de 1 000 résultats". `plural` is a screen's `usePlural`, whose
 * catalog has the plural messages `count` and `countMore`.
 */
export function resultTotalText(plural: (base: 'count' | 'countMore', count: number) => string, total: SearchTotal): string {
  return total.more ? plural('countMore', total.count) : plural('count', total.count);
}
