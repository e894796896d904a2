export { LoadMore, loadedStatus, type LoadMoreProps } from './LoadMore';
