export { Box, type BoxBackground, type BoxProps, type LayoutElement } from './Box';
export { Stack, type StackProps } from './Stack';
