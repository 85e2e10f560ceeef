import { useTranslation } from 'react-i18next';
import { siteValues } from './site-values';

interface Point {
  title: string;
  text: string;
}

/** The About Us blurb: quick and flexible repayment, safe, customer service, loan products. */
export function AboutBlurb({ level = 1 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('legal');
  const values = siteValues();
  const points = t('aboutUs.points', { returnObjects: true, ...values });
  const Title = level === 1 ? 'h1' : 'h2';
  const Heading = level === 1 ? 'h2' : 'h3';
  return (
    <article className="legal about">
      <Title className="legal-title">{t('aboutUs.title')}</Title>
      <p>{t('aboutUs.intro', values)}</p>
      <ul className="about-points">
        {(Array.isArray(points) ? (points as Point[]) : []).map((p) => (
          <li key={p.title}>
            <Heading>{p.title}</Heading>
            <p>{p.text}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
