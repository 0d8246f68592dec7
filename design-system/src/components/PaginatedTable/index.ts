export {
  PaginatedTable,
  paginate,
  sortItems,
  type TablePage,
  type PaginatedTableProps,
  type TableSortDirection,
  type TableColumnType,
  type TableHeader,
  type TableSort,
} from './PaginatedTable';
