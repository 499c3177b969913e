// A fixed 1024-bit key pair, generated once offline with BigInt Miller-Rabin. It is fixed (not generated at
// start-up) so that a modulus fetched before a dev-server restart still decrypts afterwards.
// The private exponent is public knowledge here on purpose: this is a mock of a protocol that is weak anyway.
export const rsaModulusHex =
  'c0b8ecfe25e70557bee3162f3ca0d380b2dcf9fce71ed14eb98a950f3cea24ed18fbbd741889e29a069c67b3eda54f7b' +
  '92a92b3c38a9acdbff29e5f2cd978f022df6b274aac829ccdbda0f1fbb6991eabbbff2dccbf241a07fe6eaf3fcf3044f' +
  '5627d12050ce17b5044acd4301e95136d84d74476df12773edd0edc62505a9c3';

const privateExponentHex =
  '37c99038e589e15f0c0fba4d44349de4e461d92f9f4ba9752b7a7539aafd7060fdd9697720df512c1afbcd7d252eb43a' +
  '6632f823ff970645ccb0393336d6477bedfd9b144f5d9315f70f2521d78baff64556f2142e5d1cad7ab08f34b87a8a36' +
  '93a182e58742be069ef25039ca687e374ff0daedf0670dce8b8fbbddb61bad19';

export const rsaKey = {
  n: BigInt(`0x${rsaModulusHex}`),
  d: BigInt(`0x${privateExponentHex}`),
  e: 0x10001n,
} as const;

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}
