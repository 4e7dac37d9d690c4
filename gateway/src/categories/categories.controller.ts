import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { API, RPC, type CategoryDto } from '@lieux/contracts';
import { ServiceClient, type RpcCallContext } from '@lieux/messaging';
import { CallContext } from '../actor/call-context.decorator.js';
import { ApiRoute } from '../http/api-route.decorator.js';

@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(@Inject(ServiceClient) private readonly services: ServiceClient) {}

  @ApiRoute(API.categories.list, { summary: 'Toutes les catégories de lieux, dans leur ordre d’affichage' })
  list(@CallContext() context: RpcCallContext): Promise<CategoryDto[]> {
    return this.services.request(RPC.categoriesList, {}, context);
  }
}
