/**
 * The CERTIFICATE area (`/admin/certificates…`, issue 32): the certificate list with its primary,
 * and one certificate's layout editor. Each screen is its own lazy chunk.
 */
import { lazyPage } from '@app/shared/routing/lazyPage';
import { defineBackofficeArea } from '../areas/defineArea';

export default defineBackofficeArea({
  id: 'CERTIFICATE',
  routes: [
    { index: true, element: lazyPage(() => import('./CertificatesPage'), 'CertificatesPage') },
    { path: ':certificateKey', element: lazyPage(() => import('./CertificateEditorPage'), 'CertificateEditorPage') },
  ],
});
