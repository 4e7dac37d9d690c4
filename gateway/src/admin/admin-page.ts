import { ADMIN_PAGE_SIZE, type AdminListRequest } from '@lieux/contracts';

/** The page an admin list asks for: page 1 and the spec's 8 rows unless the query says otherwise. */
export function adminPage(query: { page?: number; pageSize?: number }): AdminListRequest {
  return { page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE };
}
