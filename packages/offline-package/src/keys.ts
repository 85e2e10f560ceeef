import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import * as v from 'valibot';
import { LIMITS } from './limits.js';
import { Refusal } from './reasons.js';

/** The one signature algorithm of format 1: ECDSA on P-256 with SHA-256. */
export const SIGNATURE_ALGORITHM = 'ECDSA-P256-SHA256';
/**
 * The one signature encoding: ASN.1 DER (`SEQUENCE { r INTEGER, s INTEGER }`), what
 * java.security's "SHA256withECDSA" returns and takes, and CryptoKit's
 * `P256.Signing.ECDSASignature(derRepresentation:)`.
 */
export const SIGNATURE_ENCODING = 'der';

const SignatureFileSchema = v.strictObject({
  format: v.literal(1),
  algorithm: v.literal(SIGNATURE_ALGORITHM),
  encoding: v.literal(SIGNATURE_ENCODING),
  keyId: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  signature: v.pipe(v.string(), v.base64()),
});

/** `signature.json`: the detached signature of the manifest's exact bytes and its key's id. */
export type SignatureFile = v.InferOutput<typeof SignatureFileSchema>;

/** A key's id: SHA-256 of its public key's SubjectPublicKeyInfo DER, lower-case hex. */
export function keyIdOf(key: KeyObject): string {
  const pub = key.type === 'public' ? key : createPublicKey(key);
  const spki = pub.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('hex');
}

/** Reads a public (or private) key in PEM and checks it is a P-256 key. */
export function publicKeyFromPem(pem: string | Buffer, what = 'public key'): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem);
  } catch {
    throw new Error(`The ${what} is not a PEM public or private key.`);
  }
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error(`The ${what} is not an ECDSA P-256 key.`);
  }
  return key;
}

/** Signs the manifest's exact bytes. */
export function signManifest(manifest: Buffer, privateKey: KeyObject): SignatureFile {
  const signature = sign('sha256', manifest, { key: privateKey, dsaEncoding: 'der' });
  return {
    format: 1,
    algorithm: SIGNATURE_ALGORITHM,
    encoding: SIGNATURE_ENCODING,
    keyId: keyIdOf(privateKey),
    signature: signature.toString('base64'),
  };
}

export function signatureFileBytes(file: SignatureFile): Buffer {
  return Buffer.from(`${JSON.stringify(file, null, 2)}\n`, 'utf8');
}

function parseSignatureFile(bytes: Buffer): SignatureFile {
  try {
    if (bytes.length > LIMITS.maxSignatureBytes) throw new Error('too large');
    return v.parse(SignatureFileSchema, JSON.parse(bytes.toString('utf8')));
  } catch {
    throw new Refusal('SIGNATURE_MISSING', 'signature.json is not a format-1 signature file');
  }
}

/**
 * Checks the detached signature against the trusted keys (by id, so two keys may be trusted while
 * one is rotated) and returns the id of the key that signed.
 */
export function checkSignature(manifest: Buffer, signature: Buffer, trusted: KeyObject[]): string {
  const file = parseSignatureFile(signature);
  const key = trusted.find((k) => keyIdOf(k) === file.keyId);
  if (!key) throw new Refusal('UNKNOWN_KEY', `key id ${file.keyId}`);
  const bytes = Buffer.from(file.signature, 'base64');
  if (!verify('sha256', manifest, { key, dsaEncoding: 'der' }, bytes)) {
    throw new Refusal('BAD_SIGNATURE');
  }
  return file.keyId;
}
