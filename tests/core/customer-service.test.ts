import { desEncrypt } from '@/api/crypto';
import { readServiceLinks } from '@/core/customer-service';
import { serviceLinkOf } from '@/core/service-link';
import { decryptServicePath } from '@/core/des-decrypt';

const seal = (url: string, key: string) => desEncrypt(url, key) + key;

describe('customer-service paths', () => {
  it('decrypt with the last 8 characters as the DES key', () => {
    expect(decryptServicePath(seal('https://chat.example.com/desk?id=1', 'aB3dE6gH'))).toBe(
      'https://chat.example.com/desk?id=1',
    );
  });

  it('do not decrypt with another key or when not a cipher text', () => {
    const sealed = seal('https://chat.example.com/', 'aB3dE6gH');
    expect(decryptServicePath(`${sealed.slice(0, -8)}zzzzzzzz`)).not.toBe('https://chat.example.com/');
    expect(decryptServicePath('short')).toBeNull();
  });

  it('are read decrypted, plain (a plain URL or a path that does not decrypt), and kept only as http(s)', () => {
    const links = readServiceLinks([
      { csType: 'FACEBOOK', path: seal('https://www.facebook.com/site', 'Qw12Er34') },
      { csType: 'CS1', path: 'https://chat.example.com/plain' },
      { csType: 'CS2', path: 'javascript:alert(1)' },
      { csType: 'CS3', path: seal('javascript:alert(1)', 'Qw12Er34') },
      { csType: 'CS4', path: 'not-a-cipher-text-at-all' },
    ]);
    expect(links).toEqual([
      { csType: 'FACEBOOK', url: 'https://www.facebook.com/site' },
      { csType: 'CS1', url: 'https://chat.example.com/plain' },
    ]);
  });

  it('are found by csType', () => {
    const links = [
      { csType: 'YOUTUBE', url: 'https://youtube.example/a' },
      { csType: 'FACEBOOK', url: 'https://facebook.example/a' },
    ];
    expect(serviceLinkOf(links, 'facebook')?.url).toBe('https://facebook.example/a');
    expect(serviceLinkOf(links, 'TELEGRAM')).toBeUndefined();
  });
});
