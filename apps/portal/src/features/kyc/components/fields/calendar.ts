// The calendar of a date field, a chunk of its own: loaded when a calendar is first opened (or
// about to be), not with the form. It brings dayjs's Polish names with it: the public KYC form is
// outside the signed-in app, whose date inputs load them, and its calendar was in English.
import 'dayjs/locale/pl';

export { DatePicker } from '@mantine/dates';
