import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../components/status/StatusPage';

/** An unexpected rendering or loading failure (e.g. a chunk that cannot load after a deployment): the 500 page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <StatusPage kind={isRouteErrorResponse(error) && error.status === 404 ? '404' : '500'} />;
}
