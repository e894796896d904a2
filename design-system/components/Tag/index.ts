export { Chip, Tag, type TagProps } from './Tag';
