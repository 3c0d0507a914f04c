import type { PageDataResult } from './types';

export const props = <P>(value: P): PageDataResult<P> => ({ kind: 'props', props: value });
export const notFound = <P>(): PageDataResult<P> => ({ kind: 'notFound' });
export const redirect = <P>(destination: string, permanent = false): PageDataResult<P> => ({
  kind: 'redirect',
  destination,
  permanent,
});
export const denied = <P>(statusCode: 401 | 403 = 401): PageDataResult<P> => ({ kind: 'denied', statusCode });
