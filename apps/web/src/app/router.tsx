import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { CenteredLoader } from '../components/centered-loader';
import { RouteErrorPage } from './error-page';
import { RootLayout } from './layout';
import { GuardedOutlet } from './route-guard';
import { appRoutes } from './routes';

/** The React Router tree: the root layout around every route of the table, each behind its guard. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that throws, or whose chunk fails to load, keeps the navigation bar
        // and footer around the error.
        errorElement: <RouteErrorPage />,
        // While the first page's chunk loads, the layout shows with a loader where the page goes.
        hydrateFallbackElement: <CenteredLoader />,
        element: <GuardedOutlet />,
        children: [...appRoutes],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
