export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { seoulToday, startOfSeoulDay, validateDateRange, SEOUL, type DateRange, type DateRangeProblem } from './seoulDate';
