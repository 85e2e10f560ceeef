import { PAGES } from '@hybrid-loan/bridge-sdk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeavePage } from '../../lib/bridge';
import { PageFrame } from '../../ui';
import { AboutBlurb } from './about-blurb';
import { type LegalDoc, LegalDocument } from './legal-document';
import { useTextMeta } from './use-page-meta';
import './company-site.css';

function InAppPage({
  meta,
  path,
  children,
}: {
  meta: 'privacy' | 'terms' | 'agreement' | 'aboutUs';
  path: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('legal');
  const back = useLeavePage();
  useTextMeta(t, meta, path);
  return (
    <PageFrame title={t(`${meta}.title`)} onBack={back} className="legal-page">
      <div className="legal-page-body">{children}</div>
    </PageFrame>
  );
}

/** A legal document in the app, with its title bar and back button. */
function InAppDocument({ doc, path }: { doc: LegalDoc; path: string }) {
  return (
    <InAppPage meta={doc} path={path}>
      <LegalDocument doc={doc} />
    </InAppPage>
  );
}

/** `/privacyPolicy`: the privacy policy in the app. */
export const PrivacyPolicyPage = () => (
  <InAppDocument doc="privacy" path={PAGES.privacyPolicy.path} />
);

/** `/loanTerms`: 'Loan terms and conditions'. */
export const LoanTermsPage = () => <InAppDocument doc="terms" path={PAGES.loanTerms.path} />;

/** `/loanAgreement`: the loan agreement text. */
export const LoanAgreementPage = () => (
  <InAppDocument doc="agreement" path={PAGES.loanAgreement.path} />
);

/** `/aboutUs`: the in-app About Us blurb. */
export function AboutUsPage() {
  return (
    <InAppPage meta="aboutUs" path={PAGES.aboutUs.path}>
      <AboutBlurb />
    </InAppPage>
  );
}
