import { IsString } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';

/**
 * A venue category. `id` is a stable lowercase key (`restaurant`, `cafe`…) used in URLs, in
 * `categoryId` of a venue and as the translation key of the web app; `name` is the French display
 * name.
 */
export class CategoryDto {
  @IsString()
  @JSONSchema({ description: 'Clé stable, en minuscules', example: 'restaurant' })
  id!: string;

  @IsString()
  @JSONSchema({ description: 'Nom affiché, en français', example: 'Restaurant' })
  name!: string;
}
