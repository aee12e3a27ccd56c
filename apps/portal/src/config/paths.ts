/** Every route of the portal in one place; later issues add their paths here. */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  /** The catch-all: any path no other route matches renders the 404 page. */
  notFound: {
    path: '*',
  },
} as const;
