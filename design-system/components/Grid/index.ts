export { Grid, type GridProps, type ResponsiveColumns } from './Grid';
