/** Where the bulk manual register lives under the MEMBER area, named once for the route, the section navigation and the tests. */
import { ADMIN_ROOT } from '../../access/areas';

export const MEMBER_REGISTER_PATH = `${ADMIN_ROOT}/members/register`;
