import type { z } from 'zod';
import type { SourceName, SOURCES } from '@/api-clients/sources';
import type { Dataset } from '../data';
import type { NotFound } from '../http/responses';

/** Sources answered by the content API (pageProps is served by the Next app itself). */
export type ServedSourceName = Exclude<SourceName, 'pageProps'>;

export type ResolverParams<N extends SourceName> = z.output<(typeof SOURCES)[N]['params']>;
/** The JSON a source sends: its response schema's input (before defaults and transforms). */
export type ResolverBody<N extends SourceName> = z.input<(typeof SOURCES)[N]['response']>;

export type Resolver<N extends SourceName> = (params: ResolverParams<N>, dataset: Dataset) => ResolverBody<N> | NotFound;

export type ResolverTable<N extends ServedSourceName> = { [K in N]: Resolver<K> };
