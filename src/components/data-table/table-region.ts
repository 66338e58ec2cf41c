/**
 * Marks the element holding a table with its search box and pager, so a dialog opened from a row
 * can hand focus back to the table once that row is gone.
 */
export const TABLE_REGION_ATTRIBUTE = 'data-table-region';
