import { findRoute } from './route-table';

/**
 * Kept for the render cache until its adapter takes `cacheable` from the route record (issue 15);
 * nothing else may use it.
 */
export function findPageConfig(routePath: string): { isPrivate: boolean } | undefined {
  const route = findRoute(routePath);
  return route && { isPrivate: !route.renderCache };
}
