/**
 * A venue category. `id` is a stable lowercase key (`restaurant`, `cafe`…) used in URLs, in
 * `categoryId` of a venue and as the translation key of the web app; `name` is the French display
 * name.
 */
export interface CategoryDto {
  id: string;
  name: string;
}
