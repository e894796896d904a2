export {
  UploadList,
  type UploadItemStatus,
  type UploadListItem,
  type UploadListLabels,
  type UploadListProps,
} from './UploadList';
