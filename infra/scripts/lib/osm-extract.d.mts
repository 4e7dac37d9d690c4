export declare const EDGE_CASES: Record<'noName' | 'arabicOnly' | 'unparsedHours' | 'wayWithoutNodes' | 'building' | 'bench' | 'carRepair' | 'relation' | 'noCity' | 'hafa' | 'yasmineArabic' | 'alwaysOpen' | 'threeLanguages' | 'holidays' | 'contacts', number>;
export interface GeneratedVenue {
  id: number;
  version: number;
  lat: number;
  lon: number;
  tags: Record<string, string | undefined>;
  isWay: boolean;
}
export declare function generatedVenue(i: number, revision?: number): GeneratedVenue;
export declare function osmExtractPieces(options: { pois: number; revision?: number }): Generator<string>;
export declare function writeOsmExtract(file: string, options: { pois: number; revision?: number }): Promise<void>;
