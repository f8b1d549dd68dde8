import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestCertificate {
  /** PEM file of the certificate: what an app trusts through NODE_EXTRA_CA_CERTS. */
  certFile: string;
  /** PEM file of its private key. */
  keyFile: string;
  cert: string;
  key: string;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, made with the system's openssl. */
export function createTestCertificate(): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'barbearia-push-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
}
