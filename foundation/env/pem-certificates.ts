import { X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Certificates an operator pins a TLS peer to, read from a PEM file at start-up. */
export interface PinnedCertificates {
  path: string;
  /** The PEM blocks, as Node's `ca` option takes them. */
  pem: string;
  /** SHA-256 fingerprints (`AB:CD:…`), to recognise the peer presenting one of them itself. */
  fingerprints: string[];
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * A setting naming a PEM file of one or more X.509 certificates. An unreadable file, one without a
 * certificate, or a block that does not parse stops the start-up with the reason (spec §5), rather
 * than failing on the first upstream call.
 */
export const pemCertificateFile = z.string().transform((path, context): PinnedCertificates => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    context.addIssue({ code: 'custom', message: `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})` });
    return z.NEVER;
  }
  const blocks = text.match(PEM_CERTIFICATE) ?? [];
  if (blocks.length === 0) {
    context.addIssue({ code: 'custom', message: `${path} holds no PEM certificate` });
    return z.NEVER;
  }
  try {
    return { path, pem: blocks.join('\n'), fingerprints: blocks.map((block) => new X509Certificate(block).fingerprint256) };
  } catch {
    context.addIssue({ code: 'custom', message: `${path} holds a certificate that does not parse` });
    return z.NEVER;
  }
});
