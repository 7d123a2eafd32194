import type { RouteObject } from 'react-router';
import { createBrowserRouter } from 'react-router';
import { RouteErrorPage } from './error-page';
import { RootLayout } from './layout';
import { RouteGuard } from './route-guard';
import { RoutePageView } from './route-page';
import { appRoutes } from './routes';

/** The React Router tree: the root layout around every entry of the route table, each behind its guard. */
export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A page that throws keeps the navigation bar and footer around the error.
        errorElement: <RouteErrorPage />,
        children: appRoutes.map((route) => ({
          path: route.path,
          element: (
            <RouteGuard key={route.path} route={route}>
              <RoutePageView page={route.page} />
            </RouteGuard>
          ),
        })),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
