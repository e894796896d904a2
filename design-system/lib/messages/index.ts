export type { DesignSystemMessages } from './DesignSystemMessages';
export {
  DesignSystemMessagesProvider,
  useDesignSystemMessages,
} from './DesignSystemMessagesProvider';
