import { createRequire } from 'node:module';
import { resolve } from 'node:path';

/*
 * The layer rules of docs/architecture.md are only worth having if lint fails when they are broken. These
 * snippets are linted by the project's own eslint.config.js as if they sat at the given path (the files need
 * not exist): every forbidden form must report an error, and a legal import must not.
 */

/** The part of ESLint's Node API this test uses (eslint 9.9 ships no type declarations). */
interface LintMessage {
  ruleId: string | null;
  severity: number;
  message: string;
}
interface Linter {
  lintText(code: string, options: { filePath: string }): Promise<{ messages: LintMessage[] }[]>;
}
type LinterClass = new (options: { cwd: string }) => Linter;

const repositoryRoot = resolve(import.meta.dirname, '../..');
const { ESLint } = createRequire(import.meta.url)('eslint') as { ESLint: LinterClass };
const eslint = new ESLint({ cwd: repositoryRoot });

/** The rules that keep the layers; others (an unused import in a snippet, say) are not this test's business. */
const boundaryRules = new Set(['boundaries/dependencies', 'no-restricted-imports', 'no-restricted-syntax']);

/** The boundary errors ESLint reports for `code` placed at `filePath` (relative to the repository root). */
async function lintErrors(filePath: string, code: string): Promise<LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repositoryRoot, filePath) });
  return (result?.messages ?? []).filter(
    (message) => message.severity === 2 && (message.ruleId === null || boundaryRules.has(message.ruleId)),
  );
}

/** The boundary rules that reported errors, without repeats (`parse` when the snippet does not parse). */
async function failingRules(filePath: string, code: string): Promise<string[]> {
  return [...new Set((await lintErrors(filePath, code)).map((message) => message.ruleId ?? 'parse'))];
}

describe('import boundaries', () => {
  it.each([
    ['a relative import', "import { GameTile } from '../games';"],
    ['a relative import written from src', "import { GameTile } from '../../features/games/index';"],
    ['an aliased import', "import { GameTile } from '@/features/games';"],
    ['a type-only import', "import type { GameRef } from '../games/model/game-ref';"],
    ['a re-export', "export { GameTile } from '../games';"],
    ['a dynamic import', "export const load = () => import('../games');"],
  ])('stops a feature from reaching into another feature by %s', async (_form, code) => {
    expect(await failingRules('src/features/auth/boundary-probe.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('names the layers in the message', async () => {
    const [error] = await lintErrors('src/features/auth/boundary-probe.ts', "import '../games';");
    expect(error?.message).toContain('Layer "feature" may not import layer "feature"');
  });

  it.each([
    ['a feature', 'src/features/auth/boundary-probe.ts', "import { App } from '@/app/app';"],
    ['a feature', 'src/features/auth/boundary-probe.ts', "import { HomePage } from '../../pages/home-page';"],
    ['the api', 'src/api/boundary-probe.ts', "import { useSessionStore } from '@/core';"],
    ['the api', 'src/api/boundary-probe.ts', "import { captureReferralCodes } from '../features/register';"],
    ['the core', 'src/core/boundary-probe.ts', "import { useLogout } from '@/features/auth';"],
    ['a component', 'src/components/boundary-probe.ts', "import { request } from '@/api';"],
    ['a component', 'src/components/boundary-probe.ts', "import { useSessionStore } from '../core';"],
    ['the lib', 'src/lib/boundary-probe.ts', "import { i18n } from '@/i18n';"],
    ['the config', 'src/config/boundary-probe.ts', "import { storage } from '../lib/storage';"],
  ])('stops %s from importing a layer above it (%s: %s)', async (_layer, filePath, code) => {
    expect(await failingRules(filePath, code)).toEqual(['boundaries/dependencies']);
  });

  it.each([
    [
      'a page',
      'src/pages/boundary-probe.ts',
      "import { GameTabs } from '@/features/games/components/home/game-tabs';",
    ],
    [
      'the app',
      'src/app/boundary-probe.ts',
      "export { GameTile } from '../features/games/components/game-tile/game-tile';",
    ],
    [
      'the app',
      'src/app/boundary-probe.ts',
      "import type { GameRef } from '@/features/games/model/game-ref';",
    ],
  ])('keeps %s out of a feature’s insides (%s: %s)', async (_who, filePath, code) => {
    expect(await failingRules(filePath, code)).toEqual(['boundaries/dependencies']);
  });

  it.each([
    ['its index', 'src/pages/boundary-probe.ts', "import { GameTile } from '@/features/games';"],
    [
      'a door at its root',
      'src/pages/boundary-probe.ts',
      "import { GameLobby } from '@/features/games/lobby';",
    ],
    [
      'a lazy chunk',
      'src/app/boundary-probe.ts',
      "export const l = () => import('@/features/games/components/home/game-tabs');",
    ],
  ])('lets pages and the app reach a feature through %s (%s: %s)', async (_how, filePath, code) => {
    expect(await failingRules(filePath, code)).toEqual([]);
  });

  it.each([
    ['the mock backend by alias', "import { server } from '@mocks/node';"],
    ['the mock backend by path', "import { server } from '../../../mocks/node';"],
    ['a test helper', "import { renderApp } from '../../../tests/test-utils';"],
    ['an end-to-end fixture', "import { test } from '../../../e2e/fixtures';"],
  ])('keeps %s out of the app', async (_what, code) => {
    expect(await failingRules('src/features/auth/boundary-probe.ts', code)).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('lets only main.tsx load the mock backend, and only by dynamic import', async () => {
    expect(
      await failingRules('src/main.tsx', "export const loadMock = () => import('@mocks/node');"),
    ).toEqual([]);
    expect(await failingRules('src/main.tsx', "import { server } from '@mocks/node';")).toEqual([
      'boundaries/dependencies',
    ]);
    expect(
      await failingRules('src/app/boundary-probe.ts', "export const m = () => import('@mocks/node');"),
    ).toEqual(['boundaries/dependencies']);
  });

  it.each([
    ['a static import', "import axios from 'axios';", 'no-restricted-imports'],
    ['a deep import', "import { AxiosError } from 'axios/index';", 'no-restricted-imports'],
    ['a dynamic import', "export const load = () => import('axios');", 'no-restricted-syntax'],
  ])('keeps axios inside src/api (%s)', async (_form, code, rule) => {
    expect(await failingRules('src/features/auth/boundary-probe.ts', code)).toEqual([rule]);
    expect(await failingRules('src/api/boundary-probe.ts', code)).toEqual([]);
  });

  it.each([
    ['a feature', 'src/features/auth/boundary-probe.ts', "import { useSessionStore } from '@/core';"],
    [
      'a feature',
      'src/features/auth/boundary-probe.ts',
      "import { Button } from '../../components/button/button';",
    ],
    [
      'a feature, inside itself',
      'src/features/auth/components/probe.ts',
      "import { useLogout } from '../use-logout';",
    ],
    ['a page', 'src/pages/boundary-probe.ts', "import { LotteryView } from '../features/lottery';"],
    ['the app', 'src/app/boundary-probe.ts', "import { HomePage } from '@/pages/home-page';"],
    ['the api', 'src/api/boundary-probe.ts', "import { env } from '@/config/env';"],
    ['the core', 'src/core/boundary-probe.ts', "import { request } from '../api';"],
    ['a test', 'tests/boundary-probe.test.ts', "import { server } from '@mocks/node';"],
  ])('lets %s import what sits below it (%s: %s)', async (_layer, filePath, code) => {
    expect(await failingRules(filePath, code)).toEqual([]);
  });
});
