// Glob patterns must be literal: one module per part and language (load-locale.ts says why).
const files = import.meta.glob<Record<string, string>>('../../../locales/pt/content/*.json', {
  eager: true,
  import: 'default',
});
export default Object.assign({}, ...Object.values(files)) as Record<string, string>;
