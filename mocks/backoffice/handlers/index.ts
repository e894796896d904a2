/** Every back-office handler table, by contract area, for the mock's handler groups. */
export { adminAccountHandlers } from './account';
export { adminSettingHandlers } from './setting';
