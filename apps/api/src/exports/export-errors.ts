import { errorBody, errorCodes } from '@wl/shared/errors';
import { ApiError } from '../core/api-error.ts';

/** An export would hold more rows than one file may (EXPORT_MAX_ROWS): narrow the filters (422). */
export const exportTooLarge = () =>
  new ApiError(
    422,
    errorBody('The export would have more than 1 000 000 rows; narrow the filters.', errorCodes.exportTooLarge),
  );

/** A column the caller's table does not have (the advisor column outside the network view): 400. */
export const columnNotShown = (column: string) =>
  new ApiError(
    400,
    errorBody('Invalid column', errorCodes.validation, {}, [
      { propertyPath: 'columns', title: `The column ${column} is not in this table.`, message: 'validation:invalid' },
    ]),
  );
