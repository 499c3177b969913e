/** mocks/module-runner.mjs: loads a module of mocks/ through Vite's module runner, with the app's aliases. */
export function importMockModule<T>(file: string): Promise<T>;
