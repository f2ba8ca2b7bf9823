/** The `page` of a paged reply (spec §7): its size, the total of matches, how many pages they fill, its zero-based number. */
export function pageInfo(totalElements: number, size: number, page: number) {
  return { size, totalElements, totalPages: Math.ceil(totalElements / size), number: page };
}
