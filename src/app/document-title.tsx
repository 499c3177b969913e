import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSystemStatus } from '@/core';
import type { TranslationKey } from '@/i18n';
import { pageNameKey } from './site-pages';

/**
 * Keeps the browser tab's title on the page and the site: "Slots · <site name>", the site's name alone on
 * the home page, in the chosen language. The site's name comes from the system status, as the logo's does;
 * until it is known, index.html's title stays.
 */
export function DocumentTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const status = useSystemStatus().data;

  let title = '';
  if (status) {
    // The status pages replace every route, so they name the tab too.
    let pageKey: TranslationKey | null = pageNameKey(pathname);
    if (status.maintenance) pageKey = 'game_maintenance';
    else if (status.regionRestriction) pageKey = 'blockip';
    const page = pageKey ? t(pageKey) : '';
    const siteName = status.info.siteName;
    title = page && siteName ? t('document_title', { page, siteName }) : page || siteName;
  }

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
