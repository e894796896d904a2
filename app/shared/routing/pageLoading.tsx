/**
 * What a layout shows where its page will be while the page's code loads: the one loading state
 * of the layouts' Suspense boundary (RouteOutlet) and of the first page waiting in place for its
 * code (lazyPage).
 */
import { Spinner } from '@ds/components/Spinner';
import { copy } from '@app/shared/copy';

export const pageLoading = <Spinner label={copy.common.loading} />;
