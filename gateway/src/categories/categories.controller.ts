import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RPC, type CategoryDto } from '@lieux/contracts';
import { currentRequestId } from '@lieux/platform';
import { ServiceClient } from '@lieux/messaging';
import { CategoryResponse } from './category.response.js';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'Toutes les catégories de lieux, dans leur ordre d’affichage' })
  @ApiOkResponse({ type: CategoryResponse, isArray: true })
  list(): Promise<CategoryDto[]> {
    return this.services.request(RPC.categoriesList, {}, currentRequestId());
  }
}
