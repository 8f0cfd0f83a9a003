import { createBundleHandler } from 'storefront-widgets/react';

// The package's dist/ under /static/: the script, its chunks and the stylesheets, cached as they should be.
export const GET = createBundleHandler({ path: '/static/' });
