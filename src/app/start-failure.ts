import { i18n } from '@/i18n';

/**
 * The app's own code did not arrive even after a retry (a lost connection, a release replaced under the
 * visitor): the page says so in plain DOM, with a reload, rather than staying on the start-up bar.
 */
export function showStartFailure(container: HTMLElement): void {
  const main = document.createElement('main');
  const title = document.createElement('h1');
  title.textContent = i18n.t('error_chunk_title');
  const text = document.createElement('p');
  text.textContent = i18n.t('error_chunk_text');
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = i18n.t('common_reload');
  reload.addEventListener('click', () => window.location.reload());
  main.append(title, text, reload);
  container.replaceChildren(main);
}
