/** What one upstream call answered: the status and the parsed body. Its own module so the cache and its shared level both depend on it, not on each other. */
export interface UpstreamResponse<T> {
  status: number;
  data: T;
}
