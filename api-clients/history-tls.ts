import type { AgentOptions } from 'node:https';
import { checkServerIdentity, type PeerCertificate } from 'node:tls';
import type { PinnedCertificates } from '@/foundation/env/pem-certificates';

/**
 * TLS of the history API client. Spec §7: its certificate cannot be verified, so by default any is
 * accepted. With HISTORY_API_CA_FILE the chain must lead to a pinned certificate (not the system
 * roots) and the name must match, unless the server presents a pinned certificate itself: a pinned
 * leaf is the identity, whatever names a self-signed certificate carries.
 */
export function historyTlsOptions(pinned: PinnedCertificates | undefined): AgentOptions {
  if (!pinned) return { rejectUnauthorized: false, keepAlive: true };
  return {
    keepAlive: true,
    rejectUnauthorized: true,
    ca: pinned.pem,
    checkServerIdentity: (host: string, certificate: PeerCertificate) =>
      pinned.fingerprints.includes(certificate.fingerprint256) ? undefined : checkServerIdentity(host, certificate),
  };
}
