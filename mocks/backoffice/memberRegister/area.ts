/** The bulk member register: template, dry run and commit as a job. */
import { defineMockArea } from '@mocks/engine/mockArea';
import { adminMemberRegisterHandlers } from './handlers';

export default defineMockArea({ handlers: Object.values(adminMemberRegisterHandlers) });
