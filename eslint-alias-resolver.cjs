// Import resolution for eslint-plugin-boundaries: tsconfig's path aliases (`@/`, `@mocks/`), then Node's
// own resolution with TypeScript's extensions. Pure JavaScript on purpose: the TypeScript resolver needs
// native binaries per platform, which `npm ci` cannot fetch for every machine.
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const aliases = [
  ['@/', 'src/'],
  ['@mocks/', 'mocks/'],
];
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'];

exports.interfaceVersion = 2;

exports.resolve = (source, file, config) => {
  const alias = aliases.find(([prefix]) => source.startsWith(prefix));
  const target = alias ? path.join(__dirname, alias[1], source.slice(alias[0].length)) : source;
  return node.resolve(target, file, { extensions, ...config });
};
