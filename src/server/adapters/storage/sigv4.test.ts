import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode } from './sigv4';

// AWS's published example ("Example: GET Object" of the S3 SigV4 header documentation).
const EXAMPLE = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', service: 's3' };

describe('SigV4', () => {
  it('signs AWS documentation GET Object example to its published signature', () => {
    const headers = signRequest(EXAMPLE, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_SHA256,
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs AWS documentation PUT Object example to its published signature', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(EXAMPLE, {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test%24file.text'),
      headers: { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toContain('Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('encodes as RFC 3986, keeping slashes only in paths', () => {
    expect(uriEncode('a b/c~d$', true)).toBe('a%20b/c~d%24');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(uriEncode('照片', true)).toBe('%E7%85%A7%E7%89%87');
  });
});
