export function searchQueries(count?: number, seed?: number): { shape: string; query: Record<string, string>; url: string }[];
