export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { dateRangeMessages, seoulToday, startOfSeoulDay, validateDateRange, SEOUL, type DateRange } from './seoulDate';
