import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import { paths } from '@/config/paths.ts';
// Eager on purpose: it must render even when loading a route chunk is what failed.
import { ErrorPage } from '@/features/errors/components/error-page.tsx';

const HomePage = lazy(() => import('@/features/home/components/home-page.tsx'));
const NotFoundPage = lazy(() => import('@/features/errors/components/not-found-page.tsx'));

function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

/**
 * The route tree. `extraRoutes` go before the catch-all; tests use it to mount a route that
 * throws, so the real error boundary is exercised.
 */
export function createRoutes(extraRoutes: RouteObject[] = []): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      children: [
        { path: paths.home.path, element: <HomePage /> },
        ...extraRoutes,
        { path: paths.notFound.path, element: <NotFoundPage /> },
      ],
    },
  ];
}
