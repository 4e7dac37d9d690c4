import { Controller, Inject } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { RPC, type CategoryDto } from '@lieux/contracts';
import { rpcSubject } from '@lieux/messaging';
import { ListCategoriesUseCase } from '../app/list-categories.usecase.js';

@Controller()
export class CategoriesHandler {
  constructor(@Inject(ListCategoriesUseCase) private readonly listCategories: ListCategoriesUseCase) {}

  @MessagePattern(rpcSubject(RPC.categoriesList))
  list(): Promise<CategoryDto[]> {
    return this.listCategories.execute();
  }
}
