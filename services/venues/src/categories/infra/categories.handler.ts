import { Controller, Inject } from '@nestjs/common';
import { RPC, type CategoryDto } from '@lieux/contracts';
import { RpcHandler } from '@lieux/messaging';
import { ListCategoriesUseCase } from '../app/list-categories.usecase.js';

@Controller()
export class CategoriesHandler {
  constructor(@Inject(ListCategoriesUseCase) private readonly listCategories: ListCategoriesUseCase) {}

  @RpcHandler(RPC.categoriesList)
  list(): Promise<CategoryDto[]> {
    return this.listCategories.execute();
  }
}
