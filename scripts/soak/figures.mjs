// The figures of `npm run soak` from its raw samples: percentiles, the RSS slope, 5xx by page type.
import { isCached, pageTypeOf } from '../loadtest/url-mix.mjs';
import { phaseOfRequest } from './schedule.mjs';

const MIB = 1024 * 1024;

/** Nearest-rank percentile of numbers (sorted here); null for none. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
}

/** Least-squares slope of [{minute, value}] and its standard error; null with fewer than three points. */
export function leastSquaresSlope(points) {
  if (points.length < 3) return null;
  const meanX = points.reduce((sum, point) => sum + point.minute, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.value, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { minute, value } of points) {
    covariance += (minute - meanX) * (value - meanY);
    variance += (minute - meanX) ** 2;
  }
  if (variance === 0) return null;
  const slope = covariance / variance;
  const residuals = points.reduce((sum, { minute, value }) => sum + (value - meanY - slope * (minute - meanX)) ** 2, 0);
  // A sawtooth of collections makes the fit noisy: the error says whether a slope is resolved at all.
  return { slope, standardError: Math.sqrt(residuals / (points.length - 2) / variance) };
}

/** Slope (MiB/min, with its standard error) of one byte field of the samples taken after `fromMs` (offset from the start). */
export function memorySlope(samples, field, fromMs) {
  const points = samples.filter((sample) => sample.offsetMs >= fromMs && sample[field] > 0);
  return leastSquaresSlope(points.map((sample) => ({ minute: sample.offsetMs / 60_000, value: sample[field] / MIB })));
}

/**
 * Requests by phase and page type from the generator's records [sentAt, ms, status, pathIndex]:
 * {byPhase: {phase → {requests, p50, p99, fivexx}}, byPageType: {type → {cached, requests, fivexx, fivexxByPhase}}, overall,
 * healthy5xx: the 5xx answers sent and answered within a healthy phase, with their times}.
 */
export function requestFigures(records, { paths, phases, startedAt }) {
  const latencies = { all: [] };
  const byPhase = {};
  const byPageType = {};
  const healthy5xx = [];
  for (const [sentAt, ms, status, pathIndex] of records) {
    const phase = phaseOfRequest(phases, sentAt - startedAt, sentAt - startedAt + ms);
    const url = paths[pathIndex];
    const type = pageTypeOf(url);
    const serverError = status >= 500;
    (latencies[phase] ??= []).push(ms);
    latencies.all.push(ms);
    const phaseRow = (byPhase[phase] ??= { requests: 0, fivexx: 0 });
    phaseRow.requests += 1;
    if (serverError) phaseRow.fivexx += 1;
    const typeRow = (byPageType[type] ??= { cached: true, requests: 0, fivexx: 0, fivexxByPhase: {} });
    typeRow.cached &&= isCached(url);
    typeRow.requests += 1;
    if (serverError && phase === 'healthy') healthy5xx.push({ offsetMs: sentAt - startedAt, ms, status, url });
    if (serverError) {
      typeRow.fivexx += 1;
      typeRow.fivexxByPhase[phase] = (typeRow.fivexxByPhase[phase] ?? 0) + 1;
    }
  }
  for (const [phase, row] of Object.entries(byPhase)) Object.assign(row, { p50: percentile(latencies[phase], 0.5), p99: percentile(latencies[phase], 0.99) });
  return { overall: { requests: records.length, p50: percentile(latencies.all, 0.5), p99: percentile(latencies.all, 0.99) }, byPhase, byPageType, healthy5xx };
}
