/** The five platform scores of `metrics`, in the order of their weight in the composite score. */
export const PLATFORM_SCORE_KEYS = ['igScore', 'ttScore', 'fbScore', 'liScore', 'gbScore'] as const;
