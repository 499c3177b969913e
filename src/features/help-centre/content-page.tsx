import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/button/button';
import { CategoryIcon } from '@/components/icon/category-icon';
import { PageHeader } from '@/components/page-header/page-header';
import { skeletonClass } from '@/components/skeleton/skeleton';
import { StatePanel } from '@/components/state-panel/state-panel';
import { paths } from '@/config/paths';
import { contentPageTags, useHelpCentre } from '@/core/help-centre';
import type { TranslationKey } from '@/i18n';
import { useInAppLinks } from '@/lib/use-in-app-links';
import { ServerHtml } from '@/core/server-html';
import styles from './content-page.module.css';

interface ContentPageProps {
  /** The help centre category the page shows, written in the back office with the rest of the help. */
  tag: string;
  titleKey: TranslationKey;
  introKey: TranslationKey;
  icon: string;
}

/**
 * A page of the site's own words (/sponsor, /description), from the help centre's content: one category,
 * every answer an article. One place for the back office to write, and the language switch re-reads it.
 */
const stay = () => {};

function ContentPage({ tag, titleKey, introKey, icon }: ContentPageProps) {
  const { t } = useTranslation();
  const help = useHelpCentre();
  const category = help.data?.find((c) => c.tag === tag);
  const articles = useRef<HTMLDivElement>(null);
  // Links to pages of the site move inside the app, with no reload.
  useInAppLinks(articles, stay, category);

  let body;
  if (help.isPending) {
    body = (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden">{t('content_loading')}</span>
        {[0, 1, 2].map((i) => (
          <div key={i} className={`${skeletonClass} ${styles.loadingCard}`} />
        ))}
      </div>
    );
  } else if (help.isError) {
    body = (
      <StatePanel
        tone="error"
        size="page"
        title={t('content_error')}
        action={
          <Button variant="secondary" busy={help.isFetching} onClick={() => void help.refetch()}>
            {t('help_retry')}
          </Button>
        }
      />
    );
  } else if (!category || category.questions.length === 0) {
    body = <StatePanel size="page" title={t('content_empty')} message={t('content_empty_hint')} />;
  } else {
    body = (
      <div ref={articles} className={styles.articles}>
        {category.questions.map((entry, index) => (
          <article key={index} className={styles.article} aria-labelledby={`${tag}-${index}`}>
            <h2 id={`${tag}-${index}`} className={styles.articleTitle}>
              {entry.question}
            </h2>
            <ServerHtml html={entry.answer} className={styles.answer} />
          </article>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader icon={<CategoryIcon code={icon} size={26} />} title={t(titleKey)} subtitle={t(introKey)} />
      {body}
      <p className={styles.more}>
        {t('content_more')} <Link to={paths.help}>{t('content_help_link')}</Link>
      </p>
    </div>
  );
}

export function SponsorPage() {
  return (
    <ContentPage
      tag={contentPageTags.sponsor}
      titleKey="page_sponsor"
      introKey="content_sponsor_intro"
      icon="SPORTS"
    />
  );
}

export function DescriptionPage() {
  return (
    <ContentPage
      tag={contentPageTags.description}
      titleKey="page_description"
      introKey="content_description_intro"
      icon="INHOUSE"
    />
  );
}
