import { useTranslation } from 'react-i18next';
import { siteValues } from './site-values';

export type LegalDoc = 'privacy' | 'terms' | 'agreement';

interface Section {
  heading: string;
  paragraphs: string[];
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * One of the long texts of the `legal` namespace (privacy policy, loan terms, loan agreement):
 * intro paragraphs, then numbered sections. `level` is the heading level of the title, so the
 * same text sits in a page (h1) or a home-page section (h2).
 */
export function LegalDocument({
  doc,
  level = 1,
  id,
}: {
  doc: LegalDoc;
  level?: 1 | 2;
  id?: string;
}) {
  const { t } = useTranslation('legal');
  const values = siteValues();
  const intro = list(t(`${doc}.intro`, { returnObjects: true, ...values })) as string[];
  const sections = list(t(`${doc}.sections`, { returnObjects: true, ...values })) as Section[];
  const Title = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  const updated = doc === 'privacy' ? t('privacy.updated') : '';
  return (
    <article className="legal" aria-labelledby={id ? `${id}-title` : undefined}>
      <Title className="legal-title" id={id ? `${id}-title` : undefined}>
        {t(`${doc}.title`)}
      </Title>
      {updated ? <p className="legal-updated">{updated}</p> : null}
      {intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {sections.map((s) => (
        <section key={s.heading}>
          <Heading>{s.heading}</Heading>
          {list(s.paragraphs).map((p) => (
            <p key={String(p)}>{String(p)}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
