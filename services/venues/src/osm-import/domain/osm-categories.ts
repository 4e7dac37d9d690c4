import { foldText } from '../../venues/domain/search-words.js';
import { OSM_CATEGORY_RULES, OSM_SHOPS_LEFT_OUT, type OsmCategoryId } from './osm-categories.data.js';

export type OsmTags = Readonly<Record<string, string>>;

/** The product category of an OSM object's tags (osm-categories.data.ts), or null: not a venue for Lieux. */
export function categoryOfTags(tags: OsmTags): OsmCategoryId | null {
  if (tags.shop !== undefined && OSM_SHOPS_LEFT_OUT.includes(tags.shop)) return null;
  const names = [tags.name, tags['name:fr'], tags['name:ar'], tags['name:en']].filter((name): name is string => Boolean(name)).map(foldText);
  for (const rule of OSM_CATEGORY_RULES) {
    const value = tags[rule.key];
    if (value === undefined || value === 'no') continue;
    if (rule.value !== '*' && value !== rule.value) continue;
    if (rule.nameStartsWith && !names.some((name) => rule.nameStartsWith?.some((word) => name === word || name.startsWith(`${word} `)))) continue;
    return rule.category;
  }
  return null;
}

/** Whether the tags may make a venue: pass 1 of the reader keeps the ways these say yes to. */
export function mayBeVenue(tags: OsmTags | undefined): boolean {
  return tags !== undefined && categoryOfTags(tags) !== null;
}
