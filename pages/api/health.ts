import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness for load balancers (DECISIONS.md, Operations). */
export default function health(_req: NextApiRequest, res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
