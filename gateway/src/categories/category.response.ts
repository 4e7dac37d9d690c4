import { ApiProperty } from '@nestjs/swagger';
import type { CategoryDto } from '@lieux/contracts';

/** OpenAPI description of CategoryDto (the contract itself stays decorator-free for the web app). */
export class CategoryResponse implements CategoryDto {
  @ApiProperty({ example: 'restaurant', description: 'Clé stable, en minuscules' })
  id!: string;

  @ApiProperty({ example: 'Restaurant', description: 'Nom affiché, en français' })
  name!: string;
}
