import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

// A minimal DER writer: just the ASN.1 shapes one X.509 v3 certificate needs.
function der(tag: number, content: Buffer): Buffer {
  const length = content.length;
  const lengthBytes = length < 0x80 ? Buffer.from([length]) : length < 0x100 ? Buffer.from([0x81, length]) : Buffer.from([0x82, length >> 8, length & 0xff]);
  return Buffer.concat([Buffer.from([tag]), lengthBytes, content]);
}
const sequence = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
/** DER integers are minimal: one leading zero byte only when the high bit would read as a sign. */
const positiveInteger = (bytes: Buffer) => der(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const octetString = (content: Buffer) => der(0x04, content);
const bitString = (content: Buffer) => der(0x03, Buffer.concat([Buffer.from([0]), content]));
const explicit = (index: number, content: Buffer) => der(0xa0 + index, content);
const generalizedTime = (date: Date) => der(0x18, Buffer.from(`${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`));

function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

const ECDSA_WITH_SHA256 = sequence(objectIdentifier('1.2.840.10045.4.3.2'));
const SUBJECT_ALT_NAME = '2.5.29.17';
const COMMON_NAME = '2.5.4.3';

/**
 * A self-signed certificate (P-256, valid from yesterday for a year) for 127.0.0.1, with its key,
 * as PEM. Subject and issuer are the same name and nothing signs it but its own key, so a client
 * that verifies certificates refuses it and one that does not accepts it.
 */
export function createSelfSignedCertificate(commonName = 'playnote-test-upstream'): { cert: string; key: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const name = sequence(der(0x31, sequence(objectIdentifier(COMMON_NAME), der(0x0c, Buffer.from(commonName)))));
  const now = Date.now();
  const loopbackAddress = der(0x87, Buffer.from([127, 0, 0, 1]));
  const toBeSigned = sequence(
    explicit(0, positiveInteger(Buffer.from([2]))), // version 3
    positiveInteger(Buffer.concat([Buffer.from([1]), randomBytes(8)])),
    ECDSA_WITH_SHA256,
    name,
    sequence(generalizedTime(new Date(now - 86_400_000)), generalizedTime(new Date(now + 365 * 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, sequence(sequence(objectIdentifier(SUBJECT_ALT_NAME), octetString(sequence(loopbackAddress))))),
  );
  const signature = sign('sha256', toBeSigned, privateKey);
  const certificate = sequence(toBeSigned, ECDSA_WITH_SHA256, bitString(signature));
  const base64Lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64Lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}
