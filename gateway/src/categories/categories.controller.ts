import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RPC, type CategoryDto } from '@lieux/contracts';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { CategoryResponse } from './category.response.js';

@ApiTags('categories')
@Controller('categories')
export class CategoriesController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @Get()
  @ApiOperation({ summary: 'Toutes les catégories de lieux, dans leur ordre d’affichage' })
  @ApiOkResponse({ type: CategoryResponse, isArray: true })
  list(@CallContext() context: RpcCallContext): Promise<CategoryDto[]> {
    return this.services.request(RPC.categoriesList, {}, context);
  }
}
